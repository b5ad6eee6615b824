import { z } from "@/lib/validation/zod";
import { honeypot, HONEYPOT_FIELD, isHoneypotFilled, isHttpUrl, isSitePath, isWebUrl, optionalText, optionalUrlField } from "./common";

describe("isHttpUrl", () => {
  it.each(["https://example.com/a.jpg", "http://cdn.example.com/x.png?w=1", "https://localhost:3000/i.webp"])("accepts %j", (u) =>
    expect(isHttpUrl(u)).toBe(true),
  );
  it.each([
    "",
    "example.com/a.jpg",
    "/images/a.jpg",
    "//x.com/a.jpg",
    "ftp://x.com/a",
    "javascript:alert(1)",
    "https://",
    "https://a b.com",
    5,
  ])("rejects %j", (u) => expect(isHttpUrl(u)).toBe(false));
});

describe("isSitePath / isWebUrl", () => {
  it.each(["/images/products/film.svg", "/docs/sheet.txt", "/a.jpg?v=2"])("accepts site path %j", (u) => {
    expect(isSitePath(u)).toBe(true);
    expect(isWebUrl(u)).toBe(true);
  });
  it.each(["//evil.example/a.jpg", "/\\evil.example", "/a b.jpg", "images/a.jpg", "", "javascript:alert(1)", "data:image/png;base64,AAAA"])(
    "rejects %j",
    (u) => expect(isWebUrl(u)).toBe(false),
  );
  it("accepts absolute http(s) URLs", () => {
    expect(isWebUrl("https://example.com/a.jpg")).toBe(true);
  });
});

describe("optional fields", () => {
  it("optionalText maps absent/null to empty text and trims", () => {
    const s = z.object({ a: optionalText(5, "A too long") });
    expect(s.parse({})).toEqual({ a: "" });
    expect(s.parse({ a: null })).toEqual({ a: "" });
    expect(s.parse({ a: " x " })).toEqual({ a: "x" });
    expect(s.safeParse({ a: "123456" }).error?.issues[0].message).toBe("A too long");
  });
  it("optionalUrlField allows empty", () => {
    const s = optionalUrlField("bad url");
    expect(s.parse("")).toBe("");
    expect(s.parse(undefined)).toBe("");
    expect(s.parse(" https://x.com/a.jpg ")).toBe("https://x.com/a.jpg");
    expect(s.safeParse("nope").error?.issues[0].message).toBe("bad url");
  });
});

describe("honeypot", () => {
  it("must be empty", () => {
    expect(honeypot.safeParse(undefined).success).toBe(true);
    expect(honeypot.safeParse("").success).toBe(true);
    expect(honeypot.safeParse("http://spam").error?.issues[0].message).toBe("Leave this field empty");
  });
  it("isHoneypotFilled", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(isHoneypotFilled({ website: "x" })).toBe(true);
    expect(isHoneypotFilled({ website: 1 })).toBe(true);
    expect(isHoneypotFilled({ website: " " })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
