import type { Metadata } from "next";
import Link from "next/link";
import { AddressCard } from "@/components/storefront/account/addresses/address-card";
import { AddressForm } from "@/components/storefront/account/addresses/address-form";
import { FormOutcome, outcomeOf } from "@/components/storefront/account/form-outcome";
import { NoCompany } from "@/components/storefront/account/no-company";
import { ADDRESSES_MAX } from "@/lib/validation/address";
import { companyAddresses } from "@/server/account/addresses";
import { pageCompanyBuyer } from "@/server/account/page-company";

export const metadata: Metadata = {
  title: "Addresses",
  robots: { index: false, follow: false, nocache: true },
};

/** Per request, rendered whole: it reads the visitor's cookie. */
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The company's ship-to addresses; the default one fills the cart's quote form. */
export default async function AddressesPage({ searchParams }: Props) {
  const { companyId } = await pageCompanyBuyer();
  const addresses = companyId === null ? [] : await companyAddresses(companyId);
  return (
    <div className="container mx-auto max-w-4xl px-4 py-12">
      <p className="mb-2 text-sm">
        <Link href="/account" className="underline">
          Your account
        </Link>
      </p>
      <h1 className="mb-6 text-3xl font-bold">Addresses</h1>
      <FormOutcome {...outcomeOf(await searchParams)} />
      {companyId === null ? (
        <NoCompany />
      ) : (
        <>
          <section aria-labelledby="book-heading" className="mb-10">
            <h2 id="book-heading" className="mb-4 text-xl font-semibold">
              Ship-to addresses ({addresses.length})
            </h2>
            {addresses.length === 0 ? (
              <p className="text-sm text-muted-foreground">No addresses yet.</p>
            ) : (
              <div className="flex flex-col gap-3">
                {addresses.map((a) => (
                  <AddressCard key={a.id} address={a} />
                ))}
              </div>
            )}
          </section>
          <section aria-labelledby="add-heading">
            <h2 id="add-heading" className="mb-4 text-xl font-semibold">
              Add an address
            </h2>
            {addresses.length >= ADDRESSES_MAX ? (
              <p className="text-sm">The address book is full ({ADDRESSES_MAX} addresses): delete one to add another.</p>
            ) : (
              <AddressForm />
            )}
          </section>
        </>
      )}
    </div>
  );
}
