import { ADMIN_USER_KEY, forgetAdminUser, rememberAdminUser, storedAdminUser } from "./admin-user-storage";

afterEach(() => window.localStorage.clear());

describe("the stored admin user", () => {
  it("keeps the username and email under its key, and forgets them", () => {
    rememberAdminUser({ username: "admin", email: "admin@example.com" });
    expect(JSON.parse(window.localStorage.getItem(ADMIN_USER_KEY) ?? "null")).toEqual({ username: "admin", email: "admin@example.com" });
    expect(storedAdminUser()).toEqual({ username: "admin", email: "admin@example.com" });
    forgetAdminUser();
    expect(storedAdminUser()).toBeNull();
  });

  it("reads an older or hand-edited copy as far as it can, and junk as none", () => {
    window.localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ username: "admin" }));
    expect(storedAdminUser()).toEqual({ username: "admin", email: "" });
    window.localStorage.setItem(ADMIN_USER_KEY, JSON.stringify({ email: "a@b.c" }));
    expect(storedAdminUser()).toBeNull();
    window.localStorage.setItem(ADMIN_USER_KEY, "{broken");
    expect(storedAdminUser()).toBeNull();
  });
});
