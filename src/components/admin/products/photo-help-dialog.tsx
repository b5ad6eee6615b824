"use client";

import { Copy, ImageIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { AdminImage } from "../shared/admin-image";
import { SAMPLE_PRODUCT_IMAGES } from "./sample-images";

const TIPS: ReactNode[] = [
  <>
    Use a <strong>direct link to the image file</strong>: it starts with <code>https://</code>, usually ends in .jpg, .jpeg, .png, .gif or
    .webp, and opening it shows only the picture, not a web page.
  </>,
  <>
    To get one, upload the photo to your image host or website, open the image itself, right-click it and choose{" "}
    <strong>Copy image address</strong>.
  </>,
  <>Square photos of at least 800 &times; 800 pixels look best; lists crop them to the centre.</>,
  <>Shoot on a plain, light background with the product filling most of the frame.</>,
  <>Keep files under about 500 KB so pages stay fast for buyers on mobile.</>,
  <>Images already on this site can be used by their path, such as the samples below.</>,
];

/**
 * Photo tips and sample images. With `onPick` (inside the product form) a
 * sample fills the form's image URL; without it, its address is copied.
 */
export function PhotoHelpDialog({ onPick, trigger }: { onPick?: (url: string) => void; trigger?: ReactNode }) {
  const [open, setOpen] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Image URL copied", { description: url });
    } catch {
      toast.error("Copy failed", { description: `Select the address and copy it by hand: ${url}` });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <ImageIcon aria-hidden />
            Photo Help
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Product photos</DialogTitle>
          <DialogDescription>How to get an image URL that works, and sample images you can use right away.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="photo-tips">
          <h3 id="photo-tips" className="mb-2 font-semibold">
            Tips
          </h3>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
            {TIPS.map((tip, i) => (
              <li key={i}>{tip}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="photo-samples">
          <h3 id="photo-samples" className="mb-2 font-semibold">
            Sample images
          </h3>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {SAMPLE_PRODUCT_IMAGES.map((img) => (
              <li key={img.url} className="flex items-center gap-3 rounded-lg border p-2">
                <AdminImage src={img.url} alt="" className="size-14 shrink-0 rounded-md" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{img.label}</p>
                  <p className="truncate font-mono text-xs text-muted-foreground" title={img.url}>
                    {img.url}
                  </p>
                </div>
                {onPick ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      onPick(img.url);
                      setOpen(false);
                    }}
                    aria-label={`Use ${img.label}`}
                  >
                    Use
                  </Button>
                ) : (
                  <Button
                    type="button"
                    size="icon-sm"
                    variant="ghost"
                    onClick={() => copy(img.url)}
                    aria-label={`Copy URL of ${img.label}`}
                  >
                    <Copy aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
