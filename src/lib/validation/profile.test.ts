import { fieldErrors } from "./errors";
import { profileSchema } from "./profile";

const errs = (v: unknown) => {
  const r = profileSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe("profileSchema", () => {
  it("accepts a username and email", () => {
    expect(profileSchema.parse({ username: " admin ", email: " a@b.co " })).toEqual({ username: "admin", email: "a@b.co" });
  });
  it("uses the exact messages", () => {
    expect(errs({ username: "", email: "nope" })).toEqual({
      username: "Username is required",
      email: "Valid email is required",
    });
    expect(errs({ username: "a", email: "" })).toEqual({ email: "Valid email is required" });
  });
});
