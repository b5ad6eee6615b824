"use client";

import { Send } from "lucide-react";
import { useEffect, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, send } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { toast } from "@/lib/toast";
import type { ContactFormValues, ContactInput } from "@/lib/validation/contact";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot-field";
import { lazyZodResolver } from "@/lib/validation/lazy-zod-resolver";

// The form is on the home and contact pages' first paint; zod and the schema
// download only when it first validates (type-only imports above keep them out).
const resolver = lazyZodResolver(() => import("@/lib/validation/contact").then((m) => m.contactSchema));

const EMPTY: ContactFormValues = { firstName: "", lastName: "", email: "", company: "", message: "" };

const FIELDS = ["firstName", "lastName", "email", "company", "message"] as const;

function honeypotInput(event?: BaseSyntheticEvent): HTMLInputElement | null {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return null;
  const input = form.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input : null;
}

/**
 * The message a link to the form starts it with: the stretch-film page's
 * CONTACT buttons name their product code (/contact?product=USSF.0002).
 */
export function productInquiry(search: string): string {
  const code = (new URLSearchParams(search).get("product") ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 64);
  return code ? `I'm interested in product ${code}. ` : "";
}

/** The "Send us a Message" form, on the home and contact pages. */
export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const sending = form.formState.isSubmitting;

  // Read in the browser, after the prerendered page arrives: the page itself stays the same for every link.
  useEffect(() => {
    const inquiry = productInquiry(window.location.search);
    if (inquiry && !form.getValues("message")) form.setValue("message", inquiry);
  }, [form]);

  async function onSubmit(data: ContactInput, event?: BaseSyntheticEvent) {
    // The honeypot stays outside the form state (the schema drops it): a person
    // never fills it, and a bot's value must reach the server, which answers
    // "sent" and stores nothing.
    const honeypot = honeypotInput(event);
    try {
      await send("POST", "/api/contact", { ...data, company: data.company ?? "", [HONEYPOT_FIELD]: honeypot?.value ?? "" });
      toast.success("Message Sent", { description: "Thank you for your message. We'll get back to you soon!" });
      form.reset(EMPTY);
      if (honeypot) honeypot.value = "";
    } catch (error) {
      // The server's rules may catch what ours did not: its field messages go under their fields.
      if (error instanceof ApiError) applyServerFieldErrors(error.errors, FIELDS, form.setError);
      toast.error("Error", { description: "Failed to send message. Please try again." });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Send us a Message">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>First Name</FormLabel>
                <FormControl>
                  <Input placeholder="John" autoComplete="given-name" aria-required="true" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Last Name</FormLabel>
                <FormControl>
                  <Input placeholder="Doe" autoComplete="family-name" aria-required="true" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" placeholder="john@company.com" autoComplete="email" aria-required="true" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="company"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Company <span className="font-normal text-muted-foreground">(optional)</span>
              </FormLabel>
              <FormControl>
                <Input placeholder="Your Company" autoComplete="organization" {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Message</FormLabel>
              <FormControl>
                <Textarea
                  placeholder="Tell us about the products and quantities you need..."
                  rows={5}
                  className="min-h-32"
                  aria-required="true"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Website</label>
          <input
            id={`contact-${HONEYPOT_FIELD}`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            defaultValue=""
          />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          <Send aria-hidden="true" />
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </Form>
  );
}
