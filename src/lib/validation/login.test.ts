import { fieldErrors } from "./errors";
import { loginSchema } from "./login";

const errs = (v: unknown) => {
  const r = loginSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe("loginSchema", () => {
  it("accepts and trims the username, not the password", () => {
    expect(loginSchema.parse({ username: " admin ", password: " pw " })).toEqual({ username: "admin", password: " pw " });
  });
  it("requires both", () => {
    expect(errs({ username: "  ", password: "" })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    expect(errs({})).toEqual({ username: "Username is required", password: "Password is required" });
  });
  it("has max lengths", () => {
    expect(errs({ username: "u".repeat(101), password: "p".repeat(201) })).toEqual({
      username: "Username must be at most 100 characters",
      password: "Password must be at most 200 characters",
    });
  });
});
