import { GET as auditLog } from "@/app/api/admin/audit-log/route";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as createCategory } from "@/app/api/admin/categories/route";
import { PUT as updateSetting } from "@/app/api/admin/settings/[key]/route";
import { db } from "@/server/db/client";
import { call, cookieFrom } from "../api";
import { useTestDatabase } from "../db";
import { makeAdmin } from "../factories";

useTestDatabase();

const PHONE_BEFORE = "(555) 201-3344";

beforeAll(async () => {
  await makeAdmin();
  // A phone already stored, so the update's entry has a value before; written directly, as the seed writes settings,
  // so no audit entry comes before the three asserted below.
  await db.setting.create({ data: { key: "business_phone", value: PHONE_BEFORE } });
});

test("admin changes are recorded with who, what, before and after, and only admins read them", async () => {
  expect((await call(auditLog, "GET", "/api/admin/audit-log")).status).toBe(401);
  const cookie = cookieFrom(await call(login, "POST", "/api/admin/login", { body: { username: "admin", password: "Correct-Horse-9" } }));
  const created = await call(createCategory, "POST", "/api/admin/categories", {
    cookie,
    body: { name: "Tapes", slug: "tapes", description: "Packing tapes", imageUrl: "/images/placeholder.svg" },
  });
  expect(created.status).toBe(201);
  await call(updateSetting, "PUT", "/api/admin/settings/business_phone", {
    cookie,
    params: { key: "business_phone" },
    body: { value: "(555) 000-1111" },
  });

  const res = await call(auditLog, "GET", "/api/admin/audit-log", { cookie });
  expect(res.status).toBe(200);
  const [setting, category, loginEntry] = res.body.entries;
  expect(setting).toMatchObject({
    actor: "admin",
    action: "update",
    entity: "Setting",
    entityId: "business_phone",
    after: JSON.stringify("(555) 000-1111"),
  });
  expect(JSON.parse(setting.before)).toBe(PHONE_BEFORE);
  expect(category).toMatchObject({ actor: "admin", action: "create", entity: "Category", entityId: String(created.body.id), before: null });
  expect(JSON.parse(category.after)).toMatchObject({ name: "Tapes", slug: "tapes" });
  expect(loginEntry).toMatchObject({ action: "login", entity: "Admin" });
  expect(res.body.total).toBe(3);
  const paged = await call(auditLog, "GET", "/api/admin/audit-log", { cookie, query: { page: "2", pageSize: "2" } });
  expect(paged.body.entries).toHaveLength(1);
});
