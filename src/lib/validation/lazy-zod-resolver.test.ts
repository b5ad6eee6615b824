import { zodResolver } from "@hookform/resolvers/zod";
import type { ResolverOptions } from "react-hook-form";
import { contactSchema, type ContactFormValues } from "./contact";
import { lazyZodResolver } from "./lazy-zod-resolver";

const options: ResolverOptions<ContactFormValues> = { fields: {}, shouldUseNativeValidation: false };
const empty: ContactFormValues = { firstName: "", lastName: "", email: "", company: "", message: "" };
const filled: ContactFormValues = { firstName: "Jane", lastName: "Smith", email: "jane@acme.com", company: "", message: "Hi" };

describe("lazyZodResolver", () => {
  it("gives the same answers as zodResolver, loading the schema once", async () => {
    const loadSchema = jest.fn(async () => contactSchema);
    const lazy = lazyZodResolver(loadSchema);
    const eager = zodResolver(contactSchema);
    expect(await lazy(empty, undefined, options)).toEqual(await eager(empty, undefined, options));
    expect(await lazy(filled, undefined, options)).toEqual(await eager(filled, undefined, options));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("loads nothing before the first validation", () => {
    const loadSchema = jest.fn(async () => contactSchema);
    lazyZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it("tries the download again after it failed", async () => {
    const loadSchema = jest
      .fn<Promise<typeof contactSchema>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(contactSchema);
    const lazy = lazyZodResolver(loadSchema);
    await expect(lazy(filled, undefined, options)).rejects.toThrow("offline");
    expect((await lazy(filled, undefined, options)).errors).toEqual({});
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
