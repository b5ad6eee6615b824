"use client";

import { HelpCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

interface Guide {
  title: string;
  steps: ReactNode[];
  note?: ReactNode;
}

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.8em] break-all">{children}</code>
);

const GUIDES: Guide[] = [
  {
    title: "Add a category",
    steps: [
      <>
        On this dashboard, open <strong>Manage Categories</strong> and press <strong>Add Category</strong>.
      </>,
      <>
        Type the <strong>name</strong> (for example &ldquo;Pallet Covers&rdquo;). The slug fills itself in (<Code>pallet-covers</Code>);
        change it if you want a different web address. Only lowercase letters, numbers and hyphens are allowed.
      </>,
      <>
        Write a short <strong>description</strong>: it appears on the home page card and at the top of the category page.
      </>,
      <>
        Paste an <strong>image URL</strong>: a direct link starting with <Code>https://</Code>, or one of the site&rsquo;s own images such
        as <Code>/images/categories/trash-bags.svg</Code>.
      </>,
      <>
        Press <strong>Create Category</strong>. The category is live at once at <Code>/categories/your-slug</Code>.
      </>,
    ],
    note: 'Deleting a category keeps its products; they show as "Unknown" until you give them another category.',
  },
  {
    title: "Add a product",
    steps: [
      <>
        Open <strong>Manage Products</strong> and press <strong>Add Product</strong>.
      </>,
      <>
        Enter the <strong>name</strong> (the slug is generated from it), a unique <strong>SKU</strong> such as <Code>PMB.0004</Code> and a{" "}
        <strong>description</strong>.
      </>,
      <>
        Prices are optional: type them like <Code>45.00</Code>. Leave both empty to show &ldquo;Contact for Price&rdquo;; give the same
        value twice for a single price.
      </>,
      <>
        Paste an <strong>image URL</strong>. The <strong>Photo Help</strong> button on the products screen lists tips and sample images you
        can copy.
      </>,
      <>
        Choose the <strong>category</strong>.
      </>,
      <>
        In <strong>Details</strong>, write the specifications as JSON key/value pairs, for example{" "}
        <Code>{'{"Width": "18in", "Length": "1500 ft", "Thickness": "80 gauge"}'}</Code>. The first four appear on product cards.
      </>,
      <>
        Press <strong>Create Product</strong>. To change it later use the pencil button; the bin button deletes it after asking.
      </>,
    ],
  },
  {
    title: "Edit the stretch film page",
    steps: [
      <>
        Open <strong>Product Page Management</strong>.
      </>,
      <>
        Work through the tabs: <strong>Basic Info</strong> (name, description, main image), <strong>Gallery</strong>,{" "}
        <strong>Specifications</strong> and price range, <strong>Variants</strong> (the hand- and machine-wrapped tables),{" "}
        <strong>Catalog Products</strong> and <strong>Downloads</strong>.
      </>,
      <>
        Press <strong>Save Changes</strong>: nothing is published until you save.
      </>,
    ],
  },
  {
    title: "Update business information and website images",
    steps: [
      <>
        Open <strong>Account Settings</strong>.
      </>,
      <>
        Under <strong>Business Information</strong>, update the name, phone, email, address, hours and description, then save. The home and
        contact pages show only the details you fill in.
      </>,
      <>
        Under <strong>Website Images</strong>, paste direct image links (they start with <Code>https://</Code> and end in <Code>.jpg</Code>,{" "}
        <Code>.png</Code> or <Code>.webp</Code>). Leave a field empty to keep the current image.
      </>,
    ],
  },
  {
    title: "Read contact messages and quote requests",
    steps: [
      <>
        The <strong>Unread Messages</strong> card shows how many messages are waiting; open <strong>Contact Messages</strong> to read them.
        Unread messages are highlighted.
      </>,
      <>
        Press <strong>View</strong> to read a message (it is marked as read), <strong>Reply via Email</strong> to answer from your mail
        program, or <strong>Delete</strong> to remove it.
      </>,
      <>
        The <strong>New Quote Requests</strong> card opens the quote inbox, where each request lists the items and quantities the buyer
        wants priced.
      </>,
    ],
  },
  {
    title: "Send a quote",
    steps: [
      <>
        Open a request from the inbox. Its page shows the request, its timeline and the quote editor, filled in from the items asked for.
      </>,
      <>
        Enter a unit price for each line (add quantity breaks, substitutes or notes if you like), the freight (leave it empty for FOB,
        freight collect), the lead time and how long the quote is valid. The totals update as you type.
      </>,
      <>
        Press <strong>Send quote</strong>. The buyer gets a private link (and, when e-mail is set up, the link and a PDF by e-mail); you can
        also copy the <strong>Buyer link</strong> and send it yourself. To revise, edit and send again: the buyer sees the new version at
        the same link.
      </>,
      <>
        When the buyer accepts, the request becomes <strong>Won</strong> with their name and PO number on the timeline; a decline makes it{" "}
        <strong>Lost</strong>. Questions from the buyer appear on the timeline and mark the request unread.
      </>,
    ],
  },
  {
    title: "Change your password",
    steps: [
      <>
        Open <strong>Account Settings</strong> and find <strong>Change Password</strong>.
      </>,
      <>
        Enter your current password, then the new one twice. At least 6 characters are required; 8 or more, mixing words and numbers, is
        much safer.
      </>,
      <>Save. Any other browser still signed in as you is signed out.</>,
    ],
    note: "Press Logout when you finish, especially on a shared computer.",
  },
];

export function HelpGuideDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <HelpCircle aria-hidden />
          Help Guide
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Help Guide</DialogTitle>
          <DialogDescription>Step by step: how to keep the website&rsquo;s content up to date.</DialogDescription>
        </DialogHeader>
        <div className="space-y-6">
          {GUIDES.map((g, i) => (
            <section key={g.title} aria-labelledby={`help-guide-${i}`}>
              <h3 id={`help-guide-${i}`} className="mb-2 font-semibold">
                {i + 1}. {g.title}
              </h3>
              <ol className="list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground marker:text-foreground">
                {g.steps.map((step, j) => (
                  <li key={j}>{step}</li>
                ))}
              </ol>
              {g.note && <p className="mt-2 rounded-md bg-muted px-3 py-2 text-sm">{g.note}</p>}
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
