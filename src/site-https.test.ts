import { isHttpsSite } from "./site-https.mjs";

test.each([
  [{ SITE_URL: "https://shop.example.com" }, true],
  [{ NEXTAUTH_URL: "https://shop.example.com" }, true],
  [{ SITE_URL: "https://shop.example.com", NEXTAUTH_URL: "http://localhost:3000" }, true],
  [{ SITE_URL: " HTTPS://shop.example.com " }, true],
  [{ SITE_URL: "http://localhost:3000", NEXTAUTH_URL: "http://localhost:3000" }, false],
  [{ SITE_URL: "", NEXTAUTH_URL: "" }, false],
  [{}, false],
])("the site is https for %j: %s", (vars, https) => {
  expect(isHttpsSite(vars)).toBe(https);
});
