/**
 * The OpenAPI document's operations and fast-check arbitraries of their
 * requests, generated from the document's own schemas: shared by the contract
 * fuzz (contract.db.test.ts) and the Prism run (prism-contract.db.test.ts).
 */
import path from "node:path";
import fc from "fast-check";
import { call } from "../api";
import { openApiDocument } from "@/server/openapi/document";

export type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  additionalProperties?: Schema | boolean;
};
export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
  $ref?: string;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, unknown>;
}

const ROOT = path.join(__dirname, "..", "..");

/** A fast-check arbitrary of the values a JSON schema (the subset z.toJSONSchema writes) describes. */
export function valueOf(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((a) => valueOf(a, depth)));
  const num = (key: string, fallback: number) => (typeof s[key] === "number" ? (s[key] as number) : fallback);
  switch (s.type) {
    case "string": {
      const min = num("minLength", 0);
      const max = Math.min(num("maxLength", 40), 300);
      const text = s.pattern
        ? fc.stringMatching(new RegExp(s.pattern), { size: "small" })
        : fc.string({ minLength: min, maxLength: Math.max(min, max) });
      return text.filter((t) => t.length >= min && t.length <= num("maxLength", Infinity));
    }
    case "integer":
      return fc.integer({ min: Math.max(num("minimum", -1000), -2_147_483_648), max: Math.min(num("maximum", 1000), 2_147_483_647) });
    case "number":
      return fc.double({ min: num("minimum", -1e6), max: num("maximum", 1e6), noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(valueOf(s.items ?? {}, depth + 1), {
            minLength: Math.min(num("minItems", 0), 3),
            maxLength: Math.min(num("maxItems", 3), 3),
          });
    case "object": {
      if (depth > 3) return fc.constant({});
      if (s.properties) {
        const props = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, valueOf(v, depth + 1)]));
        return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
      }
      const values = typeof s.additionalProperties === "object" ? valueOf(s.additionalProperties, depth + 1) : fc.string();
      return fc.dictionary(fc.string({ maxLength: 10 }), values, { maxKeys: 3 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The route module of an OpenAPI path: /api/products/{slug} → src/app/api/products/[slug]/route.ts. */
export async function handlerOf(apiPath: string, method: string) {
  const dir = apiPath.replace(/^\/api\//, "").replace(/\{([^}]+)\}/g, "[$1]");
  const mod = (await import(path.join(ROOT, "src", "app", "api", dir, "route.ts"))) as Record<string, Parameters<typeof call>[0]>;
  return mod[method.toUpperCase()];
}

/** What one request is made of. */
export function requestOf(op: Operation) {
  const params = (op.parameters ?? []).filter((p) => !p.$ref);
  const pathParams = params.filter((p) => p.in === "path");
  const query = params.filter((p) => p.in === "query" && p.schema.type !== "object");
  const json = op.requestBody?.content["application/json"];
  // A multipart body (uploads, import) is not generated: those answer 415 to a request without one.
  const body: fc.Arbitrary<unknown> = json
    ? fc.oneof(valueOf(json.schema), fc.constant(json.example), fc.jsonValue({ maxDepth: 2 }))
    : fc.constant(undefined);
  return fc.record({
    params: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, fc.oneof(fc.constant("1"), valueOf(p.schema).map(String))]))),
    query: fc.record(
      Object.fromEntries(query.map((p) => [p.name, valueOf(p.schema.type === "array" ? (p.schema.items ?? {}) : p.schema).map(String)])),
      { requiredKeys: query.filter((p) => p.required).map((p) => p.name) },
    ),
    body,
    idempotencyKey: fc.option(fc.stringMatching(/^[\x21-\x7e]{1,20}$/), { nil: undefined }),
  });
}

export const operations = Object.entries(openApiDocument().document.paths as Record<string, Record<string, Operation>>).flatMap(
  ([apiPath, ops]) => Object.entries(ops).map(([method, op]) => ({ apiPath, method, op })),
);

export type Generated = typeof requestOf extends (op: Operation) => fc.Arbitrary<infer R> ? R : never;

/** Sends one generated request for an operation to its handler (through call()). */
export function sendGenerated(
  handler: Parameters<typeof call>[0],
  { apiPath, method, op }: { apiPath: string; method: string; op: Operation },
  req: Generated,
  opts: { cookie?: string; headers?: Record<string, string> } = {},
) {
  const url = apiPath.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(req.params[name] ?? "1"));
  const headers: Record<string, string> = { ...opts.headers };
  if (req.idempotencyKey && (op.parameters ?? []).some((p) => p.$ref?.endsWith("/IdempotencyKey")))
    headers["idempotency-key"] = req.idempotencyKey;
  return call(handler, method.toUpperCase(), url, { params: req.params, query: req.query, body: req.body, cookie: opts.cookie, headers });
}
