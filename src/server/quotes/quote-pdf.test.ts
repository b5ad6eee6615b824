/**
 * @jest-environment node
 */
// Node, not jsdom: the renderer runs in a worker thread (src/server/workers/quote-pdf.worker.ts).
import { formatPrice } from "@/lib/money";
import { quoteTotals, type QuoteLineInput } from "@/lib/quote-math";
import { closeWorkers } from "@/server/workers/run-worker";
import { pdfText } from "../../../test/pdf-text";
import { quotePdfModel, renderQuotePdfModel, type QuotePdfInput } from "./quote-pdf";

/** The quote's PDF as the server makes it: the app's texts, laid out in the worker. */
const renderQuotePdf = (quote: QuotePdfInput) => renderQuotePdfModel(quotePdfModel(quote));

afterAll(() => closeWorkers());

const URL = "https://shop.usplastic.example/quotes/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

const supplier = {
  name: "Acme Plastic Packaging",
  phone: "(555) 010-2000",
  email: "sales@acme.example",
  address: "1200 Industrial Pkwy\nDallas, TX 75201",
};

function inputLine(i: number, extra: Partial<QuoteLineInput> = {}): QuoteLineInput {
  return {
    sku: `SF-${100000 + i}`,
    name: `Poly mailer bag ${i + 1}`,
    quantity: 10 * (i + 1),
    unit: i % 3 === 0 ? "1,000 bags" : "case",
    unitPrice: `${12 + i}.${String(i % 100).padStart(2, "0")}`,
    breaks: [],
    note: "",
    ...extra,
  };
}

function quoteOf(lines: QuoteLineInput[], over: Partial<QuotePdfInput> = {}): QuotePdfInput {
  const freight = over.freight === undefined ? "75.00" : over.freight;
  const totals = quoteTotals(lines, freight);
  return {
    reference: "Q-2026-000042",
    version: 2,
    status: "Quoted",
    expired: false,
    date: "2026-11-25T17:00:00.000Z",
    validUntil: "2026-12-25",
    leadTime: "2-3 weeks after PO",
    terms: "Net 30. Prices in US dollars.",
    supplier,
    preparedFor: "Bolt Logistics",
    decision: null,
    answerable: true,
    versions: [],
    buyer: {
      name: "Zoë Okafor",
      company: "Bolt Logistics",
      email: "zoe@bolt.example",
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      neededBy: "2026-12-18",
    },
    url: URL,
    ...totals,
    ...over,
    freight,
  };
}

const tenLines = () => [
  inputLine(0, {
    quantity: 600,
    breaks: [
      { minQuantity: 500, unitPrice: "11.25" },
      { minQuantity: 100, unitPrice: "11.75" },
    ],
  }),
  inputLine(1, { note: "Substitute: the 2 mil film ships a week sooner." }),
  ...Array.from({ length: 8 }, (_, i) => inputLine(i + 2)),
];

/** The text with runs of spaces (pdf.js's item gaps, no-break spaces) made one. */
const flat = (s: string) => s.replace(/\s+/g, " ");

