import { isSlug } from "@/lib/slug";

/**
 * Said before saving an existing product or category whose slug would change:
 * its public address moves, and the old one keeps working (a 308 to the new).
 */
export function AddressChangeNote({
  base,
  from,
  to,
}: {
  base: "/products" | "/categories";
  from: string | undefined;
  to: string | undefined;
}) {
  const next = to?.trim() ?? "";
  if (!from || next === from || !isSlug(next)) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      Address changes: {base}/{from} → {base}/{next} (the old address will redirect)
    </p>
  );
}
