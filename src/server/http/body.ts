import "server-only";
import type { z } from "zod";
import { fieldErrors } from "@/lib/validation/errors";
import { HttpError, badRequest } from "./errors";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Reads a JSON body of at most `limit` bytes; a bad body is a 4xx naming what is wrong, never a 500. */
export async function readJson(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, `Request body too large (limit ${limit} bytes)`);
  let text = "";
  if (req.body) {
    const reader = req.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new HttpError(413, `Request body too large (limit ${limit} bytes)`);
      }
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
  }
  if (text.trim() === "") throw badRequest("Request body must be JSON");
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Request body is not valid JSON");
  }
}

/** Validates with the entity's shared zod schema; the answer names each bad field. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  if (data === null || typeof data !== "object" || Array.isArray(data)) throw badRequest("Request body must be a JSON object");
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const [field, message] = Object.entries(errors)[0] ?? ["body", "Invalid input"];
    throw badRequest(`${field}: ${message}`, errors);
  }
  return parsed.data;
}

export async function readBody<S extends z.ZodType>(req: Request, schema: S, limit = DEFAULT_BODY_LIMIT): Promise<z.infer<S>> {
  return validate(schema, await readJson(req, limit));
}

/** A route id must be a positive integer. */
export function parseId(raw: string, field = "id"): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw badRequest(`${field}: must be a positive whole number`, { [field]: "must be a positive whole number" });
  return Number(raw);
}
