import { fieldErrors } from "./errors";
import { changePasswordFormSchema, changePasswordSchema } from "./password";

const formErrs = (v: unknown) => {
  const r = changePasswordFormSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe("changePasswordFormSchema", () => {
  it("accepts a matching pair", () => {
    expect(formErrs({ currentPassword: "old", newPassword: "secret1", confirmPassword: "secret1" })).toEqual({});
  });
  it("uses the exact messages", () => {
    expect(formErrs({ currentPassword: "", newPassword: "12345", confirmPassword: "" })).toEqual({
      currentPassword: "Current password is required",
      newPassword: "New password must be at least 6 characters",
      confirmPassword: "Please confirm your new password",
    });
  });
  it("says Passwords don't match on the confirmation", () => {
    expect(formErrs({ currentPassword: "old", newPassword: "secret1", confirmPassword: "secret2" })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
  it("accepts exactly 6 characters and refuses more than 200", () => {
    expect(formErrs({ currentPassword: "o", newPassword: "123456", confirmPassword: "123456" })).toEqual({});
    const long = "x".repeat(201);
    expect(formErrs({ currentPassword: "o", newPassword: long, confirmPassword: long }).newPassword).toBe(
      "New password must be at most 200 characters",
    );
  });
});

describe("changePasswordSchema (API)", () => {
  it("keeps only the two passwords", () => {
    expect(changePasswordSchema.parse({ currentPassword: "a", newPassword: "abcdef", confirmPassword: "x" })).toEqual({
      currentPassword: "a",
      newPassword: "abcdef",
    });
  });
  it("uses the same messages", () => {
    const r = changePasswordSchema.safeParse({ newPassword: "abc" });
    expect(fieldErrors(r.error!)).toEqual({
      currentPassword: "Current password is required",
      newPassword: "New password must be at least 6 characters",
    });
  });
});
