/** S3_* (src/env.ts): all four of endpoint, bucket and keys, or none; half a setup stops the start naming what is missing. */
const S3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_REGION"] as const;
const FULL = {
  S3_ENDPOINT: "https://s3.example.com",
  S3_BUCKET: "shop-images",
  S3_ACCESS_KEY_ID: "AKIA0000",
  S3_SECRET_ACCESS_KEY: "secret0000",
};

async function envWith(values: Partial<Record<(typeof S3)[number], string>>) {
  const before = Object.fromEntries(S3.map((k) => [k, process.env[k]]));
  for (const k of S3) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  try {
    let env: typeof import("@/env").env | undefined;
    await jest.isolateModulesAsync(async () => {
      env = (await import("@/env")).env;
    });
    return env!;
  } finally {
    for (const k of S3) {
      if (before[k] === undefined) delete process.env[k];
      else process.env[k] = before[k];
    }
  }
}

test("none set: local storage; all set: S3 with the region defaulting to us-east-1", async () => {
  expect((await envWith({})).S3_ENDPOINT).toBeUndefined();
  expect(await envWith(FULL)).toMatchObject({ ...FULL, S3_REGION: "us-east-1" });
  expect((await envWith({ ...FULL, S3_REGION: "eu-west-3" })).S3_REGION).toBe("eu-west-3");
});

test.each([
  [{ S3_BUCKET: "shop-images" }, /S3_ENDPOINT: is required when S3_BUCKET is set/],
  [
    { S3_ENDPOINT: "https://s3.example.com", S3_BUCKET: "shop-images" },
    /S3_ACCESS_KEY_ID: is required when S3_ENDPOINT, S3_BUCKET are set\n\s+S3_SECRET_ACCESS_KEY: is required/,
  ],
  [{ ...FULL, S3_SECRET_ACCESS_KEY: " " }, /S3_SECRET_ACCESS_KEY: is required/],
  [{ ...FULL, S3_ENDPOINT: "s3.example.com" }, /S3_ENDPOINT: must be an http\(s\) URL/],
  [{ ...FULL, S3_ENDPOINT: "ftp://s3.example.com" }, /S3_ENDPOINT: must be an http\(s\) URL/],
  [{ ...FULL, S3_BUCKET: "Shop_Images" }, /S3_BUCKET: must be a bucket name/],
])("%j stops the start with a message naming the setting", async (values, message) => {
  await expect(envWith(values)).rejects.toThrow(message);
});
