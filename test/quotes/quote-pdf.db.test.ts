/**
 * The quote PDF behind the buyer's private link, through its real route
 * handler and database: what it names (contact, company, ship-to, needed-by,
 * the link to accept), its ETag and 304, and that a sent version's PDF is
 * rendered once and kept (sealed, since it prints the link), shared by
 * requests that arrive during its render, and rendered again only when what
 * it shows changes.
 */
import { formatIsoDate } from "@/lib/dates";
import { db } from "@/server/db/client";
import { quotePdfRenders } from "@/server/quotes/quote-pdf";
import { closeWorkers } from "@/server/workers/run-worker";
import { useTestDatabase } from "../db";
import { makeAdmin, makeProduct } from "../factories";
import { login } from "../kit";
import {
  accept,
  buyer,
  freshIp,
  inDays,
  pdfRoute,
  putDraft,
  putStatus,
  reopen,
  requestQuote,
  sendQuote,
  tokenOf,
  validDraft,
} from "./quote-loop-kit";
import { ORIGIN } from "../api";

useTestDatabase();

// Jest resolves "../pdf-text" to its .mjs sibling (the extractor's child process), so the .ts is named in full.
const { pdfText } = jest.requireActual<typeof import("../pdf-text")>("../pdf-text.ts");

let cookie: string;
beforeAll(async () => {
  // The product requestQuote asks for by SKU.
  await makeProduct({ name: "PE Stretch Film", sku: "pe001", priceMin: "45.00", priceMax: "55.00" });
  await makeAdmin();
  cookie = await login();
});
afterAll(() => closeWorkers());

