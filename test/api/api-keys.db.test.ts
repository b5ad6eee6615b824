/**
 * API keys: the admin makes, lists and revokes them (session only, audited);
 * another system calls the admin API with `Authorization: Bearer <key>` within
 * the key's scopes, each key under its own rate limit, its writes recorded as
 * "api-key:<name>". Only the key's sha-256 is stored.
 */
import { createHash } from "node:crypto";
import { POST as revokeRoute } from "@/app/api/admin/api-keys/[id]/revoke/route";
import { GET as listKeysRoute, POST as createKeyRoute } from "@/app/api/admin/api-keys/route";
import { GET as profileRoute } from "@/app/api/admin/profile/route";
import { PUT as updateProductRoute } from "@/app/api/admin/products/[id]/route";
import { GET as listProductsRoute, POST as createProductRoute } from "@/app/api/admin/products/route";
import { PUT as markQuoteReadRoute } from "@/app/api/admin/quote-requests/[id]/read/route";
import { GET as listQuotesRoute } from "@/app/api/admin/quote-requests/route";
import { PUT as settingRoute } from "@/app/api/admin/settings/[key]/route";
import type { ApiKeyScope } from "@/lib/api-keys";
import { db } from "@/server/db/client";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { LIMITS } from "@/server/rate-limit";
import { businessToday } from "@/server/quotes/business-time";
import { addDays } from "@/lib/dates";
import type { Json } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory, makeProduct, makeQuoteRequest } from "../factories";
import { login, send, unchanged, validProduct } from "../kit";

useTestDatabase();

/** The catalogue a catalog:read key reads; the products the tests write go in its category. */
const CATALOGUE = ["Key Gloves", "Key Stretch Film"];

let cookie = "";
beforeAll(async () => {
  await makeAdmin();
  cookie = await login();
  const category = await makeCategory({ name: "Key Supplies" });
  for (const name of CATALOGUE) await makeProduct({ name, category });
});

