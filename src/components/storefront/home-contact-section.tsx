import type { SettingKey } from "@/lib/validation/settings";
import { ContactDetails } from "./contact-details";
import { ContactFormCard } from "./contact-form-card";
import { MessagingQr } from "./messaging-qr";
import { SectionHeading } from "./section-heading";

export function HomeContactSection({ settings }: { settings: Record<SettingKey, string> }) {
  return (
    <section aria-labelledby="home-contact" className="py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-contact" title="Contact Us">
          Questions about sizes, volumes or pricing? Our team is here to help.
        </SectionHeading>
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-8 lg:col-span-2">
            <ContactDetails settings={settings} />
            <MessagingQr />
          </div>
          <div className="lg:col-span-3">
            <ContactFormCard />
          </div>
        </div>
      </div>
    </section>
  );
}
