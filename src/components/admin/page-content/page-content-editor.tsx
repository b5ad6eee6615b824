"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useForm, type FieldErrors, type FieldPath } from "react-hook-form";
import { toast } from "sonner";
import { Save } from "lucide-react";
import { AdminMain, AdminPageHeader } from "@/components/admin/shared/admin-page-header";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api-client";
import { useSavePageContent } from "@/hooks/admin/use-page-content";
import type { PageContentAnswer, ProductPageContent } from "@/lib/validation/product-page-content";
import { BasicInfoTab } from "./basic-info-tab";
import { CatalogProductsTab } from "./catalog-products-tab";
import { DownloadsTab } from "./downloads-tab";
import {
  editorResolver,
  errorPaths,
  firstError,
  tabOf,
  TABS,
  toEditorValues,
  toFieldPath,
  type EditorValues,
  type TabId,
} from "./editor-values";
import { GalleryTab } from "./gallery-tab";
import { LinkedProductsProvider } from "./link-status";
import { SpecificationsTab } from "./specifications-tab";
import { VariantsTab } from "./variants-tab";

const PANELS: Record<TabId, () => ReactNode> = {
  basic: BasicInfoTab,
  gallery: GalleryTab,
  specifications: SpecificationsTab,
  variants: VariantsTab,
  catalog: CatalogProductsTab,
  downloads: DownloadsTab,
};

/**
 * The stretch-film page editor: every change stays in the form until the one
 * "Save Changes" posts the whole content, with the version it was
 * loaded at: a save over someone else's newer one is refused with a message
 * to reload. `content` follows each save (the screen's cache takes its answer).
 */
export function PageContentEditor({ content }: { content: PageContentAnswer }) {
  const savePageContent = useSavePageContent();
  const [tab, setTab] = useState<TabId>("basic");
  const form = useForm<EditorValues, unknown, ProductPageContent>({
    resolver: editorResolver,
    defaultValues: toEditorValues(content),
    // Fields of hidden tabs are not mounted; showFirstError focuses the first error itself.
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting, errors } = form.formState;

  // Leaving with unsaved edits would silently lose them.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  function showFirstError(paths: readonly string[]) {
    const first = firstError(paths);
    if (!first) return;
    setTab(first.tab);
    // The tab's fields mount on the next frame.
    requestAnimationFrame(() => form.setFocus(first.path as FieldPath<EditorValues>));
  }

  async function onSubmit(values: ProductPageContent) {
    try {
      const saved = await savePageContent(values, content.updatedAt);
      form.reset(toEditorValues(saved));
      toast.success("Product page content saved successfully!");
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.errors).length > 0) {
        const paths = Object.entries(err.errors).map(([path, message]) => {
          const field = toFieldPath(path);
          form.setError(field as FieldPath<EditorValues>, { type: "server", message });
          return field;
        });
        showFirstError(paths);
      }
      const failed = "Failed to save product page content. Please try again.";
      // A conflict (the content changed since it was loaded) says what to do: reload.
      if (err instanceof ApiError && err.status === 409) toast.error(failed, { description: err.message });
      else toast.error(failed);
    }
  }

  const tabsWithErrors = new Set(errorPaths(errors).map(tabOf));

  return (
    <>
      <AdminPageHeader title="Product Page Management" description="Content of the PE Stretch Film product page" />
      <AdminMain>
        <LinkedProductsProvider products={content.linkedProducts}>
          <Form {...form}>
            <form onSubmit={form.handleSubmit(onSubmit, (errs: FieldErrors<EditorValues>) => showFirstError(errorPaths(errs)))} noValidate>
              <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)} className="gap-4">
                <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-6">
                  {TABS.map((t) => (
                    <TabsTrigger
                      key={t.id}
                      value={t.id}
                      className="h-9 data-[error=true]:text-destructive"
                      data-error={tabsWithErrors.has(t.id)}
                    >
                      {t.label}
                      {tabsWithErrors.has(t.id) ? (
                        <>
                          <span className="size-2 rounded-full bg-destructive" aria-hidden="true" />
                          <span className="sr-only">(has errors)</span>
                        </>
                      ) : null}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {TABS.map((t) => {
                  const Panel = PANELS[t.id];
                  return (
                    <TabsContent key={t.id} value={t.id} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
                      <Panel />
                    </TabsContent>
                  );
                })}
              </Tabs>
              {/* Stays in view while scrolling long lists, so saving never needs a trip back up. */}
              <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
                <span className="text-sm text-muted-foreground" aria-live="polite">
                  {isDirty ? "Unsaved changes" : "All changes saved"}
                </span>
                <Button type="submit" disabled={isSubmitting}>
                  <Save aria-hidden="true" />
                  {isSubmitting ? "Saving..." : "Save Changes"}
                </Button>
              </div>
            </form>
          </Form>
        </LinkedProductsProvider>
      </AdminMain>
    </>
  );
}
