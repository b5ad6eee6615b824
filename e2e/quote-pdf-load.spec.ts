import { expect, test, type APIRequest, type APIRequestContext } from "@playwright/test";
import { addDays, todayIn } from "../src/lib/dates";
import { E2E_ADMIN } from "../playwright.config";
import { ownClientAddress } from "./support/client-address";

/**
 * The quote PDF against the real built server: while 8 downloads of 200-line
 * quotes' PDFs run at once, the server's other answers stay fast, because the
 * PDFs are rendered in a worker thread and kept. Before, each download was
 * rendered in the thread that answers everything, and 8 of them pushed other
 * answers from about 10 ms to seconds.
 */

const LINES = 200;
const PARALLEL = 8;
/** What "fast" means for the other answers here, on a machine shared with the browser and other work. */
const FAST_MS = 200;

async function adminApi(request: APIRequest, baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, ...ownClientAddress() } });
  const res = await api.post("/api/admin/login", { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return api;
}

/** A buyer's request priced with 200 lines (long names, breaks, notes), not sent yet: its id. */
async function drafted200LineQuote(request: APIRequest, baseURL: string, admin: APIRequestContext, n: number): Promise<string> {
  const buyer = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, ...ownClientAddress() } });
  const requested = await buyer.post("/api/quote-requests", {
    data: {
      name: "Dana Buyer",
      company: `Load Co ${n}`,
      email: `load${n}@acme.example`,
      phone: "(555) 201-3344",
      state: "TX",
      zip: "75001",
      items: [{ sku: "pe001", name: "PE Stretch Film", quantity: 10 }],
    },
  });
  expect(requested.status()).toBe(201);
  const { reference } = await requested.json();
  await buyer.dispose();
  const list = await (await admin.get("/api/admin/quote-requests")).json();
  const id = (Array.isArray(list) ? list : (list.items ?? list.data)).find((q: { reference: string }) => q.reference === reference).id;
  const lines = Array.from({ length: LINES }, (_, i) => ({
    sku: `LOAD-${n}-${String(i).padStart(4, "0")}`,
    name:
      i % 6 === 2
        ? `Cast stretch film, 18 in x 1,500 ft, 80 gauge, clear, hand wrap with extended core, lot ${i + 1}`
        : `Poly mailer bag ${10 + (i % 5)} x 13 in, 2.5 mil, white`,
    quantity: 50 * ((i % 20) + 1),
    unit: i % 4 === 0 ? "1,000 bags" : "case",
    unitPrice: `${18 + (i % 30)}.${String((i * 7) % 100).padStart(2, "0")}`,
    breaks:
      i % 3 === 0
        ? [
            { minQuantity: 250, unitPrice: "17.50" },
            { minQuantity: 500, unitPrice: "16.25" },
          ]
        : [],
    note: i % 5 === 1 ? "Substitute: the 2 mil version ships a week sooner." : "",
  }));
  const draft = await admin.put(`/api/admin/quote-requests/${id}/draft`, {
    data: { lines, freight: "185.00", leadTime: "2-3 weeks", validUntil: addDays(todayIn("America/New_York"), 30), terms: "Net 30." },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  return id;
}

/** Sends the drafted version (whose e-mail renders its PDF to attach): its private link's token. */
async function send(admin: APIRequestContext, id: string): Promise<string> {
  const sent = await admin.post(`/api/admin/quote-requests/${id}/send`);
  expect(sent.status()).toBe(201);
  const { url } = await sent.json();
  return url.slice(url.lastIndexOf("/quotes/") + "/quotes/".length);
}

/** Other answers, one after another, while `work` runs: each one's milliseconds. */
async function othersDuring(api: APIRequestContext, work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const res = await api.get("/api/categories");
    times.push(performance.now() - t0);
    expect(res.status()).toBe(200);
  }
  await work;
  return times;
}

const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]);
  return { count: s.length, median: at(50), p90: at(90), max: Math.round(s[s.length - 1]) };
};

test("other answers stay fast while 8 downloads of a 200-line quote's PDF run at once", async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await adminApi(playwright.request, baseURL!);
  // Eight different quotes, drafted but not sent: no PDF exists yet. Sending
  // one renders its PDF for the e-mail, so the measured window starts with the
  // sends and ends when every buyer has downloaded theirs: all eight renders
  // fall inside it, whichever of the e-mail or the download starts each one.
  const ids: string[] = [];
  for (let n = 0; n < PARALLEL; n++) ids.push(await drafted200LineQuote(playwright.request, baseURL!, admin, n));
  const buyer = await playwright.request.newContext({ baseURL });
  // One more sent and downloaded first: the first send, e-mail and download load their code and prepare their
  // queries (hundreds of ms of the server's thread, once per process), which is not what this measures.
  const warm = await send(admin, await drafted200LineQuote(playwright.request, baseURL!, admin, PARALLEL));
  expect((await buyer.get(`/api/quotes/${warm}/pdf`)).status()).toBe(200);
  const idle = summary(await othersDuring(buyer, new Promise((r) => setTimeout(r, 1_000))));

  let tokens: string[] = [];
  const sendAndDownload = (async () => {
    tokens = await Promise.all(ids.map((id) => send(admin, id)));
    return Promise.all(tokens.map((t) => buyer.get(`/api/quotes/${t}/pdf`)));
  })();
  const during = summary(await othersDuring(buyer, sendAndDownload));
  for (const res of await sendAndDownload) {
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
  // The same eight again: kept, with their ETags.
  const again = await Promise.all(tokens.map((t) => buyer.get(`/api/quotes/${t}/pdf`)));
  const etags = again.map((r) => r.headers()["etag"]);
  const revalidated = await Promise.all(
    tokens.map((t, i) => buyer.get(`/api/quotes/${t}/pdf`, { headers: { "If-None-Match": etags[i] } })),
  );
  expect(revalidated.map((r) => r.status())).toEqual(tokens.map(() => 304));

  console.log(
    `other answers (GET /api/categories), ms: idle ${JSON.stringify(idle)}; while ${PARALLEL} ${LINES}-line quotes are sent and their PDFs rendered and downloaded ${JSON.stringify(during)}`,
  );
  expect(during.count).toBeGreaterThan(3);
  // Seen in 13 runs on a 2-core machine shared with other jobs (load 10-16): medians 4-10 ms, p90 14-43 ms;
  // the slowest answer 266-663 ms in the 4 runs warmed as above (up to 2 s in 9 runs before the warm-up).
  // On another machine of the same kind, p90 45 and 64 ms with this spec alone, and 106 and 111 ms
  // (medians 13-15 ms, slowest 272-326 ms) as the 98th test of the whole suite. Rendering on the thread
  // that answers pushed most answers to seconds, which each of these bounds still catches; how fast
  // this machine is belongs to the benchmarks (bench/quote-pdf.ts).
  expect(during.median).toBeLessThan(FAST_MS / 4);
  expect(during.p90).toBeLessThan(FAST_MS);
  expect(during.max).toBeLessThan(FAST_MS * 5);
  await buyer.dispose();
  await admin.dispose();
});
