"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ImageIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useSaveSettings, type SettingsMap } from "@/hooks/admin/use-settings";
import { useSubmit } from "@/hooks/admin/use-submit";
import { isWebUrl } from "@/lib/validation/common";
import {
  IMAGE_KEYS,
  websiteImagesSchema,
  type ImageKey,
  type WebsiteImagesFormValues,
  type WebsiteImagesInput,
} from "@/lib/validation/settings";
import { ImageDropField } from "../shared/image-drop-field";
import { ImagePreview } from "./image-preview";
import { ImageUrlHelpDialog } from "./image-url-help-dialog";

// `fallback` is the image the storefront shows while the setting is unset.
const LABELS: Record<ImageKey, { label: string; where: string; fallback: string }> = {
  homepage_hero_image: { label: "Homepage Hero Image", where: "Large banner at the top of the home page", fallback: "/images/hero.svg" },
  homepage_stretch_film_image: {
    label: "Stretch Film Image",
    where: "PE Stretch Film card on the home page",
    fallback: "/images/stretch-film.svg",
  },
  homepage_poly_mailer_image: {
    label: "Poly Mailer Image",
    where: "Poly Mailer card on the home page",
    fallback: "/images/poly-mailer.svg",
  },
  about_hero_image: { label: "About Page Hero Image", where: "Banner at the top of the about page", fallback: "/images/about-hero.svg" },
  about_story_image: {
    label: "About Page Story Image",
    where: "Beside \u201cOur Story\u201d on the about page",
    fallback: "/images/about-story.svg",
  },
};

/** "About Page Hero Image" -> "about page hero": names the field in a button's name without repeating its label (which would make the label match both). */
const shortName = (label: string) => label.replace(/ Image$/, "").toLowerCase();

function pickImages(settings: SettingsMap): WebsiteImagesFormValues {
  return Object.fromEntries(IMAGE_KEYS.map((k) => [k, settings[k]])) as WebsiteImagesFormValues;
}

export function WebsiteImagesForm({ settings }: { settings: SettingsMap }) {
  const saveSettings = useSaveSettings();
  const form = useForm<WebsiteImagesFormValues, unknown, WebsiteImagesInput>({
    resolver: zodResolver(websiteImagesSchema),
    values: pickImages(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const typed = useWatch({ control: form.control });
  // Images to put back to their defaults on Save: an empty field keeps the current image.
  const [reset, setReset] = useState<ImageKey[]>([]);

  const onSubmit = useSubmit(
    form,
    async (values) => {
      const fresh = await saveSettings(values, reset);
      // Empty fields kept the current image, so show what is stored now rather than the blanks.
      return fresh ? pickImages(fresh) : values;
    },
    {
      failure: "Failed to update images",
      fields: IMAGE_KEYS,
      // Each refused image's message is under its field; the toast would repeat only the first.
      describeRefusals: false,
      success: (saved) => {
        setReset([]);
        form.reset(saved);
        toast.success("Images updated successfully");
      },
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ImageIcon className="size-5 text-primary" aria-hidden="true" />
          <h2>Website Images</h2>
        </CardTitle>
        <CardDescription>
          Pictures for the home and about pages: upload one or give a link. An empty field keeps the current image; &ldquo;Use
          default&rdquo; puts back the built-in one.
        </CardDescription>
        <div className="pt-1">
          <ImageUrlHelpDialog />
        </div>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
            {IMAGE_KEYS.map((key) => {
              const value = (typed[key] ?? "").trim();
              const typedUrl = value !== "" && isWebUrl(value);
              const resetting = reset.includes(key);
              const previewSrc = typedUrl ? value : (!resetting && settings[key]) || LABELS[key].fallback;
              const isDefault = !typedUrl && (resetting || !settings[key]);
              const label = LABELS[key].label;
              return (
                <FormField
                  key={key}
                  control={form.control}
                  name={key}
                  render={({ field }) => (
                    <FormItem className="flex flex-row items-start gap-3">
                      <ImagePreview
                        src={previewSrc}
                        alt={`Preview of the ${label.toLowerCase()}`}
                        badge={isDefault ? "Default" : undefined}
                      />
                      <div className="grid min-w-0 flex-1 gap-2">
                        <FormLabel>{label}</FormLabel>
                        <ImageDropField
                          label={`${shortName(label)} picture`}
                          onUploaded={(image) => {
                            form.setValue(key, image.url, { shouldDirty: true, shouldValidate: true });
                            // An uploaded picture is saved, not the default (the upload may end after other clicks).
                            setReset((keys) => keys.filter((k) => k !== key));
                          }}
                        >
                          <FormControl>
                            <Input
                              {...field}
                              value={field.value ?? ""}
                              onChange={(e) => {
                                field.onChange(e);
                                // Typing a URL instead: that one is saved, not the default.
                                if (resetting) setReset(reset.filter((k) => k !== key));
                              }}
                              type="url"
                              inputMode="url"
                              placeholder="https://example.com/image.jpg"
                            />
                          </FormControl>
                        </ImageDropField>
                        <FormDescription>{LABELS[key].where}</FormDescription>
                        {resetting ? (
                          <p className="text-sm text-muted-foreground">
                            The default image is used after saving.{" "}
                            <Button
                              type="button"
                              variant="link"
                              className="h-auto p-0"
                              aria-label={`Keep the current picture for the ${shortName(label)}`}
                              onClick={() => {
                                setReset(reset.filter((k) => k !== key));
                                form.setValue(key, settings[key]);
                              }}
                            >
                              Undo
                            </Button>
                          </p>
                        ) : (
                          settings[key] && (
                            <Button
                              type="button"
                              variant="outline"
                              size="sm"
                              className="justify-self-start"
                              aria-label={`Use the default picture for the ${shortName(label)}`}
                              onClick={() => {
                                setReset([...reset, key]);
                                form.setValue(key, "");
                              }}
                            >
                              Use default
                            </Button>
                          )
                        )}
                        <FormMessage />
                      </div>
                    </FormItem>
                  )}
                />
              );
            })}
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Saving..." : "Save Images"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
