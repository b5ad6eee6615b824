// Does an admin change appear on the very next request of every affected page?
// Logs in through the admin API, then:
//   1. PUT the product: new name (with a marker), new slug, moved to another category;
//   2. PUT that category: new name (with a marker);
//   3. PUT both back (revert).
// After each change every affected page is requested exactly once, in turn,
// and checked. Pages the harness found too large to fetch are reported as
// skipped with the reason.

async function getOne(base, path) {
  const t0 = performance.now();
  const res = await fetch(base + path, { redirect: "manual" });
  const body = await res.text();
  return {
    status: res.status,
    location: res.headers.get("location"),
    body,
    ms: Math.round(performance.now() - t0),
    bytes: Buffer.byteLength(body),
  };
}

/**
 * A product's former address: a 308 to its current one (former slugs), not a 404. Next's
 * permanentRedirect, rendered, sends its Location header twice (stock `next start` too),
 * which fetch joins with ", ": each must name the current address.
 */
const redirectsTo = (slug) => (r) => {
  const targets = (r.location ?? "").split(",").map((l) => new URL(l.trim() || "/", "http://x").pathname);
  return [
    r.status === 308 && targets.every((t) => t === `/products/${slug}`),
    `status ${r.status} to ${r.location ?? "nowhere"} (308 to /products/${slug} expected)`,
  ];
};