describe("renderQuotePdf", () => {
  it("prints the buyer's page: supplier, reference, version, dates, every line and the totals", async () => {
    const quote = quoteOf(tenLines());
    const pdf = await renderQuotePdf(quote);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, text } = pdfText(pdf);
    const all = flat(text);

    expect(pages[0]).toMatchObject({ width: 612, height: 792 }); // US Letter
    for (const s of [
      "Acme Plastic Packaging",
      "1200 Industrial Pkwy",
      "Dallas, TX 75201",
      "(555) 010-2000",
      "sales@acme.example",
      "Quote Q-2026-000042",
      "Version 2",
      "Sent November 25, 2026",
      "Valid until December 25, 2026",
      "Bolt Logistics",
      "SKU Item Quantity Unit Unit price Line total",
      "100+ × 1,000 bags at $11.75",
      "500+ × 1,000 bags at $11.25",
      "Substitute: the 2 mil film ships a week sooner.",
      "Subtotal $16,563.00",
      "Freight $75.00",
      "Total $16,638.00",
      "LEAD TIME 2-3 weeks after PO",
      "TERMS Net 30. Prices in US dollars.",
      `Page 1 of ${pages.length}`,
    ]) {
      expect(all).toContain(s);
    }
    // Each line: SKU, name, quantity, unit, the unit price it buys at, its total.
    const first = quote.lines[0];
    expect(first.appliedUnitPrice).toBe("11.25");
    expect(all).toContain("SF-100000 Poly mailer bag 1 600 1,000 bags $11.25 $6,750.00");
    expect(all).toContain("SF-100009 Poly mailer bag 10 100 1,000 bags $21.09 $2,109.00");
    for (const line of quote.lines) {
      expect(all).toContain(`${line.sku} ${line.name} ${line.quantity}`);
      expect(all).toContain(formatPrice(line.lineTotal));
    }
    expect(all).not.toContain("Expired");
    expect(all).not.toContain("Accepted");
  });

  it("prints the totals the quote carries, never its own sums", async () => {
    const quote = quoteOf(tenLines(), { subtotal: "1234567.89", total: "7.00" });
    const all = flat(pdfText(await renderQuotePdf(quote)).text);
    expect(all).toContain("Subtotal $1,234,567.89");
    expect(all).toContain("Total $7.00");
  });

  it("says FOB, freight collect when there is no freight, leaves out empty lead time and terms, and links the Terms of Sale", async () => {
    const all = flat(pdfText(await renderQuotePdf(quoteOf(tenLines(), { freight: null, leadTime: "", terms: "" }))).text);
    expect(all).toContain("Freight FOB, freight collect");
    expect(all).not.toMatch(/LEAD TIME|TERMS(?! OF SALE)/);
    expect(all).toMatch(/TERMS OF SALE This quote is subject to our Terms of Sale: https?:\/\/\S+\/terms-of-sale/);
  });

  it("marks an expired quote, and an accepted one with the buyer's name, PO and date", async () => {
    const expired = flat(pdfText(await renderQuotePdf(quoteOf(tenLines(), { expired: true, answerable: false }))).text);
    expect(expired).toContain("Expired");
    const quote = quoteOf(tenLines(), {
      status: "Won",
      answerable: false,
      decision: { type: "accepted", version: 2, name: "Jane Buyer", poNumber: "4500-7781", reason: null, at: "2026-11-26T15:00:00.000Z" },
    });
    const all = flat(pdfText(await renderQuotePdf(quote)).text);
    expect(all).toContain("Accepted by Jane Buyer (PO 4500-7781) on November 26, 2026");

    const noPo = quoteOf(tenLines(), {
      decision: { type: "accepted", version: 2, name: "Jane Buyer", poNumber: null, reason: null, at: "2026-11-26" },
    });
    expect(flat(pdfText(await renderQuotePdf(noPo)).text)).toContain("Accepted by Jane Buyer on November 26, 2026");

    const declined = quoteOf(tenLines(), {
      status: "Lost",
      decision: {
        type: "declined",
        version: 2,
        name: null,
        poNumber: null,
        reason: "Found a closer supplier.",
        at: "2026-11-27T15:00:00.000Z",
      },
    });
    const text = flat(pdfText(await renderQuotePdf(declined)).text);
    expect(text).toContain("Declined on November 27, 2026");
    expect(text).toContain("REASON FOR DECLINING Found a closer supplier.");
    expect(text).not.toContain("Accepted");
  });

  it("lists a line's breaks lowest first, as the page does", async () => {
    const line = inputLine(0, {
      quantity: 1200,
      breaks: [
        { minQuantity: 5000, unitPrice: "0.90" },
        { minQuantity: 1000, unitPrice: "1.05" },
        { minQuantity: 250, unitPrice: "1.20" },
      ],
    });
    const all = flat(pdfText(await renderQuotePdf(quoteOf([line]))).text);
    expect(all).toContain("Quantity breaks: 250+ × 1,000 bags at $1.20 1,000+ × 1,000 bags at $1.05 5,000+ × 1,000 bags at $0.90");
    expect(all).toContain("SF-100000 Poly mailer bag 1 1,200 1,000 bags $1.05 $1,260.00");
  });

  it("fits a 10-line quote on one page, answered or not", async () => {
    const accepted = quoteOf(tenLines(), {
      status: "Won",
      answerable: false,
      decision: { type: "accepted", version: 2, name: "Jane Buyer", poNumber: "4500-7781", reason: null, at: "2026-11-26" },
    });
    for (const quote of [quoteOf(tenLines()), accepted]) {
      const { pages } = pdfText(await renderQuotePdf(quote));
      expect(pages).toHaveLength(1);
      expect(flat(pages[0].lines.join("\n"))).toContain("Page 1 of 1");
    }
  });

  it("spreads a 200-line quote over pages, each with the table header and Page n of N", async () => {
    const long = "Cast stretch film, 18 in x 1,500 ft, 80 gauge, clear, hand wrap with an extended core for the Dallas warehouse";
    const lines = Array.from({ length: 200 }, (_, i) =>
      inputLine(i, {
        name: i % 9 === 4 ? long : `Poly mailer bag ${i + 1}`,
        breaks: i % 5 === 0 ? [{ minQuantity: 5, unitPrice: "1.00" }] : [],
        note: i % 7 === 0 ? `Note for line ${i + 1}` : "",
      }),
    );
    const quote = quoteOf(lines, { terms: "Net 30.\n".repeat(40) });
    const { pages, text } = pdfText(await renderQuotePdf(quote));
    const n = pages.length;

    expect(n).toBeGreaterThan(4);
    pages.forEach((page, i) => {
      expect(page).toMatchObject({ width: 612, height: 792 });
      expect(flat(page.lines.join("\n"))).toContain(`Page ${i + 1} of ${n}`);
    });
    const withRows = pages.filter((p) => p.lines.some((l) => /^SF-1\d{5}\b/.test(l)));
    expect(withRows.length).toBeGreaterThan(4);
    for (const page of withRows) expect(page.lines).toContain("SKU Item Quantity Unit Unit price Line total");

    // Every line once, in order, none lost at a page break.
    const skus = text.match(/SF-1\d{5}/g);
    expect(skus).toEqual(quote.lines.map((l) => l.sku));
    expect(flat(text)).toContain("Note for line 197");
    // The long name wraps instead of running into the next column.
    expect(text).not.toContain(long);
    expect(flat(text)).toContain(long);
    // The totals close the table.
    expect(flat(text).indexOf(`Total ${formatPrice(quote.total)}`)).toBeGreaterThan(flat(text).lastIndexOf("SF-100199"));
  });

  it("prints any Unicode a buyer or admin typed in the embedded font; only what it lacks becomes ?", async () => {
    const odd = [
      "Żółć tape ≥ 5 mil — 2″ wide",
      "Café crème €12 ™",
      "Ｆｕｌｌｗｉｄｔｈ film",
      "中文 Привет Ελληνικά 📦👨‍👩‍👧🇺🇸",
      "lone \ud800 surrogate",
      "zero\u200bwidth\u00adsoft\u2028line",
      "ctrl\u0000\u0007\u001b chars\tand tab",
    ];
    const lines = odd.map((name, i) => inputLine(i, { name, unit: "case ✓", note: `Note ${name}`, sku: `SKU-${i}-ß` }));
    const quote = quoteOf(lines, {
      preparedFor: "Zoë Ångström · 株式会社",
      supplier: { ...supplier, name: "Acme Plåstics 🏭", address: "Straße 1\r\nİstanbul" },
      leadTime: "2–3 weeks",
      terms: "Net 30 ✔︎",
      decision: { type: "accepted", version: 2, name: "Łukasz Ż.", poNumber: "№ 7", reason: null, at: "2026-11-26" },
    });
    const { text } = pdfText(await renderQuotePdf(quote));
    const all = flat(text);
    for (const s of [
      "Żółć tape ≥ 5 mil — 2″ wide",
      "Café crème €12 ™",
      "Fullwidth film",
      "?? Привет Ελληνικά ???",
      "lone ? surrogate",
      "zerowidthsoft",
      "ctrl chars and tab",
      "SKU-0-ß",
      "case ?",
      "Zoë Ångström · ????",
      "Acme Plåstics ?",
      "Straße 1",
      "İstanbul",
      "2–3 weeks",
      "Net 30 ?",
      "Accepted by Łukasz Ż. (PO № 7)",
    ]) {
      expect(all).toContain(s);
    }
  });

  it("names who it is for (company, contact, ship-to, needed-by) and says how to accept, with the private link", async () => {
    const pdf = await renderQuotePdf(quoteOf(tenLines()));
    const all = flat(pdfText(pdf).text);
    for (const s of [
      "PREPARED FOR Bolt Logistics Zoë Okafor zoe@bolt.example (555) 201-3344",
      "SHIP TO TX 75001",
      "NEEDED BY December 18, 2026",
      "HOW TO ACCEPT",
      "press Accept",
      URL,
    ]) {
      expect(all).toContain(s);
    }
    // The link is a link, not only its text.
    expect(Buffer.from(pdf).toString("latin1")).toContain(`/URI (${URL})`);

    const noCompany = flat(
      pdfText(
        await renderQuotePdf(
          quoteOf(tenLines(), { preparedFor: "Zoë Okafor", buyer: { ...quoteOf([]).buyer, company: "", neededBy: null } }),
        ),
      ).text,
    );
    expect(noCompany).toContain("PREPARED FOR Zoë Okafor zoe@bolt.example");
    expect(noCompany).not.toContain("NEEDED BY");

    const accepted = quoteOf(tenLines(), {
      decision: { type: "accepted", version: 2, name: "Zoë Okafor", poNumber: null, reason: null, at: "2026-11-26" },
    });
    const answered = flat(pdfText(await renderQuotePdf(accepted)).text);
    expect(answered).not.toContain("HOW TO ACCEPT");
    expect(answered).toContain(URL);
  });

  it("puts the line's unit on each break: 25+ rolls, 5+ cases of 4 rolls", async () => {
    const lines = [
      inputLine(0, {
        unit: "roll",
        quantity: 30,
        breaks: [
          { minQuantity: 25, unitPrice: "1.10" },
          { minQuantity: 100, unitPrice: "0.95" },
        ],
      }),
      inputLine(1, { unit: "case of 4 rolls", quantity: 2, breaks: [{ minQuantity: 5, unitPrice: "40.00" }] }),
      inputLine(2, { unit: "each", quantity: 2, breaks: [{ minQuantity: 1000, unitPrice: "0.40" }] }),
    ];
    const all = flat(pdfText(await renderQuotePdf(quoteOf(lines))).text);
    expect(all).toContain("Quantity breaks: 25+ rolls at $1.10 100+ rolls at $0.95");
    expect(all).toContain("Quantity breaks: 5+ cases of 4 rolls at $40.00");
    expect(all).toContain("Quantity breaks: 1,000+ each at $0.40");
  });

  it("never splits a SKU across lines, however long (up to the 64 characters a SKU may have)", async () => {
    const skus = ["SF-1", "PE-CAST-18X1500-80G", "STRETCH-FILM-CAST-18IN-X-1500FT-80GA-CLEAR", "X".repeat(64), "W".repeat(64)];
    const lines = skus.map((sku, i) =>
      inputLine(i, { sku, name: `Cast stretch film ${i + 1}, 18 in x 1,500 ft, 80 gauge, clear, hand wrap` }),
    );
    const { pages } = pdfText(await renderQuotePdf(quoteOf(lines)));
    const textLines = pages.flatMap((p) => p.lines);
    for (const sku of skus) {
      expect(textLines.some((l) => l.split(" ").includes(sku))).toBe(true);
    }
  });

  it("embeds its fonts (no standard font) and is tagged: marked, with a structure tree, a language, a title and a table", async () => {
    const pdf = await renderQuotePdf(quoteOf(tenLines()));
    const raw = Buffer.from(pdf).toString("latin1");
    const fonts = [...raw.matchAll(/\/BaseFont \/([^\s/>]+)/g)].map((m) => m[1]);
    expect(fonts.length).toBeGreaterThan(0);
    // Embedded subsets ("ABCDEF+Arimo-Bold"), never one of the 14 standard fonts a reader substitutes.
    for (const f of fonts) expect(f).toMatch(/^[A-Z]{6}\+Arimo-(Regular|Bold|Italic)$/);
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(new Set(fonts).size);
    expect(raw).not.toMatch(/\/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);

    const { pages, markInfo } = pdfText(pdf);
    expect(markInfo?.Marked).toBe(true);
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toContain("/Lang (en-US)");
    expect(raw).toContain("/DisplayDocTitle true");
    const roles = pages[0].roles;
    expect(roles.slice(0, 3)).toEqual(["Root", "Document", "H1"]);
    expect(roles).toEqual(expect.arrayContaining(["Table", "TR", "TH", "TD", "H2", "P"]));
    // The header row and each of the ten lines: a row of six cells.
    expect(roles.filter((r) => r === "TR")).toHaveLength(11);
    expect(roles.filter((r) => r === "TH")).toHaveLength(6);
    expect(roles.filter((r) => r === "TD")).toHaveLength(60);
    expect(pages.flatMap((p) => p.roles)).toContain("Link");
  });
});

