"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useSubmit } from "@/hooks/admin/use-submit";
import { createWebhookEndpoint } from "@/hooks/admin/use-webhooks";
import { webhookEndpointSchema, type WebhookEndpointFormValues, type WebhookEndpointInput } from "@/lib/validation/webhook";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "@/lib/webhooks";

/** URL, description and the events to send: on success, the parent shows the new endpoint's secret. */
function EndpointForm({ onCreated, onCancel }: { onCreated: (id: number, secret: string) => void; onCancel: () => void }) {
  const form = useForm<WebhookEndpointFormValues, unknown, WebhookEndpointInput>({
    resolver: zodResolver(webhookEndpointSchema) as Resolver<WebhookEndpointFormValues, unknown, WebhookEndpointInput>,
    defaultValues: { url: "", description: "", events: [] },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = useSubmit(form, createWebhookEndpoint, {
    failure: "Failed to add endpoint",
    fields: ["url", "description", "events"],
    success: (created) => {
      toast.success("Endpoint added");
      onCreated(created.id, created.secret);
    },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="url"
          render={({ field }) => (
            <FormItem>
              <FormLabel>URL</FormLabel>
              <FormControl>
                <Input {...field} type="url" inputMode="url" placeholder="https://erp.example.com/webhooks" autoComplete="off" />
              </FormControl>
              <FormDescription>Where each event is POSTed, signed. Private and local addresses are refused.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Input {...field} value={field.value ?? ""} placeholder="ERP order import" autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="events"
          render={({ field }) => (
            <FormItem>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">Events</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {WEBHOOK_EVENT_TYPES.map((type) => {
                    const checked = (field.value ?? []).includes(type);
                    return (
                      <label key={type} className="flex items-start gap-2 rounded-md border p-2 text-sm">
                        <input
                          type="checkbox"
                          className="mt-0.5 size-4"
                          checked={checked}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked ? [...(field.value ?? []), type] : (field.value ?? []).filter((t) => t !== type),
                            )
                          }
                          aria-describedby={`event-${type}-hint`}
                        />
                        <span>
                          <span className="font-mono">{type}</span>
                          <span id={`event-${type}-hint`} className="block text-muted-foreground">
                            {WEBHOOK_EVENT_LABELS[type]}
                          </span>
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Adding..." : "Add Endpoint"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

export function EndpointFormDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: number, secret: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Webhook Endpoint</DialogTitle>
          <DialogDescription>Each chosen event is sent to this address, signed with its own secret.</DialogDescription>
        </DialogHeader>
        {open && <EndpointForm onCreated={onCreated} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