let made = 0;
/** A key made through the admin API, as the admin screen makes one. */
async function makeKey(scopes: ApiKeyScope[], over: { name?: string; expiresOn?: string | null } = {}) {
  const answer = await send(createKeyRoute, "POST", "/api/admin/api-keys", {
    cookie,
    body: { name: over.name ?? `Integration ${++made}`, scopes, expiresOn: over.expiresOn ?? null },
  });
  expect(answer.status).toBe(201);
  return answer.body as Json as { id: number; key: string; name: string; prefix: string; scopes: string[]; expiresAt: string | null };
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const revoke = (id: number) => send(revokeRoute, "POST", `/api/admin/api-keys/${id}/revoke`, { cookie, params: { id: String(id) } });

describe("making and keeping keys", () => {
  test("the key is answered once; the database holds its sha-256 and never the key; the list and the audit log show its prefix only", async () => {
    const made = await makeKey(["catalog:read", "quotes:read"], { name: "ERP (read)" });
    expect(made.key).toMatch(/^usps_live_[0-9a-f]{12}_[0-9a-f]{64}$/);
    expect(made.key.startsWith(`${made.prefix}_`)).toBe(true);
    expect(made.scopes).toEqual(["catalog:read", "quotes:read"]);
    const secret = made.key.split("_").pop()!;

    const row = await db.apiKey.findUniqueOrThrow({ where: { id: made.id } });
    expect(row.keyHash).toBe(createHash("sha256").update(made.key).digest("hex"));
    expect(row.createdBy).toBe("admin");
    const everything = JSON.stringify([await db.apiKey.findMany(), await db.auditLog.findMany()]);
    expect(everything).not.toContain(made.key);
    expect(everything).not.toContain(secret);

    const list = await send(listKeysRoute, "GET", "/api/admin/api-keys", { cookie });
    expect(list.status).toBe(200);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(row.keyHash);
    const listed = (list.body as Json[]).find((k) => k.id === made.id);
    expect(listed).toEqual({
      id: made.id,
      name: "ERP (read)",
      prefix: made.prefix,
      scopes: ["catalog:read", "quotes:read"],
      createdBy: "admin",
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: null,
      expiresAt: null,
      expiresOn: null,
      revokedAt: null,
      status: "active",
    });
    expect(Object.keys(listed)).not.toContain("key");

    const entry = await db.auditLog.findFirstOrThrow({ where: { entity: "ApiKey", entityId: String(made.id), action: "create" } });
    expect(entry.actor).toBe("admin");
    expect(JSON.parse(entry.after!)).toEqual({
      name: "ERP (read)",
      prefix: made.prefix,
      scopes: ["catalog:read", "quotes:read"],
      expiresAt: null,
    });
  });

  test("a bad create is a 400 naming the field, and nothing is stored", async () => {
    for (const [body, field] of [
      [{ scopes: ["catalog:read"] }, "name"],
      [{ name: "  ", scopes: ["catalog:read"] }, "name"],
      [{ name: "Two\nlines", scopes: ["catalog:read"] }, "name"],
      [{ name: "x".repeat(81), scopes: ["catalog:read"] }, "name"],
      [{ name: "No scopes", scopes: [] }, "scopes"],
      [{ name: "Bad scope", scopes: ["catalog:read", "settings:write"] }, "scopes.1"],
      [{ name: "Not a list", scopes: "catalog:read" }, "scopes"],
      [{ name: "Bad date", scopes: ["catalog:read"], expiresOn: "2026-02-30" }, "expiresOn"],
      [{ name: "Past", scopes: ["catalog:read"], expiresOn: addDays(businessToday(), -1) }, "expiresOn"],
      [{ name: "Too far", scopes: ["catalog:read"], expiresOn: addDays(businessToday(), 6 * 366) }, "expiresOn"],
    ] as const) {
      const answer = await unchanged(() => send(createKeyRoute, "POST", "/api/admin/api-keys", { cookie, body }));
      expect(answer.status).toBe(400);
      expect(Object.keys((answer.body as Json).errors)).toContain(field);
    }
  });

  test("two unrevoked keys cannot share a name (it is their audit actor); a revoked key's name can be taken again", async () => {
    const first = await makeKey(["catalog:read"], { name: "CRM" });
    const again = await unchanged(() =>
      send(createKeyRoute, "POST", "/api/admin/api-keys", { cookie, body: { name: "CRM", scopes: ["quotes:read"] } }),
    );
    expect(again.status).toBe(409);
    expect((again.body as Json).errors.name).toBe("An unrevoked key already has this name");
    expect((await revoke(first.id)).status).toBe(200);
    await makeKey(["quotes:read"], { name: "CRM" });
  });

  test("revoking is audited, answers the revoked key, and a second revoke is 409; an unknown key is 404", async () => {
    const key = await makeKey(["catalog:read"]);
    const answer = await revoke(key.id);
    expect(answer.status).toBe(200);
    expect((answer.body as Json).status).toBe("revoked");
    const entry = await db.auditLog.findFirstOrThrow({ where: { entity: "ApiKey", entityId: String(key.id), action: "update" } });
    expect(entry.actor).toBe("admin");
    expect(JSON.parse(entry.before!).revokedAt).toBeNull();
    expect(JSON.parse(entry.after!).revokedAt).toEqual(expect.any(String));
    const twice = await unchanged(() => revoke(key.id));
    expect(twice.status).toBe(409);
    expect((twice.body as Json).message).toMatch(/^This key was revoked on /);
    expect((await revoke(999_999)).status).toBe(404);
  });
});

describe("calling the admin API with a key", () => {
  test("a catalog:read key reads products, and a write is 403 naming catalog:write, changing nothing", async () => {
    const { key } = await makeKey(["catalog:read"]);
    const list = await send(listProductsRoute, "GET", "/api/admin/products", { headers: bearer(key) });
    expect(list.status).toBe(200);
    expect((list.body as Json).items.map((p: Json) => p.name)).toEqual(CATALOGUE);

    const body = await validProduct("key-read-only");
    const write = await unchanged(() => send(createProductRoute, "POST", "/api/admin/products", { headers: bearer(key), body }));
    expect(write.status).toBe(403);
    expect(write.body).toEqual({
      message: "This key lacks the scope catalog:write",
      requiredScope: "catalog:write",
      scopes: ["catalog:read"],
    });
    // The method the request was made with decides, never a header claiming another.
    for (const header of ["X-HTTP-Method-Override", "X-HTTP-Method", "X-Method-Override"]) {
      const overridden = await unchanged(() =>
        send(createProductRoute, "POST", "/api/admin/products", { headers: { ...bearer(key), [header]: "GET" }, body }),
      );
      expect(overridden.status).toBe(403);
    }
  });

  test("quotes:read reads quote requests but cannot mark one read (quotes:write); catalog scopes do not open quotes", async () => {
    const quote = await makeQuoteRequest([await makeProduct()]);
    const { key } = await makeKey(["quotes:read"]);
    expect((await send(listQuotesRoute, "GET", "/api/admin/quote-requests", { headers: bearer(key) })).status).toBe(200);
    const read = await send(markQuoteReadRoute, "PUT", `/api/admin/quote-requests/${quote.id}/read`, {
      headers: bearer(key),
      params: { id: String(quote.id) },
    });
    expect(read.status).toBe(403);
    expect((read.body as Json).message).toBe("This key lacks the scope quotes:write");
    const catalog = await makeKey(["catalog:read", "catalog:write"]);
    const other = await send(listQuotesRoute, "GET", "/api/admin/quote-requests", { headers: bearer(catalog.key) });
    expect(other.status).toBe(403);
    expect((other.body as Json).message).toBe("This key lacks the scope quotes:read");
  });

  test("a write with a key is audited under api-key:<name>", async () => {
    const { key } = await makeKey(["catalog:read", "catalog:write"], { name: "ERP sync" });
    const created = await send(createProductRoute, "POST", "/api/admin/products", {
      headers: bearer(key),
      body: await validProduct("by-key"),
    });
    expect(created.status).toBe(201);
    const id = (created.body as Json).id as number;
    const updated = await send(updateProductRoute, "PUT", `/api/admin/products/${id}`, {
      headers: bearer(key),
      params: { id: String(id) },
      body: await validProduct("by-key", { name: "Renamed by the ERP" }),
    });
    expect(updated.status).toBe(200);
    const entries = await db.auditLog.findMany({ where: { entity: "Product", entityId: String(id) }, orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ["create", "api-key:ERP sync"],
      ["update", "api-key:ERP sync"],
    ]);
  });

  test("session-only routes refuse every key, even one with every scope: 403, nothing changed", async () => {
    const { key } = await makeKey(["catalog:read", "catalog:write", "quotes:read", "quotes:write", "orders:read", "orders:write"]);
    const calls = [
      () => send(listKeysRoute, "GET", "/api/admin/api-keys", { headers: bearer(key) }),
      () =>
        send(createKeyRoute, "POST", "/api/admin/api-keys", {
          headers: bearer(key),
          body: { name: "Made by a key", scopes: ["catalog:read"] },
        }),
      () => send(revokeRoute, "POST", "/api/admin/api-keys/1/revoke", { headers: bearer(key), params: { id: "1" } }),
      () => send(profileRoute, "GET", "/api/admin/profile", { headers: bearer(key) }),
      () =>
        send(settingRoute, "PUT", "/api/admin/settings/business_phone", {
          headers: bearer(key),
          params: { key: "business_phone" },
          body: { value: "(800) 555-0199" },
        }),
    ];
    for (const call of calls) {
      const answer = await unchanged(call);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: "API keys cannot use this route" });
    }
  });

  test("an unknown, malformed or empty key is 401 with WWW-Authenticate: Bearer, and changes nothing", async () => {
    const real = await makeKey(["catalog:read", "catalog:write"]);
    const otherSecret = `${real.prefix}_${"0".repeat(64)}`;
    const body = await validProduct("unknown-key");
    for (const token of [
      `usps_live_${"a".repeat(12)}_${"b".repeat(64)}`,
      otherSecret,
      "admin",
      real.key.toUpperCase(),
      real.key + "0",
      "",
    ]) {
      const answer = await unchanged(() => send(createProductRoute, "POST", "/api/admin/products", { headers: bearer(token), body }));
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: "Unauthorized" });
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer /);
    }
  });

  test("a revoked key is refused on the very next request", async () => {
    const { id, key } = await makeKey(["catalog:read"]);
    expect((await send(listProductsRoute, "GET", "/api/admin/products", { headers: bearer(key) })).status).toBe(200);
    expect((await revoke(id)).status).toBe(200);
    const after = await send(listProductsRoute, "GET", "/api/admin/products", { headers: bearer(key) });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Unauthorized: this API key was revoked" });
    expect(after.headers.get("www-authenticate")).toMatch(/^Bearer /);
  });

  test("a key works through its expiry day and is refused after it", async () => {
    const today = businessToday();
    const key = await makeKey(["catalog:read"], { expiresOn: today });
    // Through the end of today where the business is: more than now, at most a day and a DST hour away.
    const expiresAt = Date.parse(key.expiresAt!);
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    expect((await send(listProductsRoute, "GET", "/api/admin/products", { headers: bearer(key.key) })).status).toBe(200);
    expect(
      ((await send(listKeysRoute, "GET", "/api/admin/api-keys", { cookie })).body as Json[]).find((k) => k.id === key.id).expiresOn,
    ).toBe(today);

    // The day passes.
    const passed = new Date(Date.now() - 1000);
    await db.apiKey.update({ where: { id: key.id }, data: { expiresAt: passed } });
    const after = await send(listProductsRoute, "GET", "/api/admin/products", { headers: bearer(key.key) });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: `Unauthorized: this API key expired at ${passed.toISOString()}` });
    const listed = (await send(listKeysRoute, "GET", "/api/admin/api-keys", { cookie })).body as Json[];
    expect(listed.find((k) => k.id === key.id).status).toBe("expired");
  });

  test("lastUsedAt is written on use, and at most once a minute", async () => {
    const { id, key } = await makeKey(["catalog:read"]);
    expect((await db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).toBeNull();
    await send(listProductsRoute, "GET", "/api/admin/products", { headers: bearer(key) });
    const first = (await db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt!;
    expect(Date.now() - first.getTime()).toBeLessThan(10_000);
    await send(listProductsRoute, "GET", "/api/admin/products", { headers: bearer(key) });
    expect((await db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).toEqual(first);
    // A use more than a minute after the last one written is written again.
    const old = new Date(Date.now() - 61_000);
    await db.apiKey.update({ where: { id }, data: { lastUsedAt: old } });
    await send(listProductsRoute, "GET", "/api/admin/products", { headers: bearer(key) });
    expect((await db.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt!.getTime()).toBeGreaterThan(old.getTime());
  });

  test("a request with both a session cookie and a key gets what the key allows, never the session's more", async () => {
    const { key } = await makeKey(["catalog:read"]);
    const body = await validProduct("both");
    const both = await unchanged(() => send(createProductRoute, "POST", "/api/admin/products", { cookie, headers: bearer(key), body }));
    expect(both.status).toBe(403);
    expect((both.body as Json).message).toBe("This key lacks the scope catalog:write");
    const badKey = await unchanged(() =>
      send(createProductRoute, "POST", "/api/admin/products", { cookie, headers: bearer("not-a-key"), body }),
    );
    expect(badKey.status).toBe(401);
    // Session-only routes too: the key decides, so the session's profile is not read.
    expect((await send(profileRoute, "GET", "/api/admin/profile", { cookie, headers: bearer(key) })).status).toBe(403);
    // Another scheme is not a key: the session decides.
    expect((await send(profileRoute, "GET", "/api/admin/profile", { cookie, headers: { authorization: "Basic YTpi" } })).status).toBe(200);
  });

  test("a key's write from a browser on another site is still refused: the same-origin check runs before any credential", async () => {
    const { key } = await makeKey(["catalog:read", "catalog:write"]);
    const body = await validProduct("cross-site-key");
    const answer = await unchanged(() =>
      send(createProductRoute, "POST", "/api/admin/products", { headers: { ...bearer(key), origin: "https://evil.example" }, body }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: "Cross-site request refused" });
  });

  test("each key has its own rate limit: past 600 requests in a minute it is 429 with Retry-After, while another key still works", async () => {
    // The real wrapper around a handler that does nothing, so the count is all that is measured.
    const ping = adminRoute(async ({ apiKey }) => json({ key: apiKey?.name ?? null }));
    const a = await makeKey(["catalog:read"], { name: "Busy" });
    const b = await makeKey(["catalog:read"], { name: "Quiet" });
    // In batches, so the whole allowance is spent well within the limit's minute even on a busy machine.
    for (let sent = 0; sent < LIMITS.apiKey.max; sent += 50) {
      const batch = Array.from({ length: Math.min(50, LIMITS.apiKey.max - sent) }, () =>
        send(ping, "GET", "/api/admin/products", { headers: bearer(a.key) }),
      );
      for (const answer of await Promise.all(batch))
        if (answer.status !== 200) throw new Error(`within the limit: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    const over = await send(ping, "GET", "/api/admin/products", { headers: bearer(a.key) });
    expect(over.status).toBe(429);
    expect((over.body as Json).message).toMatch(/^Too many requests with this API key/);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    const other = await send(ping, "GET", "/api/admin/products", { headers: bearer(b.key) });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ key: "Quiet" });
    // The admin's own session is not counted against any key.
    expect((await send(ping, "GET", "/api/admin/products", { cookie })).body).toEqual({ key: null });
  }, 120_000);
});
