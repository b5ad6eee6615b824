import { Mail, MapPin, Phone } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { cachedSettings } from "@/server/catalog/cached";
import { copyrightYear } from "./copyright-year";
import { DEFAULT_BUSINESS_NAME } from "./business-name";

const CATEGORY_LINKS = [
  { href: "/categories/pe-stretch-film", label: "PE Stretch Film" },
  { href: "/categories/mailer-bags", label: "Mailer Bags" },
  { href: "/categories/trash-bags", label: "Trash Bags" },
  { href: "/categories/gloves-apron", label: "Gloves & Apron" },
  { href: "/categories/t-shirt-bags", label: "T-Shirt Bags" },
];

// Placeholders without a page yet: shown as text, not dead links.
const COMPANY_PLACEHOLDERS = ["Careers", "Quality Assurance", "Sustainability"];
const SUPPORT_LINKS = [
  { href: "/shipping-info", label: "Shipping Info" },
  { href: "/returns", label: "Returns" },
];
const LEGAL_LINKS = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-sale", label: "Terms of Sale" },
];
const LEGAL_PLACEHOLDERS = ["Cookie Policy"];

const linkClass =
  "rounded-sm text-slate-300 transition-colors hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

function Placeholder({ label }: { label: string }) {
  return <li className="text-slate-400">{label}</li>;
}

export async function SiteFooter() {
  const [settings, year] = await Promise.all([cachedSettings(), copyrightYear()]);
  const name = settings.business_name || DEFAULT_BUSINESS_NAME;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <p className="text-lg font-bold text-white">{name}</p>
          <p className="text-sm leading-relaxed">
            {name} is a leading supplier of industrial plastic products for businesses across America.
          </p>
          <ul className="space-y-2 text-sm">
            {settings.business_phone && (
              <li className="flex items-center gap-2">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                <a href={`tel:${settings.business_phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                  {settings.business_phone}
                </a>
              </li>
            )}
            {settings.business_email && (
              <li className="flex items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <a href={`mailto:${settings.business_email}`} className={`${linkClass} break-all`}>
                  {settings.business_email}
                </a>
              </li>
            )}
            {settings.business_address && (
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{settings.business_address}</span>
              </li>
            )}
          </ul>
        </div>
        <FooterColumn title="Products">
          {CATEGORY_LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={linkClass}>
                {l.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Company">
          <li>
            <Link href="/about" className={linkClass}>
              About Us
            </Link>
          </li>
          <li>
            <Link href="/contact" className={linkClass}>
              Contact Us
            </Link>
          </li>
          {COMPANY_PLACEHOLDERS.map((label) => (
            <Placeholder key={label} label={label} />
          ))}
        </FooterColumn>
        <FooterColumn title="Support">
          <li>
            {/* Per visitor and per request: nothing to prefetch for everyone. */}
            <Link href="/account" prefetch={false} className={linkClass}>
              Your account
            </Link>
          </li>
          {SUPPORT_LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={linkClass}>
                {l.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {name}
            {/* "Co." already ends the sentence. */}
            {name.endsWith(".") ? "" : "."} All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Legal">
            {LEGAL_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
            {LEGAL_PLACEHOLDERS.map((label) => (
              <Placeholder key={label} label={label} />
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
