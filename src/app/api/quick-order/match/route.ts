import { quickOrderSchema } from "@/lib/validation/quick-order";
import { matchQuickOrder } from "@/server/catalog/ordering/quick-order";
import { readJson, validate } from "@/server/http/body";
import { json, tooManyRequests } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { publicRoute } from "@/server/http/route";
import { consume, LIMITS } from "@/server/rate-limit";

/**
 * The quick-order page's list matched against the catalogue: `{text}` →
 * `{lines}`, one per non-empty line, in order (src/server/catalog/ordering/quick-order.ts).
 * The text may be 100 KB; its JSON (escaped tabs, quotes, non-ASCII) up to
 * six times that, past which the body is a 413.
 */
export const POST = publicRoute(async ({ req }) => {
  const limit = await consume(LIMITS.quickOrder, clientIp(req));
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, "Too many lists matched. Please try again later.");
  const { text } = validate(quickOrderSchema, await readJson(req, 600 * 1024));
  return json({ lines: await matchQuickOrder(text) });
});
