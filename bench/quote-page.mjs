// npm run bench:quote -- [--base http://localhost:3000]
// The buyer's private quote page against a running server (npm start): makes a
// quote request, prices it with 10 lines and sends it through the admin API,
// then prints Lighthouse's scores (mobile and desktop) for /quotes/{token} and
// the PDF's time over HTTP (median and p95 of 20 downloads).
// Needs the admin's credentials: ADMIN_USERNAME (default admin) and ADMIN_PASSWORD.
import { parseArgs } from "node:util";
import { lighthouseScores } from "./lib/lighthouse.mjs";

const { values: args } = parseArgs({ options: { base: { type: "string", default: process.env.BASE_URL || "http://localhost:3000" } } });
const base = args.base.replace(/\/$/, "");
const username = process.env.ADMIN_USERNAME || "admin";
const password = process.env.ADMIN_PASSWORD;
if (!password) {
  console.error("Set ADMIN_PASSWORD (and ADMIN_USERNAME if not admin) to the running server's admin account.");
  process.exit(2);
}

const jsonHeaders = { "content-type": "application/json", origin: base };
async function api(method, path, body, cookie) {
  const res = await fetch(base + path, {
    method,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    redirect: "manual",
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { res, body: text ? JSON.parse(text) : null };
}

const products = (await api("GET", "/api/products")).body.slice(0, 10);
const request = await api("POST", "/api/quote-requests", {
  name: "Bench Buyer",
  company: "Bench Co",
  email: "bench@example.com",
  phone: "555 010 2030",
  state: "NJ",
  zip: "08837",
  items: products.map((p, n) => ({ sku: p.sku, name: p.name, quantity: 10 * (n + 1) })),
});
const login = await api("POST", "/api/admin/login", { username, password });
const cookie = login.res.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const list = (await api("GET", "/api/admin/quote-requests", null, cookie)).body;
const id = list.find((q) => q.reference === request.body.reference).id;
const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
await api(
  "PUT",
  `/api/admin/quote-requests/${id}/draft`,
  {
    lines: products.map((p, n) => ({
      sku: p.sku,
      name: p.name,
      quantity: 10 * (n + 1),
      unit: "case",
      unitPrice: `${20 + n}.95`,
      breaks: [{ minQuantity: 50, unitPrice: `${18 + n}.50` }],
    })),
    freight: "185.00",
    leadTime: "5-7 business days",
    validUntil,
    terms: "Net 30 for approved accounts. Prices in USD.",
  },
  cookie,
);
const sent = (await api("POST", `/api/admin/quote-requests/${id}/send`, null, cookie)).body;
const path = new URL(sent.url).pathname;
console.log(`quote ${request.body.reference} v${sent.version}: ${base}${path}`);

const times = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  const res = await fetch(`${base}${path.replace("/quotes/", "/api/quotes/")}/pdf`);
  await res.arrayBuffer();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(`PDF over HTTP (10 lines): median ${times[10].toFixed(1)} ms, p95 ${times[18].toFixed(1)} ms`);

const scores = await lighthouseScores(base, { quote: path });
for (const [k, v] of Object.entries(scores)) {
  console.log(
    `lighthouse ${k}: ${v.error ?? `performance ${v.performance}, accessibility ${v.accessibility}, best practices ${v.bestPractices}, SEO ${v.seo} (LCP ${v.lcpMs} ms, TBT ${v.tbtMs} ms, CLS ${v.cls})`}`,
  );
}
