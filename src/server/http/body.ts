import "server-only";
import type { z } from "zod";
import { fieldErrors } from "@/lib/validation/errors";
import { HttpError, badRequest } from "./errors";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The body as text, at most `limit` bytes (413 past it, read no further). */
async function readText(req: Request, limit: number): Promise<string> {
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
  return text;
}

/** Reads a JSON body of at most `limit` bytes; a bad body is a 4xx naming what is wrong, never a 500. */
export async function readJson(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = await readText(req, limit);
  if (text.trim() === "") throw badRequest("Request body must be JSON");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest("Request body is not valid JSON");
  }
  const bad = unstorableTextAt(data);
  if (bad !== null) throw badRequest(`${bad}: ${UNSTORABLE_TEXT_MESSAGE}`, { [bad]: UNSTORABLE_TEXT_MESSAGE });
  return data;
}

export const UNSTORABLE_TEXT_MESSAGE = "must not contain NUL characters or invalid Unicode";

/**
 * Text no database stores as sent: a NUL character (PostgreSQL refuses it,
 * which was a 500) or a lone UTF-16 surrogate (not Unicode; it would be stored
 * as U+FFFD, not as validated).
 */
export function isUnstorableText(s: string): boolean {
  return s.includes("\u0000") || !s.isWellFormed();
}

/** The dotted path of the first unstorable key or string in a parsed JSON value ("body" for the value itself), or null. */
function unstorableTextAt(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (isUnstorableText(v)) return path || "body";
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (v !== null && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (isUnstorableText(k)) return at.replace(/[^\x20-\x7e]/g, "?");
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/**
 * A page that works without scripts posts a plain HTML form; the same route
 * takes JSON from scripts. Which one came decides how the route answers (a
 * redirect back to a page, or JSON).
 */
export async function readFormOrJson(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<{ form: boolean; data: unknown }> {
  const type = (req.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) return { form: false, data: await readJson(req, limit) };
  const data = Object.fromEntries(new URLSearchParams(await readText(req, limit)));
  const bad = unstorableTextAt(data);
  if (bad !== null) throw badRequest(`${bad}: ${UNSTORABLE_TEXT_MESSAGE}`, { [bad]: UNSTORABLE_TEXT_MESSAGE });
  return { form: true, data };
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
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw badRequest(`${field}: must be a positive whole number`, { [field]: "must be a positive whole number" });
  return Number(raw);
}
