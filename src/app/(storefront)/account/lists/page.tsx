import type { Metadata } from "next";
import Link from "next/link";
import { FormOutcome, outcomeOf } from "@/components/storefront/account/form-outcome";
import { NoCompany } from "@/components/storefront/account/no-company";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LIST_NAME_MAX, LISTS_MAX } from "@/lib/validation/requisition-list";
import { pageCompanyBuyer } from "@/server/account/page-company";
import { companyLists } from "@/server/account/requisition-lists";

export const metadata: Metadata = {
  title: "Requisition lists",
  robots: { index: false, follow: false, nocache: true },
};

/** Per request, rendered whole: it reads the visitor's cookie. */
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The company's requisition lists, shared by its buyers; a new one is made with a plain form. */
export default async function ListsPage({ searchParams }: Props) {
  const { companyId } = await pageCompanyBuyer();
  const lists = companyId === null ? [] : await companyLists(companyId);
  return (
    <div className="container mx-auto max-w-4xl px-4 py-12">
      <p className="mb-2 text-sm">
        <Link href="/account" className="underline">
          Your account
        </Link>
      </p>
      <h1 className="mb-2 text-3xl font-bold">Requisition lists</h1>
      <p className="mb-6 text-muted-foreground">Lists of products your company orders again and again, shared by all its buyers.</p>
      <FormOutcome {...outcomeOf(await searchParams)} />
      {companyId === null ? (
        <NoCompany />
      ) : (
        <>
          {lists.length === 0 ? (
            <p className="mb-8 text-sm text-muted-foreground">No lists yet.</p>
          ) : (
            <div className="mb-8 overflow-x-auto rounded-lg border">
              <table className="w-full text-left text-sm">
                <thead className="bg-muted/50">
                  <tr>
                    <th className="p-3">List</th>
                    <th className="p-3">Lines</th>
                    <th className="hidden p-3 sm:table-cell">Created by</th>
                  </tr>
                </thead>
                <tbody>
                  {lists.map((l) => (
                    <tr key={l.id} className="border-t">
                      <td className="p-3">
                        <Link href={`/account/lists/${l.id}`} className="font-medium underline">
                          {l.name}
                        </Link>
                      </td>
                      <td className="p-3">{l.lineCount}</td>
                      <td className="hidden p-3 break-all sm:table-cell">{l.createdBy}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {lists.length >= LISTS_MAX ? (
            <p className="text-sm">Your company has {LISTS_MAX} lists, the most it can keep: delete one to make another.</p>
          ) : (
            <form method="post" action="/api/account/lists" aria-label="New list" className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
                New list name
                <Input name="name" required maxLength={LIST_NAME_MAX} placeholder="Monthly restock" />
              </label>
              <Button type="submit">Create list</Button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