/** A GET of a page; for /sitemap.xml past 50,000 URLs (a sitemap index), also each file it lists, bodies joined. */
async function get(base, path) {
  const first = await getOne(base, path);
  if (!/<sitemapindex/.test(first.body)) return first;
  const t0 = performance.now();
  const files = [...first.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const parts = await Promise.all(files.map((f) => getOne(base, f)));
  const body = [first.body, ...parts.map((r) => r.body)].join("\n");
  return {
    status: Math.max(first.status, ...parts.map((r) => r.status)),
    body,
    ms: first.ms + Math.round(performance.now() - t0),
    bytes: Buffer.byteLength(body),
  };
}

async function send(base, cookie, method, path, data) {
  const res = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify(data),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

const productInput = (p) => ({
  name: p.name,
  slug: p.slug,
  sku: p.sku,
  description: p.description,
  priceMin: p.priceMin,
  priceMax: p.priceMax,
  imageUrl: p.imageUrl,
  categoryId: p.categoryId,
  specifications: p.specifications,
});
const categoryInput = (c) => ({ name: c.name, slug: c.slug, description: c.description, imageUrl: c.imageUrl });
const lastmodOf = (xml, url) =>
  new RegExp(`<loc>${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

/**
 * skip(path): a reason not to fetch that page (too large at this size), or undefined.
 * Returns { rounds: [{ change, checks: [{ page, path, pass, status, ms, bytes, detail }] }], allPassed }.
 */
export async function adminChangeCheck(base, { username = "admin", password, productSlug, skip = () => undefined }) {
  const login = await fetch(base + "/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = (login.headers.getSetCookie?.() ?? [login.headers.get("set-cookie")]).map((c) => c.split(";")[0]).join("; ");

  const product = await (await fetch(`${base}/api/products/${productSlug}`)).json();
  const categories = await (await fetch(`${base}/api/categories`)).json();
  const from = categories.find((c) => c.id === product.categoryId);
  const to = categories.find((c) => c.id !== product.categoryId);
  const tag = Date.now().toString(36);
  const marker = `Bench${tag}`;
  // Listings are paged by name (24 a page): a name starting "00" sorts before
  // every catalogue name, so the moved product is on page 1 of its listings.
  const moved = { ...product, name: `00${marker} ${product.name}`, slug: `${product.slug}-b${tag}`, categoryId: to.id };
  // The page of its own category that lists the product once it is back (read now, from the API,
  // which answers 1,000 at a time and links to the rest).
  const originalList = [];
  for (let next = `/api/categories/${from.slug}/products`; next;) {
    const res = await fetch(new URL(next, base));
    originalList.push(...(await res.json()));
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
  }
  const originalPage =
    Math.floor(
      Math.max(
        0,
        originalList.findIndex((p) => p.slug === product.slug),
      ) / 24,
    ) + 1;
  const originalCategoryPath = originalPage === 1 ? `/categories/${from.slug}` : `/categories/${from.slug}/page/${originalPage}`;
  const renamed = { ...to, name: `${to.name} ${marker}` };
  const siteUrl = base; // SITE_URL is the benchmark server's own address

  const rounds = [];
  const check = async (checks, page, path, test) => {
    if (skip(path)) {
      checks.push({ page, path, pass: null, detail: `skipped: ${skip(path)}` });
      return;
    }
    const r = await get(base, path);
    let detail;
    let pass;
    try {
      [pass, detail] = test(r);
    } catch (e) {
      [pass, detail] = [false, String(e)];
    }
    checks.push({ page, path, pass, status: r.status, ms: r.ms, bytes: r.bytes, detail });
  };

  const sitemapBefore = await get(base, "/sitemap.xml");
  const catLastmodBefore = lastmodOf(sitemapBefore.body, `${siteUrl}/categories/${to.slug}`);

  // 1. product: rename, new slug, other category
  await send(base, cookie, "PUT", `/api/admin/products/${product.id}`, productInput(moved));
  {
    const checks = [];
    await check(checks, "product page (new slug)", `/products/${moved.slug}`, (r) => [
      r.status === 200 && r.body.includes(marker),
      `status ${r.status}, new name ${r.body.includes(marker) ? "shown" : "missing"}`,
    ]);
    await check(checks, "product page (old slug)", `/products/${product.slug}`, redirectsTo(moved.slug));
    await check(checks, "new category page", `/categories/${to.slug}`, (r) => [
      r.status === 200 && r.body.includes(`/products/${moved.slug}"`),
      `product ${r.body.includes(`/products/${moved.slug}"`) ? "listed" : "missing"}`,
    ]);
    await check(checks, "old category page", originalCategoryPath, (r) => [
      r.status === 200 && !r.body.includes(`/products/${product.slug}"`),
      `product ${r.body.includes(`/products/${product.slug}"`) ? "still listed" : "gone"}`,
    ]);
    await check(checks, "products list", "/products", (r) => [
      r.status === 200 && r.body.includes(marker) && !r.body.includes(`/products/${product.slug}"`),
      `new name ${r.body.includes(marker) ? "shown" : "missing"}`,
    ]);
    await check(checks, "sitemap.xml", "/sitemap.xml", (r) => [
      r.body.includes(`/products/${moved.slug}<`) && !r.body.includes(`/products/${product.slug}<`),
      `new URL ${r.body.includes(`/products/${moved.slug}<`) ? "present" : "missing"}, old URL ${r.body.includes(`/products/${product.slug}<`) ? "present" : "gone"}`,
    ]);
    checks.push({ page: "home", path: "/", pass: null, detail: "n/a: home shows no product data (checked with the category change)" });
    rounds.push({ change: "PUT product: name, slug, category", checks });
  }

  // 2. category: rename (home shows category names)
  await send(base, cookie, "PUT", `/api/admin/categories/${to.id}`, categoryInput(renamed));
  {
    const checks = [];
    await check(checks, "home", "/", (r) => [
      r.status === 200 && r.body.includes(marker),
      `new category name ${r.body.includes(marker) ? "shown" : "missing"}`,
    ]);
    await check(checks, "category page", `/categories/${to.slug}`, (r) => [
      r.status === 200 && r.body.includes(`${marker}</h1>`),
      `heading ${r.body.includes(`${marker}</h1>`) ? "renamed" : "old"}`,
    ]);
    await check(checks, "product page", `/products/${moved.slug}`, (r) => [
      r.status === 200 && r.body.split(marker).length > 2,
      `category badge ${r.body.split(marker).length > 2 ? "renamed" : "old"}`,
    ]);
    await check(checks, "products list", "/products", (r) => [
      r.status === 200 && r.body.includes(`${to.name} ${marker}</a>`),
      `category link ${r.body.includes(`${to.name} ${marker}</a>`) ? "renamed" : "old"}`,
    ]);
    await check(checks, "sitemap.xml", "/sitemap.xml", (r) => {
      const after = lastmodOf(r.body, `${siteUrl}/categories/${to.slug}`);
      return [Boolean(after) && after !== catLastmodBefore, `category lastmod ${catLastmodBefore} -> ${after}`];
    });
    rounds.push({ change: "PUT category: name", checks });
  }

  // 3. revert both
  await send(base, cookie, "PUT", `/api/admin/categories/${to.id}`, categoryInput(to));
  await send(base, cookie, "PUT", `/api/admin/products/${product.id}`, productInput(product));
  {
    const checks = [];
    await check(checks, "product page (original slug)", `/products/${product.slug}`, (r) => [
      r.status === 200 && r.body.includes(product.sku) && !r.body.includes(marker),
      `status ${r.status}`,
    ]);
    await check(checks, "product page (bench slug)", `/products/${moved.slug}`, redirectsTo(product.slug));
    await check(checks, "original category page", originalCategoryPath, (r) => [
      r.status === 200 && r.body.includes(`/products/${product.slug}"`),
      `product ${r.body.includes(`/products/${product.slug}"`) ? "listed" : "missing"}`,
    ]);
    await check(checks, "home", "/", (r) => [
      r.status === 200 && !r.body.includes(marker),
      `marker ${r.body.includes(marker) ? "still shown" : "gone"}`,
    ]);
    await check(checks, "products list", "/products", (r) => [
      r.status === 200 && !r.body.includes(marker),
      `marker ${r.body.includes(marker) ? "still shown" : "gone"}`,
    ]);
    await check(checks, "sitemap.xml", "/sitemap.xml", (r) => [
      r.body.includes(`/products/${product.slug}<`) && !r.body.includes(`/products/${moved.slug}<`),
      "original URL back",
    ]);
    rounds.push({ change: "PUT both back (revert)", checks });
  }

  const all = rounds.flatMap((r) => r.checks).filter((c) => c.pass !== null);
  return { rounds, allPassed: all.every((c) => c.pass), checked: all.length, failed: all.filter((c) => !c.pass).length };
}
