import { formatIsoDate } from "@/lib/dates";
import type { AccountQuote } from "@/lib/account";

/** The buyer's quote requests, newest first, each with its quote once one was sent. */
export function AccountQuotesTable({ quotes }: { quotes: AccountQuote[] }) {
  if (quotes.length === 0) {
    return <p className="text-muted-foreground">No quote requests with this address yet.</p>;
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your quote requests</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-2 pr-4">
            Request
          </th>
          <th scope="col" className="py-2 pr-4">
            Date
          </th>
          <th scope="col" className="py-2 pr-4">
            Items
          </th>
          <th scope="col" className="py-2 pr-4">
            Status
          </th>
          <th scope="col" className="py-2">
            Quote
          </th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((q) => (
          <tr key={q.reference} className="border-b">
            <td className="py-2 pr-4 font-medium">{q.reference}</td>
            <td className="py-2 pr-4">{formatIsoDate(q.date)}</td>
            <td className="py-2 pr-4">{q.items}</td>
            <td className="py-2 pr-4">{q.state}</td>
            <td className="py-2">
              {q.url ? (
                <a href={q.url} className="underline">
                  View quote {q.reference}
                </a>
              ) : (
                <span className="text-muted-foreground">Not sent yet</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
