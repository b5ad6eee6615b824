// The buyer's price overlay API, in-process: what GET /api/account/prices?ids=…
// does once Next hands it the request (the buyer session read from its cookie
// token, the company's prices in force of those products, the JSON text; the
// route module itself needs Next's runtime, so its two calls are made here), against
// the database named by DATABASE_URL / DATA_DIR, already holding the
// catalogue. Makes one company with `prices` prices on products spread over
// the catalogue and a signed-in buyer of it, then asks for 24 products at a
// time (a catalogue page), a quarter of them priced, `iterations` times.
//   tsx --conditions=react-server bench/company-prices.ts '{"prices": 1000, "iterations": 2000, "warmup": 100}'
// Prints one JSON line: p50/p95/p99 per request, in milliseconds.
import os from "node:os";
import { env } from "@/env";
import { buyerTokenFromCookieHeader, BUYER_COOKIE, createBuyerSession, readBuyerSession } from "@/server/account/buyer-session";
import { pricesInForce } from "@/server/company-prices/prices";
import { db } from "@/server/db/client";

type Input = { prices: number; iterations: number; warmup: number };

/** The goal per request at 100,000 products and 1,000 company prices. */
const GOAL_P95_MS = 20;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const input = JSON.parse(process.argv[2]) as Input;
  const ids = (await db.product.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((p) => p.id);
  const company = await db.company.create({ data: { name: "Bench Company", termsVersion: "1", termsAcceptedAt: new Date() } });
  const step = Math.max(1, Math.floor(ids.length / input.prices));
  const priced = ids.filter((_, i) => i % step === 0).slice(0, input.prices);
  await db.companyPrice.createMany({
    data: priced.map((productId, i) => ({
      companyId: company.id,
      productId,
      unitPrice: `${(5 + (i % 50)).toFixed(2)}`,
      breaks: JSON.stringify([{ minQuantity: 100, unitPrice: `${(4 + (i % 50)).toFixed(2)}` }]),
      expiresOn: i % 10 === 0 ? "2099-12-31" : null,
    })),
  });
  const buyer = await db.buyer.create({ data: { email: "bench-buyer@example.com", companyId: company.id } });
  const { token } = await createBuyerSession(buyer.id, "bench");
  const cookie = `${BUYER_COOKIE}=${token}`;

  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = (list: number[]) => list[Math.floor(random() * list.length)];
  const pageOfIds = () => Array.from({ length: 24 }, (_, i) => (i % 4 === 0 ? pick(priced) : pick(ids)));

  let found = 0;
  async function once(): Promise<number> {
    const query = `ids=${pageOfIds().join(",")}`;
    const t0 = performance.now();
    const session = await readBuyerSession(buyerTokenFromCookieHeader(cookie));
    if (!session?.buyer.companyId) throw new Error("the bench buyer's session was not found");
    const wanted = new URLSearchParams(query).get("ids")!.split(",").map(Number);
    const prices = await pricesInForce(session.buyer.companyId, wanted);
    const body = JSON.stringify({ prices: Object.fromEntries([...prices].map(([id, p]) => [String(id), p])) });
    const ms = performance.now() - t0;
    found += prices.size;
    if (body.length === 0) throw new Error("empty answer");
    return ms;
  }

  for (let i = 0; i < input.warmup; i++) await once();
  found = 0;
  const samples: number[] = [];
  // CPU time too: on a machine busy with other jobs the wall clock's tail is mostly the wait for a core.
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < input.iterations; i++) samples.push(await once());
  const cpu = process.cpuUsage(cpu0);
  samples.sort((a, b) => a - b);
  const p95 = round(pct(samples, 95));
  const result = {
    provider: env.provider,
    products: ids.length,
    companyPrices: priced.length,
    idsPerRequest: 24,
    samples: samples.length,
    pricesFoundPerRequest: round(found / samples.length),
    p50: round(pct(samples, 50)),
    p95,
    p99: round(pct(samples, 99)),
    max: round(samples[samples.length - 1]),
    cpuMsPerRequest: round((cpu.user + cpu.system) / 1000 / samples.length),
    loadavg: os.loadavg().map((l) => round(l)),
    goalP95: GOAL_P95_MS,
    withinGoal: p95 <= GOAL_P95_MS,
  };
  console.log(
    `${env.provider}: ${result.products.toLocaleString("en-US")} products, ${result.companyPrices} company prices, ${result.samples} requests of 24 ids: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, CPU ${result.cpuMsPerRequest} ms a request, load ${result.loadavg[0]} (goal p95 ≤ ${GOAL_P95_MS} ms: ${result.withinGoal ? "met" : "MISSED"})`,
  );
  console.log(JSON.stringify(result));
  await db.$disconnect();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
