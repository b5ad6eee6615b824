import { GET as categories } from "@/app/api/categories/route";
import { POST as login } from "@/app/api/admin/login/route";
import { GET as stats } from "@/app/api/admin/dashboard-stats/route";
import { call, cookieFrom } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin, makeCategory } from "../factories";

useTestDatabase();

test("the categories made and an admin session", async () => {
  await makeAdmin();
  const made = [await makeCategory(), await makeCategory(), await makeCategory()];
  const c = await call(categories, "GET", "/api/categories");
  expect(c.status).toBe(200);
  expect(c.body.map((x: { slug: string }) => x.slug).sort()).toEqual(made.map((x) => x.slug).sort());
  expect((await call(stats, "GET", "/api/admin/dashboard-stats")).status).toBe(401);
  const l = await call(login, "POST", "/api/admin/login", { body: { username: "admin", password: "Correct-Horse-9" } });
  expect(l.status).toBe(200);
  const s = await call(stats, "GET", "/api/admin/dashboard-stats", { cookie: cookieFrom(l) });
  expect(s.status).toBe(200);
  expect(s.body.totalCategories).toBe(made.length);
});