async function download(token: string, headers: Record<string, string> = {}) {
  const res = await pdfRoute(
    new Request(`${ORIGIN}/api/quotes/${token}/pdf`, { headers: { host: "localhost:3000", "x-forwarded-for": freshIp(), ...headers } }),
    {
      params: Promise.resolve({ token }),
    },
  );
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A request with a needed-by date, priced with validDraft (+ overrides) and sent. */
async function sentQuote(draft: Record<string, unknown> = {}) {
  const neededBy = inDays(21);
  const { id, reference } = await requestQuote({ neededBy });
  expect((await putDraft(cookie, id, validDraft(draft))).status).toBe(200);
  const sent = await sendQuote(cookie, id);
  expect(sent.status).toBe(201);
  return { id, reference, neededBy, url: sent.body.url as string, token: tokenOf(sent.body.url) };
}

const flat = (s: string) => s.replace(/\s+/g, " ");

describe("GET /api/quotes/{token}/pdf", () => {
  it("names the buyer's contact, company, ship-to and needed-by, puts units on breaks, and says how to accept at the link", async () => {
    const { reference, neededBy, url, token } = await sentQuote();
    const res = await download(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${reference}-v1.pdf"`);
    const text = flat(pdfText(res.bytes).text);
    for (const s of [
      `PREPARED FOR ${buyer.company} ${buyer.name} ${buyer.email} ${buyer.phone}`,
      `SHIP TO ${buyer.state} ${buyer.zip}`,
      `NEEDED BY ${formatIsoDate(neededBy)}`,
      "Quantity breaks: 100+ cases at $41.50 500+ cases at $39.00",
      "HOW TO ACCEPT",
      url,
    ]) {
      expect(text).toContain(s);
    }
  });

  it("answers a strong ETag and 304 to a request that has it; the link's PDF is for its holder's browser only", async () => {
    const { token } = await sentQuote();
    const first = await download(token);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await download(token, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
    expect(again.headers.get("etag")).toBe(etag);

    const other = await download(token, { "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
    expect(Buffer.from(other.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it("is rendered once and kept: later downloads, and downloads that arrive during the render, get the same bytes", async () => {
    const { id, token } = await sentQuote();
    const before = quotePdfRenders();
    // Eight at once, before anything is kept: one render between them.
    const firsts = await Promise.all(Array.from({ length: 8 }, () => download(token)));
    expect(quotePdfRenders() - before).toBe(1);
    const etags = new Set(firsts.map((r) => r.headers.get("etag")));
    expect(etags.size).toBe(1);

    const later = await download(token);
    expect(quotePdfRenders() - before).toBe(1);
    expect(Buffer.from(later.bytes).equals(Buffer.from(firsts[0].bytes))).toBe(true);

    // Kept in the database, one row for the version, sealed: the link's token is not in the stored bytes.
    const versionId = (await db.quoteVersion.findFirstOrThrow({ where: { quoteRequestId: id, version: 1 } })).id;
    const row = await db.quotePdf.findUniqueOrThrow({ where: { versionId } });
    expect(row.etag).toBe(later.headers.get("etag"));
    expect(Buffer.from(row.bytes).includes(token)).toBe(false);
    expect(Buffer.from(row.bytes).subarray(0, 5).toString("latin1")).not.toBe("%PDF-");
    expect(Buffer.from(later.bytes).toString("latin1")).toContain(token);
  });

  it("is rendered again, once, when what it shows changes: the buyer accepts, or a new version is sent", async () => {
    const { id, token } = await sentQuote();
    const sentEtag = (await download(token)).headers.get("etag");
    const before = quotePdfRenders();

    expect((await accept(token, { name: "Dana Buyer", poNumber: "PO-7781", version: 1 })).status).toBe(200);
    const accepted = await download(token, { "if-none-match": sentEtag! });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get("etag")).not.toBe(sentEtag);
    expect(flat(pdfText(accepted.bytes).text)).toContain("Accepted by Dana Buyer (PO PO-7781)");
    await download(token);
    expect(quotePdfRenders() - before).toBe(1);
    expect(await db.quotePdf.count({ where: { version: { quoteRequestId: id } } })).toBe(1);
  });

  it.each(["Won", "Lost"])(
    "a request the admin sets to %s by hand: the PDF says it is closed, as the page does, and no longer how to accept",
    async (status) => {
      const { id, token } = await sentQuote();
      const open = await download(token);
      expect(flat(pdfText(open.bytes).text)).toContain("HOW TO ACCEPT");

      expect((await putStatus(cookie, id, { status })).status).toBe(200);
      const closed = await download(token, { "if-none-match": open.headers.get("etag")! });
      expect(closed.status).toBe(200);
      const text = flat(pdfText(closed.bytes).text);
      expect(text).not.toContain("HOW TO ACCEPT");
      expect(text).not.toContain("press Accept");
      expect(text).toContain("Closed");
      expect(text).toContain("This quote is closed and can no longer be accepted.");
    },
  );

  it("a reopened quote's PDF says so, with the reason, until the revision is sent", async () => {
    const { id, token } = await sentQuote();
    expect((await putStatus(cookie, id, { status: "Lost" })).status).toBe(200);
    expect((await reopen(cookie, id, { reason: "Resin prices rose; we will revise the film price." })).status).toBe(201);
    const text = flat(pdfText((await download(token)).bytes).text);
    expect(text).toMatch(/Reopened on \w+ \d+, \d{4}/);
    expect(text).toContain("A revised quote will follow; until then this one cannot be accepted.");
    expect(text).toContain("REASON FOR REOPENING Resin prices rose; we will revise the film price.");
    expect(text).not.toContain("HOW TO ACCEPT");

    await putDraft(cookie, id, validDraft({ freight: "0.00" }));
    expect((await sendQuote(cookie, id)).status).toBe(201);
    expect(flat(pdfText((await download(token)).bytes).text)).toContain("HOW TO ACCEPT");
  });

  it("a revision's PDF is its own: version 2 with its own ETag, version 1's kept PDF untouched", async () => {
    const { id, token } = await sentQuote();
    const v1 = await download(token);
    await putDraft(cookie, id, validDraft({ freight: "0.00" }));
    expect((await sendQuote(cookie, id)).status).toBe(201);
    const v2 = await download(token);
    expect(v2.headers.get("content-disposition")).toMatch(/-v2\.pdf"$/);
    expect(v2.headers.get("etag")).not.toBe(v1.headers.get("etag"));
    expect(await db.quotePdf.count({ where: { version: { quoteRequestId: id } } })).toBe(2);
  });

  it("answers an unknown token 404 without rendering", async () => {
    const before = quotePdfRenders();
    const res = await download("A".repeat(43));
    expect(res.status).toBe(404);
    expect(JSON.parse(Buffer.from(res.bytes).toString("utf8"))).toEqual({ message: "Quote not found" });
    expect(quotePdfRenders()).toBe(before);
  });
});
