"use client";

import { CircleHelp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

/** The "How to Get Image URLs" help about direct links from image hosts. */
export function ImageUrlHelpDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <CircleHelp aria-hidden="true" />
          How to Get Image URLs
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>How to Get Image URLs</DialogTitle>
          <DialogDescription>Each image field needs a direct link to an image file that is already online.</DialogDescription>
        </DialogHeader>
        <div className="space-y-4 text-sm">
          <section>
            <h3 className="mb-1 font-medium">1. Upload the image to an image host</h3>
            <p className="text-muted-foreground">
              Use an image hosting service (for example Imgur, Cloudinary, ImgBB or Postimages) or your own website&apos;s media library.
            </p>
          </section>
          <section>
            <h3 className="mb-1 font-medium">2. Copy the direct image link</h3>
            <p className="text-muted-foreground">
              Open the uploaded image, right-click it and choose &ldquo;Copy image address&rdquo;. Most hosts also offer a &ldquo;Direct
              link&rdquo; option. A link to a page that merely shows the image will not work.
            </p>
          </section>
          <section>
            <h3 className="mb-1 font-medium">3. Check the link</h3>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>
                It should start with <code className="rounded bg-muted px-1 text-foreground">https://</code>
              </li>
              <li>
                It should end in <code className="rounded bg-muted px-1 text-foreground">.jpg</code>,{" "}
                <code className="rounded bg-muted px-1 text-foreground">.jpeg</code>,{" "}
                <code className="rounded bg-muted px-1 text-foreground">.png</code>,{" "}
                <code className="rounded bg-muted px-1 text-foreground">.gif</code> or{" "}
                <code className="rounded bg-muted px-1 text-foreground">.webp</code>
              </li>
              <li>Pasted into a new browser tab, it should load the image directly, with nothing else around it.</li>
            </ul>
          </section>
          <section>
            <h3 className="mb-1 font-medium">4. Paste it and save</h3>
            <p className="text-muted-foreground">
              The preview next to each field shows whether the image loads. Leave a field empty to keep the current image.
            </p>
          </section>
          <p className="rounded-md bg-muted p-3 text-xs text-muted-foreground">
            Example: <span className="font-mono break-all">https://i.imgur.com/abc123.jpg</span>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
