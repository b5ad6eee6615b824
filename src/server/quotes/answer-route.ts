import "server-only";
import type { z } from "zod";
import { readBody } from "@/server/http/body";
import { tooManyRequests } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { publicRoute } from "@/server/http/route";
import { consume, LIMITS } from "@/server/rate-limit";

/**
 * The buyer's answers on a private quote page (accept, decline, message): a
 * public form, throttled per client like the others, with a small JSON body.
 */
export function quoteAnswerRoute<S extends z.ZodType>(schema: S, handle: (token: string, input: z.infer<S>) => Promise<Response>) {
  return publicRoute<{ token: string }>(async ({ req, params }) => {
    const limit = await consume(LIMITS.quoteAnswer, clientIp(req));
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, "Too many answers. Please try again later.");
    const input = await readBody(req, schema, 16 * 1024);
    return handle(params.token, input);
  });
}
