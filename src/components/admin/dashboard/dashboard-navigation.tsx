import Link from "next/link";
import type { ReactNode } from "react";
import {
  BookA,
  Building2,
  ChevronRight,
  FileText,
  FolderTree,
  History,
  KeyRound,
  LayoutTemplate,
  Mail,
  Package,
  Settings,
  Truck,
  Webhook,
} from "lucide-react";

interface Destination {
  href: string;
  title: string;
  description: string;
  icon: ReactNode;
}

const DESTINATIONS: Destination[] = [
  {
    href: "/admin/product-management",
    title: "Product Page Management",
    description: "Edit the stretch film page: gallery, specifications, variants, catalogue cards and downloads.",
    icon: <LayoutTemplate className="size-6" />,
  },
  {
    href: "/admin/products",
    title: "Manage Products",
    description: "Add, edit and delete catalogue products, prices and photos.",
    icon: <Package className="size-6" />,
  },
  {
    href: "/admin/categories",
    title: "Manage Categories",
    description: "Organise products into categories shown on the home page.",
    icon: <FolderTree className="size-6" />,
  },
  {
    href: "/admin/companies",
    title: "Companies",
    description: "Buyer companies, their buyers, deals and payment terms; the policy pages they accept.",
    icon: <Building2 className="size-6" />,
  },
  {
    href: "/admin/synonyms",
    title: "Search Synonyms",
    description: "Buyers' words for the same goods, so a search for one finds the others.",
    icon: <BookA className="size-6" />,
  },
  {
    href: "/admin/contact-messages",
    title: "Contact Messages",
    description: "Read and answer messages sent through the contact form.",
    icon: <Mail className="size-6" />,
  },
  {
    href: "/admin/quote-requests",
    title: "Quote Requests",
    description: "Requests buyers sent from their cart: price them, send quotes and follow the answers.",
    icon: <FileText className="size-6" />,
  },
  {
    href: "/admin/orders",
    title: "Orders",
    description: "Accepted quotes: confirm, ship with tracking, deliver or cancel.",
    icon: <Truck className="size-6" />,
  },
  {
    href: "/admin/webhooks",
    title: "Webhooks",
    description: "Signed notices to your other systems when quotes and products change.",
    icon: <Webhook className="size-6" />,
  },
  {
    href: "/admin/audit-log",
    title: "Audit Log",
    description: "Every change made in the back office: who, when, and what changed.",
    icon: <History className="size-6" />,
  },
  {
    href: "/admin/api-keys",
    title: "API Keys",
    description: "Keys for another system (an ERP, a CRM) to use the admin API: create, see their use, revoke.",
    icon: <KeyRound className="size-6" />,
  },
  {
    href: "/admin/settings",
    title: "Account Settings",
    description: "Business information, website images, your profile and password.",
    icon: <Settings className="size-6" />,
  },
];

export function DashboardNavigation() {
  return (
    <nav aria-label="Admin sections">
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {DESTINATIONS.map((d) => (
          <li key={d.href}>
            <Link
              href={d.href}
              className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden>
                {d.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold group-hover:underline">{d.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{d.description}</span>
              </span>
              <ChevronRight className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
