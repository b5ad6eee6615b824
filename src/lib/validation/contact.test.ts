import { contactSchema, HONEYPOT_FIELD } from "./contact";
import { fieldErrors } from "./errors";

const errs = (v: unknown) => {
  const r = contactSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

const valid = { firstName: "Jane", lastName: "Doe", email: "jane@acme.com", company: "Acme", message: "Hello" };

describe("contactSchema", () => {
  it("accepts a message; blank company becomes null", () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
    expect(contactSchema.parse({ ...valid, website: "" })).not.toHaveProperty("website");
    expect(contactSchema.parse({ ...valid, company: "  " }).company).toBeNull();
    expect(contactSchema.parse({ ...valid, company: null }).company).toBeNull();
    const { company: _company, ...noCompany } = valid;
    void _company;
    expect(contactSchema.parse(noCompany).company).toBeNull();
  });
  it("uses the messages", () => {
    expect(errs({ firstName: "", lastName: " ", email: "x@", message: "" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email",
      message: "Message is required",
    });
  });
  it("has max lengths", () => {
    expect(
      errs({
        firstName: "f".repeat(101),
        lastName: "l".repeat(101),
        email: `${"e".repeat(250)}@a.com`,
        company: "c".repeat(201),
        message: "m".repeat(5001),
      }),
    ).toEqual({
      firstName: "First name must be at most 100 characters",
      lastName: "Last name must be at most 100 characters",
      email: "Email must be at most 254 characters",
      company: "Company must be at most 200 characters",
      message: "Message must be at most 5000 characters",
    });
  });
  it("refuses a filled honeypot", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(errs({ ...valid, website: "http://spam.example" })).toEqual({ website: "Leave this field empty" });
    expect(errs({ ...valid, website: "" })).toEqual({});
  });
});
