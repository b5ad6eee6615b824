/**
 * A policy text crafted to make marked take minutes ("[a](" repeated) is
 * refused when saved, naming the field, and nothing is stored; while it is
 * being tried the server's own thread keeps answering, because Markdown is
 * rendered in a worker.
 */
import { call } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";
import { login } from "../kit";
import { PUT as savePolicyRoute } from "@/app/api/admin/policies/[slug]/route";
import { db } from "@/server/db/client";
import { closeWorkers } from "@/server/workers/run-worker";
import { renderPolicyForPage } from "@/server/policies/render-policy";

useTestDatabase();
afterAll(() => closeWorkers());

const HOSTILE = "[a](".repeat(12_500);
let admin = "";
beforeAll(async () => {
  await makeAdmin();
  admin = await login();
});

const save = (body: string) =>
  call(savePolicyRoute, "PUT", "/api/admin/policies/returns", { params: { slug: "returns" }, body: { body }, cookie: admin });

test("a text that would take minutes to format is refused on `body`, nothing stored, and the thread keeps answering meanwhile", async () => {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 50);
  const answer = await save(HOSTILE);
  clearInterval(timer);
  expect(answer.status).toBe(400);
  expect(answer.body.errors.body).toMatch(/too complex to format/);
  expect(await db.policy.count()).toBe(0);
  expect(await db.auditLog.count({ where: { entity: "Policy" } })).toBe(0);
  // The worker ran for its whole time limit (5 s): a blocked thread would have ticked (almost) never.
  expect(ticks).toBeGreaterThan(20);
}, 60_000);

test("an ordinary text is saved and its page renders", async () => {
  const answer = await save("## Returns\n\nWithin **30 days**, see [terms](/terms-of-sale).");
  expect(answer.status).toBe(200);
  expect(await renderPolicyForPage(answer.body.policy.body)).toContain("<h2>Returns</h2>");
});

test("a stored text that runs over the limit is shown as escaped paragraphs, not an error", async () => {
  const html = await renderPolicyForPage(`${HOSTILE}\n\n<b>x</b>`);
  expect(html.startsWith("<p>[a](")).toBe(true);
  expect(html).toContain("<p>&lt;b&gt;x&lt;/b&gt;</p>");
}, 60_000);
