import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FormOutcome, outcomeOf } from "@/components/storefront/account/form-outcome";
import { AddListToCart } from "@/components/storefront/account/lists/add-list-to-cart";
import { ImportCsv } from "@/components/storefront/account/lists/import-csv";
import { NoCompany } from "@/components/storefront/account/no-company";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { QUANTITY_MAX } from "@/lib/quantity";
import { SKU_MAX } from "@/lib/validation/product";
import { LIST_LINES_MAX, LIST_NAME_MAX } from "@/lib/validation/requisition-list";
import { HttpError } from "@/server/http/errors";
import { pageCompanyBuyer } from "@/server/account/page-company";
import { listDetail } from "@/server/account/requisition-lists";

export const metadata: Metadata = {
  title: "Requisition list",
  robots: { index: false, follow: false, nocache: true },
};

/** Per request, rendered whole: it reads the visitor's cookie. */
export const instant = false;

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function listOf(companyId: number, raw: string) {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  try {
    return await listDetail(companyId, Number(raw));
  } catch (error) {
    // Another company's list is as absent as one that never was.
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
}

/** One list: its lines (plain forms to change them), adding by SKU, CSV import and "Add list to cart". */
export default async function ListPage({ params, searchParams }: Props) {
  const { companyId } = await pageCompanyBuyer();
  const outcome = outcomeOf(await searchParams);
  if (companyId === null)
    return (
      <div className="container mx-auto max-w-4xl px-4 py-12">
        <NoCompany />
      </div>
    );
  const list = await listOf(companyId, (await params).id);
  const base = `/api/account/lists/${list.id}`;
  return (
    <div className="container mx-auto max-w-4xl px-4 py-12">
      <p className="mb-2 text-sm">
        <Link href="/account/lists" className="underline">
          Requisition lists
        </Link>
      </p>
      <h1 className="mb-1 text-3xl font-bold break-words">{list.name}</h1>
      <p className="mb-6 text-sm break-all text-muted-foreground">Created by {list.createdBy}</p>
      <FormOutcome {...outcome} />

      <div className="mb-6">
        <AddListToCart listId={list.id} disabled={list.lines.length === 0} />
      </div>

      <section aria-labelledby="lines-heading" className="mb-8">
        <h2 id="lines-heading" className="mb-3 text-xl font-semibold">
          Lines ({list.lines.length} of at most {LIST_LINES_MAX})
        </h2>
        {list.lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">No lines yet: add products by SKU below, or import a CSV file.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {list.lines.map((l) => (
              <li key={l.id} aria-label={l.sku} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {l.slug ? (
                      <Link href={`/products/${l.slug}`} className="underline">
                        {l.name}
                      </Link>
                    ) : (
                      l.name
                    )}{" "}
                    {!l.sold && <Badge variant="destructive">No longer sold</Badge>}
                  </p>
                  <p className="font-mono text-xs text-muted-foreground">{l.sku}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <form method="post" action={`${base}/lines/${l.id}`} className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="quantity" />
                    <Input
                      name="quantity"
                      defaultValue={l.quantity}
                      inputMode="numeric"
                      aria-label={`Quantity of ${l.sku}`}
                      className="w-24"
                      required
                      pattern="[0-9]*"
                    />
                    <Button type="submit" variant="outline" size="sm" aria-label={`Update quantity of ${l.sku}`}>
                      Update
                    </Button>
                  </form>
                  <form method="post" action={`${base}/lines/${l.id}`}>
                    <input type="hidden" name="intent" value="remove" />
                    <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${l.sku}`}>
                      Remove
                    </Button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="add-heading" className="mb-8">
        <h2 id="add-heading" className="mb-3 text-xl font-semibold">
          Add a product
        </h2>
        <form method="post" action={`${base}/lines`} aria-label="Add a product" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
            SKU
            <Input name="sku" required maxLength={SKU_MAX} autoComplete="off" placeholder="SF-2002" />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium sm:w-32">
            Quantity
            <Input name="quantity" required inputMode="numeric" defaultValue="1" max={QUANTITY_MAX} />
          </label>
          <Button type="submit">Add to list</Button>
        </form>
      </section>

      <section aria-labelledby="import-heading" className="mb-8">
        <h2 id="import-heading" className="mb-3 text-xl font-semibold">
          Import from CSV
        </h2>
        <ImportCsv listId={list.id} />
      </section>

      <section aria-labelledby="manage-heading" className="flex flex-col gap-4 border-t pt-6">
        <h2 id="manage-heading" className="text-xl font-semibold">
          Manage list
        </h2>
        <form method="post" action={base} aria-label="Rename list" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="rename" />
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
            List name
            <Input name="name" required maxLength={LIST_NAME_MAX} defaultValue={list.name} />
          </label>
          <Button type="submit" variant="outline">
            Rename
          </Button>
        </form>
        <form method="post" action={base}>
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="destructive">
            Delete list
          </Button>
        </form>
      </section>
    </div>
  );
}
