import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Not Found" };

/** notFound() in an admin page (an unknown order, company, quote request or webhook). */
export default function AdminNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Not found</h1>
      <p className="mt-2 text-muted-foreground">There is nothing at this address in the admin.</p>
      <Link href="/admin/dashboard" className="mt-6 font-medium text-primary underline underline-offset-4">
        Back to the dashboard
      </Link>
    </main>
  );
}
