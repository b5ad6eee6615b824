/**
 * A buyer signs in with a link e-mailed to them, through the real routes and a
 * real SMTP server: the link works once, for 15 minutes, only its hash is kept,
 * every address gets the same answer, asking is throttled per address and per
 * client, and the account lists the requests made with the address.
 */
import type { SinkMail } from "../mime";
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;

const smtp = useMailTestDatabase();

const routes = async () => ({
  signIn: (await import("@/app/api/account/sign-in/route")).POST,
  confirm: (await import("@/app/api/account/sign-in/confirm/route")).POST,
  signOut: (await import("@/app/api/account/sign-out/route")).POST,
  call: (await import("../api")).call,
  db: (await import("@/server/db/client")).db,
  session: await import("@/server/account/buyer-session"),
  quotes: await import("@/server/account/account-quotes"),
  kit: await import("../quotes/quote-loop-kit"),
});

let ip = 0;
const freshIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

const mailsTo = (address: string): SinkMail[] => smtp.received.filter((m) => m.to.includes(address)).map(parsed);

/** Asks for a link for `email` and reads its token out of the e-mail. */
async function linkFor(email: string, client = freshIp()): Promise<string> {
  const { signIn, call } = await routes();
  const before = mailsTo(email.toLowerCase()).length;
  const res = await call(signIn, "POST", "/api/account/sign-in", { body: { email }, headers: { "x-forwarded-for": client } });
  expect(res.status).toBe(200);
  await waitFor(() => mailsTo(email.toLowerCase()).length > before);
  const mail = mailsTo(email.toLowerCase()).at(-1)!;
  const url = mail.text.match(/https:\/\/shop\.usplastic\.example\/account\/sign-in\/confirm\?token=([A-Za-z0-9_-]{43})/);
  expect(url).not.toBeNull();
  expect(mail.html).toContain(`href="${url![0]}"`);
  return url![1];
}

async function confirm(token: string) {
  const { confirm, call } = await routes();
  return call(confirm, "POST", "/api/account/sign-in/confirm", { body: { token } });
}

const cookieOf = (res: { headers: Headers }) => res.headers.get("set-cookie")!.split(";")[0];

test("a link opens one session once; only its hash is stored; the account lists the address's requests", async () => {
  const { kit, db, session, quotes } = await routes();
  const { reference } = await kit.requestQuote({ email: "Dana.Buyer@Acme.example" });
  await kit.requestQuote({ email: "someone.else@acme.example" });

  const token = await linkFor("dana.buyer@acme.example");
  const stored = await db.buyerSignInLink.findMany();
  expect(stored.map((l) => l.tokenHash)).not.toContain(token);
  expect(JSON.stringify(stored)).not.toContain(token);

  const first = await confirm(token);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ email: "dana.buyer@acme.example" });
  const [set, hint] = first.headers.getSetCookie();
  expect(set).toMatch(/^__Host-buyer-session=[A-Za-z0-9_-]{43}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax; Secure$/);
  // Beside it, the script-readable hint that the company-price overlay reads: it holds nothing secret.
  expect(hint).toMatch(/^buyer-signed-in=1; Path=\/; Expires=.*; SameSite=Lax; Secure$/);
  const signedIn = await session.readBuyerSession(cookieOf(first).split("=")[1]);
  expect(signedIn?.buyer.email).toBe("dana.buyer@acme.example");

  // Once only.
  const again = await confirm(token);
  expect(again.status).toBe(400);
  expect(again.body).toEqual({
    message: "token: This sign-in link has expired or was already used. Ask for a new one.",
    errors: { token: "This sign-in link has expired or was already used. Ask for a new one." },
  });

  const listed = await quotes.accountQuotes(signedIn!.buyer);
  expect(listed.map((q) => q.reference)).toEqual([reference]);
  expect(listed[0]).toMatchObject({ state: "Received", url: null, items: 1 });
});

test("two presses of the same link at once open one session", async () => {
  const { db } = await routes();
  const token = await linkFor("race@acme.example");
  const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  const buyer = await db.buyer.findUniqueOrThrow({ where: { email: "race@acme.example" }, include: { sessions: true } });
  expect(buyer.sessions).toHaveLength(1);
});

