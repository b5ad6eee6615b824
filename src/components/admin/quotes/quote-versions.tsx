import { formatIsoDate } from "@/lib/dates";
import { formatPrice } from "@/lib/money";
import type { QuoteVersion } from "@/lib/types";
import { LocalTime } from "./local-time";

/** The versions sent, newest first, each opening to its lines and totals as the buyer got them. */
export function QuoteVersions({ versions }: { versions: QuoteVersion[] }) {
  if (versions.length === 0) return <p className="text-sm text-muted-foreground">No version sent yet.</p>;
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <ul className="space-y-2">
      {newestFirst.map((v) => (
        <li key={v.version}>
          <details className="group rounded-lg border bg-background">
            <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg px-4 py-3 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
              <span className="font-semibold">Version {v.version}</span>
              <span className="tabular-nums">Total {formatPrice(v.total)}</span>
              <span className="text-muted-foreground">
                Sent <LocalTime iso={v.createdAt} /> by {v.sentBy}
              </span>
            </summary>
            <VersionBody version={v} />
          </details>
        </li>
      ))}
    </ul>
  );
}

function VersionBody({ version: v }: { version: QuoteVersion }) {
  return (
    <div className="space-y-3 border-t px-4 py-3 text-sm">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem]">
          <caption className="sr-only">Lines of version {v.version}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th className="py-1 pr-2 font-medium">SKU</th>
              <th className="py-1 pr-2 font-medium">Item</th>
              <th className="py-1 pr-2 text-right font-medium">Quantity</th>
              <th className="py-1 pr-2 font-medium">Unit</th>
              <th className="py-1 pr-2 text-right font-medium">Unit price</th>
              <th className="py-1 text-right font-medium">Line total</th>
            </tr>
          </thead>
          <tbody>
            {v.lines.map((l, i) => (
              <tr key={i} className="border-b align-top last:border-0">
                <td className="py-1 pr-2 font-mono text-xs">{l.sku || "—"}</td>
                <td className="py-1 pr-2">
                  {l.name}
                  {l.breaks.length > 0 && (
                    <span className="block text-xs text-muted-foreground">
                      {[...l.breaks]
                        .sort((a, b) => a.minQuantity - b.minQuantity)
                        .map((b) => `${b.minQuantity}+ at ${formatPrice(b.unitPrice)}`)
                        .join(" · ")}
                    </span>
                  )}
                  {l.note && <span className="block text-xs text-muted-foreground">{l.note}</span>}
                </td>
                <td className="py-1 pr-2 text-right tabular-nums">{l.quantity}</td>
                <td className="py-1 pr-2">{l.unit}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{formatPrice(l.appliedUnitPrice)}</td>
                <td className="py-1 text-right tabular-nums">{formatPrice(l.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-0.5 tabular-nums">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatPrice(v.subtotal)}</dd>
        <dt>Freight</dt>
        <dd className="text-right">{v.freight === null ? "FOB, freight collect" : formatPrice(v.freight)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatPrice(v.total)}</dd>
      </dl>
      <p className="text-muted-foreground">
        Valid until {formatIsoDate(v.validUntil)}
        {v.leadTime && <> · Lead time {v.leadTime}</>}
      </p>
      {v.terms && <p className="whitespace-pre-wrap text-muted-foreground">{v.terms}</p>}
    </div>
  );
}
