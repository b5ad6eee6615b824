/** TRUST_PROXY (src/env.ts): true, false or the number of proxies in front of the app; anything else stops the start. */
async function hopsFor(value: string | undefined): Promise<number> {
  const before = process.env.TRUST_PROXY;
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  try {
    let hops = NaN;
    await jest.isolateModulesAsync(async () => {
      hops = (await import("@/env")).env.TRUST_PROXY;
    });
    return hops;
  } finally {
    if (before === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = before;
  }
}

test.each([
  [undefined, 0],
  ["", 0],
  ["false", 0],
  ["FALSE", 0],
  ["0", 0],
  ["true", 1],
  ["True", 1],
  ["1", 1],
  ["2", 2],
  [" 3 ", 3],
])("TRUST_PROXY=%j means %d hop(s)", async (value, hops) => {
  expect(await hopsFor(value)).toBe(hops);
});

test.each(["yes", "-1", "1.5", "2 hops", "on"])("TRUST_PROXY=%j is refused with a message naming the setting", async (value) => {
  await expect(hopsFor(value)).rejects.toThrow(/TRUST_PROXY: must be true, false or the number of proxies/);
});
