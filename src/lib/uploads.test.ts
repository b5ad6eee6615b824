import { isUploadUrl, UPLOAD_NAME, uploadSrcSet, uploadVariantUrl } from "./uploads";

const HASH = "0123456789abcdef0123456789abcdef";

test("an upload's URL gives its resized copies and a srcset; any other URL none", () => {
  expect(uploadVariantUrl(`/uploads/${HASH}.webp`, 640)).toBe(`/uploads/${HASH}-640.webp`);
  expect(uploadSrcSet(`/uploads/${HASH}.webp`)).toBe(
    `/uploads/${HASH}-320.webp 320w, /uploads/${HASH}-640.webp 640w, /uploads/${HASH}-1280.webp 1280w`,
  );
  expect(uploadSrcSet(`https://shop.example.com/uploads/${HASH}.webp`)).toMatch(
    /^https:\/\/shop\.example\.com\/uploads\/[0-9a-f]{32}-320\.webp 320w/,
  );
  for (const url of [
    "/images/products/film.svg",
    `/uploads/${HASH}-640.webp`,
    `/uploads/${HASH}.png`,
    `/uploads/${HASH.slice(1)}.webp`,
    `/uploads/${HASH}.webp?x=1`,
    "",
  ]) {
    expect({ url, upload: isUploadUrl(url), srcset: uploadSrcSet(url), variant: uploadVariantUrl(url, 320) }).toEqual({
      url,
      upload: false,
      srcset: undefined,
      variant: null,
    });
  }
});

test("stored names: the hash, maybe one of the three widths, .webp", () => {
  expect([`${HASH}.webp`, `${HASH}-320.webp`, `${HASH}-1280.webp`].every((n) => UPLOAD_NAME.test(n))).toBe(true);
  expect([`${HASH}-100.webp`, `${HASH.toUpperCase()}.webp`, `../${HASH}.webp`, `${HASH}.webp.tmp`].some((n) => UPLOAD_NAME.test(n))).toBe(
    false,
  );
});
