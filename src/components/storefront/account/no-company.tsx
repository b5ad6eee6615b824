import Link from "next/link";

/** For a buyer who has no company yet: what the address book and lists need first. */
export function NoCompany() {
  return (
    <p className="rounded-md border p-4 text-sm">
      Set up your company in{" "}
      <Link href="/account" className="underline">
        your account
      </Link>{" "}
      first: addresses and requisition lists belong to a company and are shared with its buyers.
    </p>
  );
}
