import { randomInt } from "node:crypto";

/**
 * Every spec runs against one server from 127.0.0.1, so the public forms' rate
 * limits (10 quote requests an hour per client, src/server/rate-limit.ts)
 * would count the whole run as one buyer. The e2e server trusts one proxy
 * (TRUST_PROXY=1 in playwright.config.ts), so a test that posts those forms
 * names its own client address: the X-Forwarded-For entry a proxy would add.
 */
export const ownClientAddress = (): Record<string, string> => ({
  "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

/** For `test.use(...)`: a fresh client address for each test (and each retry). */
export const eachTestItsOwnClient = {
  extraHTTPHeaders: async ({}, provide: (headers: Record<string, string>) => Promise<void>) => provide(ownClientAddress()),
};
