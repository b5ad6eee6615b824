import { Building2, Headset, Timer, Wrench } from "lucide-react";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ContactDetails } from "@/components/storefront/contact-details";
import { ContactFormCard } from "@/components/storefront/contact-form-card";
import { MessagingQr } from "@/components/storefront/messaging-qr";
import { PageHero } from "@/components/storefront/page-hero";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cachedSettings } from "@/server/catalog/cached";

const DESCRIPTION =
  "Contact our sales team for quotes, volume pricing and product advice on stretch film, mailer bags, trash bags, gloves and t-shirt bags. We respond within 24 hours.";

export const metadata: Metadata = {
  title: "Contact Us",
  description: DESCRIPTION,
  alternates: { canonical: "/contact" },
  openGraph: {
    title: "Contact Us",
    description: DESCRIPTION,
    url: "/contact",
    type: "website",
    images: [{ url: "/images/hero.svg", alt: "Industrial plastic packaging products" }],
  },
};

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="h-full text-center">
      <CardHeader className="justify-items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
        <CardTitle className="text-lg">
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{children}</CardContent>
    </Card>
  );
}

export default async function ContactPage() {
  const settings = await cachedSettings();
  return (
    <>
      <PageHero title="Contact Us">
        Get a quote, ask about sizes and volumes, or tell us what your operation needs. Our team is ready to help.
      </PageHero>

      <section aria-labelledby="contact-touch" className="py-16 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="space-y-8 lg:col-span-2">
            <div>
              <h2 id="contact-touch" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Get in Touch
              </h2>
              <p className="mt-2 text-muted-foreground">
                Reach us by phone, e-mail or the form. For quotes, include the products and quantities you need.
              </p>
            </div>
            <ContactDetails settings={settings} showHours />
            <p className="flex items-center gap-3 rounded-lg bg-primary/10 p-4 font-medium text-primary">
              <Timer className="size-5 shrink-0" aria-hidden="true" />
              We respond within 24 hours
            </p>
            <MessagingQr />
          </div>
          <div className="lg:col-span-3">
            <ContactFormCard />
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-help" className="bg-muted/60 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="contact-help" className="sr-only">
            How we can help
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            <li>
              <InfoCard icon={<Headset className="size-6" aria-hidden="true" />} title="Sales Support">
                Quotes, volume pricing and help choosing the right products and quantities for your business.
              </InfoCard>
            </li>
            <li>
              <InfoCard icon={<Wrench className="size-6" aria-hidden="true" />} title="Technical Support">
                Advice on film gauges, bag sizes and materials so your packaging performs on the line and in transit.
              </InfoCard>
            </li>
            <li>
              <InfoCard icon={<Building2 className="size-6" aria-hidden="true" />} title="Visit Our Facility">
                {settings.business_address ? <>See our products in person at {settings.business_address}. </> : null}
                Please call ahead to schedule your visit.
              </InfoCard>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

/** A shared page: links to it prefetch one App Shell for the route (ADR 24). */
export const prefetch = "partial";
