"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, TriangleAlert } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { createApiKey, useRefreshApiKeys } from "@/hooks/admin/use-api-keys";
import { useSubmit } from "@/hooks/admin/use-submit";
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type CreatedApiKey } from "@/lib/api-keys";
import { apiKeyInputSchema, type ApiKeyFormValues, type ApiKeyInput } from "@/lib/validation/api-key";

const EMPTY: ApiKeyFormValues = { name: "", scopes: [], expiresOn: "" };

/** Name, scopes and an optional last day: what a new key is made with. */
function CreateApiKeyForm({ onCreated, onCancel }: { onCreated: (key: CreatedApiKey) => void; onCancel: () => void }) {
  const refresh = useRefreshApiKeys();
  const form = useForm<ApiKeyFormValues, unknown, ApiKeyInput>({
    resolver: zodResolver(apiKeyInputSchema) as Resolver<ApiKeyFormValues, unknown, ApiKeyInput>,
    defaultValues: EMPTY,
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = useSubmit(form, createApiKey, {
    failure: "Failed to create the key",
    fields: ["name", "scopes", "expiresOn"],
    success: (created) => {
      void refresh();
      onCreated(created);
    },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input {...field} placeholder="ERP order sync" autoComplete="off" maxLength={80} />
              </FormControl>
              <FormDescription>The system that will use it. Its changes appear in the audit log as api-key:name.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="scopes"
          render={({ field }) => {
            const chosen = field.value ?? [];
            return (
              <FormItem>
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium">Scopes</legend>
                  <p className="text-sm text-muted-foreground">What the key may do. Give it only what the system needs.</p>
                  <ul className="space-y-2">
                    {API_KEY_SCOPES.map((scope) => (
                      <li key={scope}>
                        <label className="flex items-start gap-3 text-sm">
                          <input
                            type="checkbox"
                            className="mt-0.5 size-4 shrink-0 accent-primary"
                            name={field.name}
                            value={scope}
                            checked={chosen.includes(scope)}
                            onBlur={field.onBlur}
                            onChange={(e) => field.onChange(e.target.checked ? [...chosen, scope] : chosen.filter((s) => s !== scope))}
                          />
                          <span>
                            <span className="font-mono font-medium">{scope}</span>
                            <span className="block text-muted-foreground">{API_KEY_SCOPE_LABELS[scope]}</span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
                <FormMessage />
              </FormItem>
            );
          }}
        />
        <FormField
          control={form.control}
          name="expiresOn"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Expires on (optional)</FormLabel>
              <FormControl>
                <Input {...field} value={field.value ?? ""} type="date" className="w-auto" />
              </FormControl>
              <FormDescription>The key works through the end of this day. Leave empty for a key that does not expire.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Creating..." : "Create Key"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** The new key, shown this once, with a copy button. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success("Key copied");
    } catch {
      // No clipboard (an insecure origin, or permission refused): the field is selected for a manual copy.
      (document.getElementById("new-api-key") as HTMLInputElement | null)?.select();
      toast.error("Could not copy the key", { description: "It is selected: copy it with Ctrl+C or ⌘C." });
    }
  }
  return (
    <div className="space-y-4">
      <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <strong>Copy this key now.</strong> It is shown only this once and cannot be seen again. Store it in {created.name}
          &apos;s settings; if it is lost, revoke it and create another.
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="new-api-key">Your new key</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="new-api-key"
            readOnly
            value={created.key}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
            spellCheck={false}
          />
          <Button type="button" variant="outline" onClick={copy}>
            <Copy aria-hidden /> Copy key
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/**
 * Create a key, then show it once. The key lives only in this dialog's state:
 * closing it forgets the key, so the dialog does not close on a stray click
 * outside it while the key is shown.
 */
export function CreateApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        onInteractOutside={(e) => {
          if (created) e.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{created ? "Your New API Key" : "Create API Key"}</DialogTitle>
          <DialogDescription>
            {created
              ? `${created.name}: ${created.scopes.join(", ")}`
              : "Another system (an ERP, a CRM) sends this key to use the admin API within its scopes."}
          </DialogDescription>
        </DialogHeader>
        {open &&
          (created ? (
            <NewKey created={created} onDone={() => change(false)} />
          ) : (
            <CreateApiKeyForm onCreated={setCreated} onCancel={() => change(false)} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
