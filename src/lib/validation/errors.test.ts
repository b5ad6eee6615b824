import { z } from "@/lib/validation/zod";
import { fieldErrors, firstErrorMessage, ROOT_ERROR_KEY, validationErrorBody } from "./errors";

const schema = z.object({
  name: z.string().min(1, "Name is required").max(3, "too long").regex(/^a/, "must start with a"),
  items: z.array(z.object({ quantity: z.number().min(1, "Quantity must be between 1 and 100000") })),
});

describe("fieldErrors", () => {
  it("maps dotted paths to the first message", () => {
    const r = schema.safeParse({ name: "", items: [{ quantity: 1 }, { quantity: 0 }] });
    expect(fieldErrors(r.error!)).toEqual({
      name: "Name is required",
      "items.1.quantity": "Quantity must be between 1 and 100000",
    });
  });

  it("keys whole-body issues as _root", () => {
    const r = schema.safeParse("nope");
    expect(Object.keys(fieldErrors(r.error!))).toEqual([ROOT_ERROR_KEY]);
  });

  it("builds the {message, errors} body", () => {
    const r = schema.safeParse({ name: "", items: [] });
    expect(firstErrorMessage(r.error!)).toBe("Name is required");
    expect(validationErrorBody(r.error!)).toEqual({ message: "Name is required", errors: { name: "Name is required" } });
    expect(validationErrorBody(r.error!, "Failed to create product").message).toBe("Failed to create product");
    expect(firstErrorMessage({ issues: [] })).toBe("Invalid input");
  });
});