test("a link older than 15 minutes opens nothing", async () => {
  const { db } = await routes();
  const token = await linkFor("late@acme.example");
  await db.buyerSignInLink.updateMany({ where: { email: "late@acme.example" }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect((await confirm(token)).status).toBe(400);
  expect(await db.buyer.count({ where: { email: "late@acme.example" } })).toBe(0);
});

test("a made-up or malformed token is a 400 naming the token, never a 500", async () => {
  expect((await confirm("A".repeat(43))).status).toBe(400);
  const bad = await confirm("short");
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({ token: "This sign-in link is not valid" });
});

test("every address gets the same answer; a bad address is a 400 naming the email", async () => {
  const { signIn, call, kit } = await routes();
  await kit.requestQuote({ email: "known@acme.example" });
  const known = await call(signIn, "POST", "/api/account/sign-in", {
    body: { email: "known@acme.example" },
    headers: { "x-forwarded-for": freshIp() },
  });
  const unknown = await call(signIn, "POST", "/api/account/sign-in", {
    body: { email: "nobody@acme.example" },
    headers: { "x-forwarded-for": freshIp() },
  });
  expect(known.status).toBe(200);
  expect(unknown.status).toBe(200);
  expect(unknown.body).toEqual(known.body);
  const bad = await call(signIn, "POST", "/api/account/sign-in", {
    body: { email: "not-an-address" },
    headers: { "x-forwarded-for": freshIp() },
  });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({ email: "Please enter a valid email" });
});

test("asking is throttled per address (5 an hour) and per client (20 an hour)", async () => {
  const { signIn, call } = await routes();
  const ask = (email: string, client: string) =>
    call(signIn, "POST", "/api/account/sign-in", { body: { email }, headers: { "x-forwarded-for": client } });
  const perAddress = [];
  for (let i = 0; i < 6; i++) perAddress.push((await ask("flooded@acme.example", freshIp())).status);
  expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);

  const client = freshIp();
  const perClient = [];
  for (let i = 0; i < 21; i++) perClient.push((await ask(`victim${i}@acme.example`, client)).status);
  expect(perClient.slice(0, 20).every((s) => s === 200)).toBe(true);
  expect(perClient[20]).toBe(429);
});

test("a plain form is sent back to the pages: the link asked for, a spent link, the account", async () => {
  const { signIn, confirm: confirmRoute, call } = await routes();
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const asked = await call(signIn, "POST", "/api/account/sign-in", {
    rawBody: "email=form%40acme.example",
    headers: { ...form, "x-forwarded-for": freshIp() },
  });
  expect(asked.status).toBe(303);
  expect(asked.headers.get("location")).toBe(`${SITE}/account/sign-in?sent=1`);
  const badEmail = await call(signIn, "POST", "/api/account/sign-in", {
    rawBody: "email=nope",
    headers: { ...form, "x-forwarded-for": freshIp() },
  });
  expect(badEmail.headers.get("location")).toBe(`${SITE}/account/sign-in?error=email`);

  const token = await linkFor("form2@acme.example");
  const opened = await call(confirmRoute, "POST", "/api/account/sign-in/confirm", { rawBody: `token=${token}`, headers: form });
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe(`${SITE}/account`);
  expect(opened.headers.get("set-cookie")).toMatch(/^__Host-buyer-session=/);
  const spent = await call(confirmRoute, "POST", "/api/account/sign-in/confirm", { rawBody: `token=${token}`, headers: form });
  expect(spent.headers.get("location")).toBe(`${SITE}/account/sign-in?error=link`);
});

test("sign out ends this browser's session; sign out everywhere ends them all", async () => {
  const { signOut, call, session } = await routes();
  const a = cookieOf(await confirm(await linkFor("twice@acme.example")));
  const b = cookieOf(await confirm(await linkFor("twice@acme.example")));
  const c = cookieOf(await confirm(await linkFor("twice@acme.example")));
  const read = (cookie: string) => session.readBuyerSession(cookie.split("=")[1]);

  const out = await call(signOut, "POST", "/api/account/sign-out", { body: {}, cookie: a });
  expect(out.status).toBe(200);
  expect(out.headers.get("set-cookie")).toMatch(/^__Host-buyer-session=; Path=\/; Max-Age=0/);
  expect(out.headers.getSetCookie()[1]).toMatch(/^buyer-signed-in=; Path=\/; Max-Age=0/);
  expect(await read(a)).toBeNull();
  expect(await read(b)).not.toBeNull();

  const everywhere = await call(signOut, "POST", "/api/account/sign-out", { body: { everywhere: true }, cookie: b });
  expect(everywhere.body).toEqual({ ended: 2 });
  expect(await read(b)).toBeNull();
  expect(await read(c)).toBeNull();
});

test("a session idle past its limit, or past its absolute limit, opens nothing", async () => {
  const { db, session } = await routes();
  const idle = cookieOf(await confirm(await linkFor("idle@acme.example"))).split("=")[1];
  const old = cookieOf(await confirm(await linkFor("idle@acme.example"))).split("=")[1];
  const buyer = await db.buyer.findUniqueOrThrow({
    where: { email: "idle@acme.example" },
    include: { sessions: { orderBy: { createdAt: "asc" } } },
  });
  await db.buyerSession.update({
    where: { id: buyer.sessions[0].id },
    data: { lastSeenAt: new Date(Date.now() - session.BUYER_IDLE_MS - 1000) },
  });
  await db.buyerSession.update({ where: { id: buyer.sessions[1].id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect(await session.readBuyerSession(idle)).toBeNull();
  expect(await session.readBuyerSession(old)).toBeNull();
  expect(await db.buyerSession.count({ where: { buyerId: buyer.id } })).toBe(0);
});

test("a cross-site form cannot sign a browser in (login CSRF) or out", async () => {
  const { confirm: confirmRoute, signOut, call } = await routes();
  const token = await linkFor("csrf@acme.example");
  const evil = { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" };
  expect((await call(confirmRoute, "POST", "/api/account/sign-in/confirm", { rawBody: `token=${token}`, headers: evil })).status).toBe(403);
  expect((await call(signOut, "POST", "/api/account/sign-out", { rawBody: "", headers: evil })).status).toBe(403);
  // The link is still good for its owner.
  expect((await confirm(token)).status).toBe(200);
});