describe("quotePdfModel: the deal's state, as the buyer's page says it", () => {
  const reopened = (at: string, reason: string) => ({
    version: 2,
    sentBy: "admin",
    createdAt: "2026-11-25T17:00:00.000Z",
    superseded: false,
    decision: null,
    reopened: [{ version: 2, reason, at }],
  });
  const closedWords = "This quote is closed and can no longer be accepted.";

  it("an answerable quote says how to accept, by the valid-until date", () => {
    const m = quotePdfModel(quoteOf(tenLines()));
    expect(m.online.heading).toBe("How to accept");
    expect(m.online.text).toContain("press Accept");
    expect(m.online.text).toContain("December 25, 2026");
    expect(m.status).toEqual([]);
  });

  it.each(["Won", "Lost"] as const)(
    "a request the admin set to %s by hand, unanswered: Closed, in the page's words, never how to accept",
    (status) => {
      const m = quotePdfModel(quoteOf(tenLines(), { status, answerable: false }));
      expect(m.status).toEqual([{ text: "Closed", tone: "muted" }]);
      expect(m.online.heading).not.toBe("How to accept");
      expect(m.online.text).toContain(closedWords);
      expect(m.online.text).not.toContain("press Accept");
      expect(m.online.url).toBe(URL);
    },
  );

  it("an expired quote says it can no longer be accepted and until when its prices held", () => {
    const m = quotePdfModel(quoteOf(tenLines(), { expired: true, answerable: false }));
    expect(m.status).toEqual([{ text: "Expired", tone: "red" }]);
    expect(m.online.text).toMatch(/^This quote can no longer be accepted\. Its prices were held until December 25, 2026\./);
    expect(m.online.text).not.toContain("press Accept");
  });

  it("a reopened quote says who reopened it, when and why, that a revision will follow, and keeps the answer given", () => {
    const m = quotePdfModel(
      quoteOf(tenLines(), {
        status: "Contacted",
        answerable: false,
        decision: { type: "accepted", version: 2, name: "Jane Buyer", poNumber: null, reason: null, at: "2026-11-26" },
        versions: [{ ...quoteOf(tenLines()), ...reopened("2026-11-27T15:00:00.000Z", "Resin prices rose.") }],
      }),
    );
    expect(m.status.map((s) => s.text)).toEqual(["Reopened on November 27, 2026", "Accepted by Jane Buyer on November 26, 2026"]);
    expect(m.online.text).toBe(
      "Acme Plastic Packaging reopened this quote on November 27, 2026. A revised quote will follow; until then this one cannot be accepted. Follow it at your private link:",
    );
    expect(m.conditions).toContainEqual({ label: "Reason for reopening", body: "Resin prices rose." });
  });

  it("a reopening answered by a new version is history: the new version is answerable again", () => {
    const m = quotePdfModel(
      quoteOf(tenLines(), { versions: [{ ...quoteOf(tenLines()), ...reopened("2026-11-27T15:00:00.000Z", "Resin prices rose.") }] }),
    );
    expect(m.online.heading).toBe("How to accept");
    expect(m.status).toEqual([]);
  });
});
