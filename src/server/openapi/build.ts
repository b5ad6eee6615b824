import "server-only";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot-field";
import { z } from "@/lib/validation/zod";

/**
 * Turns the route entries (routes.ts) into an OpenAPI 3.1 document. Request
 * bodies and query parameters are the zod schemas the handlers validate with,
 * converted by zod's own z.toJSONSchema (draft 2020-12, the dialect of
 * OpenAPI 3.1): nothing here restates a field rule (ADR 22).
 */

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Who may call: public (anyone), admin (the admin session or, once added, an API key), buyer (a signed-in buyer), company (a buyer with a company). */
export type Access = "public" | "admin" | "buyer" | "company";

type JsonSchema = Record<string, unknown>;

export interface BodyDoc {
  /** The schema the handler validates the body with. */
  schema: z.ZodType;
  example: unknown;
  /** The handler's byte limit (413 past it). */
  limit: number;
  /** Also accepts an HTML form post (application/x-www-form-urlencoded), answered with a 303 redirect. */
  form?: boolean;
}

export interface MultipartDoc {
  multipart: { field: string; description: string; maxBytes: number };
}

/** A body that is a file itself (a CSV posted as text/csv), not JSON. */
export interface TextBodyDoc {
  text: { contentTypes: string[]; description: string; maxBytes: number; example: string };
}

export interface OkDoc {
  status: 200 | 201 | 202 | 204;
  description: string;
  /** application/json unless another type is named (several: the same schema in each, as the request asks). */
  contentType?: string | string[];
  schema?: JsonSchema;
  example?: unknown;
  headers?: Record<string, HeaderDoc>;
}

interface HeaderDoc {
  description: string;
  schema: JsonSchema;
}

export interface RouteDoc {
  method: Method;
  /** The OpenAPI path: /api/products/{slug}. */
  path: string;
  access: Access;
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters not described in PATH_PARAMS (by name). */
  pathParams?: Record<string, { description: string; schema: JsonSchema }>;
  query?: ParameterDoc[];
  body?: BodyDoc | MultipartDoc | TextBodyDoc;
  ok: OkDoc;
  /** A second success the handler answers in a named case (an invitation without e-mail set up: 200, nothing stored). */
  okAlso?: { status: 200 | 201 | 202; description: string; schema?: JsonSchema; example?: unknown };
  /** Statuses this operation answers beyond those every operation of its kind does (see statusesOf). */
  also?: ExtraStatus[];
  /** A public route that reads this session when one is sent (sign-out, the session check). */
  optionalSession?: "adminSession" | "buyerSession";
  /** Accepts an Idempotency-Key header. */
  idempotent?: boolean;
}

export type ExtraStatus = 303 | 304 | 308 | 401 | 404 | 409 | 410 | 415 | 422 | 429 | 503;

export interface ParameterDoc {
  name: string;
  in?: "query" | "header";
  required?: boolean;
  description?: string;
  schema: JsonSchema;
  style?: "form";
  explode?: boolean;
}

/** A zod schema as JSON Schema, as the handler reads it (its input side). */
export function jsonSchema(schema: z.ZodType): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
    override: ({ zodSchema, jsonSchema: js }) => {
      // A trimmed string's pattern is checked after the trim: the input may have spaces around it.
      const def = zodSchema._zod.def as { type: string; checks?: { _zod: { def: { check: string; tx?: (s: string) => unknown } } }[] };
      const trims = def.checks?.some((c) => c._zod.def.check === "overwrite" && c._zod.def.tx?.(" a ") === "a");
      if (def.type === "string" && trims && typeof js.pattern === "string" && /^\^.*[^\\]\$$/.test(js.pattern))
        js.pattern = `^\\s*(?:${js.pattern.slice(1, -1)})\\s*$`;
    },
  }) as JsonSchema;
  // The document states its dialect once (OpenAPI 3.1's is draft 2020-12).
  delete converted.$schema;
  return withoutRepeatedAlternatives(converted) as JsonSchema;
}

/** A union whose members convert alike (several keys with the same rules) lists each alternative once. */
function withoutRepeatedAlternatives(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRepeatedAlternatives);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const clean = withoutRepeatedAlternatives(v);
    out[k] = k === "anyOf" && Array.isArray(clean) ? [...new Map(clean.map((s) => [JSON.stringify(s), s])).values()] : clean;
  }
  return out;
}

/** The query parameters a zod object schema reads (each of its fields is one parameter). */
export function queryFrom(schema: z.ZodType, descriptions: Record<string, string> = {}): ParameterDoc[] {
  const js = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => {
    const param: ParameterDoc = { name, schema: s, required: js.required?.includes(name) ?? false };
    if (descriptions[name]) param.description = descriptions[name];
    // A list field is the name repeated (?sku=A&sku=B).
    if (s.type === "array") Object.assign(param, { style: "form", explode: true });
    return param;
  });
}

/** ?page=&pageSize= as src/server/http/query.ts reads them. */
export function pageQuery(maxPageSize = 200, defaultPageSize = 50): ParameterDoc[] {
  return [
    { name: "page", description: "Page number, from 1.", schema: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 } },
    {
      name: "pageSize",
      description: `Items per page (default ${defaultPageSize}).`,
      schema: { type: "integer", minimum: 1, maximum: maxPageSize, default: defaultPageSize },
    },
  ];
}

const PATH_PARAMS: Record<string, { description: string; schema: JsonSchema }> = {
  id: { description: "The record's id.", schema: { type: "string", pattern: "^[1-9][0-9]{0,9}$" } },
  slug: {
    description: "The current slug; a former one answers 308 to the current address.",
    schema: { type: "string", minLength: 1, maxLength: 200 },
  },
  token: { description: "The private token of the buyer's quote link.", schema: { type: "string", minLength: 1, maxLength: 200 } },
  index: { description: "The card's position, from 0.", schema: { type: "string", pattern: "^\\d{1,4}$" } },
};

export const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  required: ["message"],
  properties: {
    message: { type: "string", description: "What went wrong, safe to show a person." },
    errors: {
      type: "object",
      description: "For each field at fault (dotted path), what is wrong with it.",
      additionalProperties: { type: "string" },
    },
  },
};

const HEADERS = {
  "X-Total-Count": { description: "How many items the whole list holds.", schema: { type: "integer", minimum: 0 } },
  Link: { description: 'The next page while more follow (RFC 8288, rel="next").', schema: { type: "string" } },
  ETag: { description: "The answer's entity tag: send it back in If-None-Match for a 304.", schema: { type: "string" } },
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
  Location: { description: "Where the resource now lives, or the page a form post goes on to.", schema: { type: "string" } },
  "Idempotent-Replayed": {
    description: "true when this answers an earlier request with the same Idempotency-Key.",
    schema: { type: "string", enum: ["true"] },
  },
} satisfies Record<string, HeaderDoc>;

export const LIST_HEADERS = { "X-Total-Count": HEADERS["X-Total-Count"], Link: HEADERS.Link, ETag: HEADERS.ETag };
export const ETAG_HEADER = { ETag: HEADERS.ETag };

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Every error answer, by status: the shared {message, errors?} body. */
const ERROR_RESPONSES: Record<number, { name: string; description: string; example: unknown; headers?: Record<string, HeaderDoc> }> = {
  400: {
    name: "BadRequest",
    description: "The input is malformed or fails validation; `errors` names each field at fault.",
    example: { message: "email: Please enter a valid email", errors: { email: "Please enter a valid email" } },
  },
  401: { name: "Unauthorized", description: "No valid session (or API key) for this route.", example: { message: "Unauthorized" } },
  403: {
    name: "Forbidden",
    description:
      "A cross-site write was refused, the signed-in buyer has no company yet (or is not its admin), or the API key lacks this route's scope.",
    example: { message: "Cross-site request refused" },
  },
  404: { name: "NotFound", description: "No such record (or not one this caller may see).", example: { message: "Not found" } },
  409: {
    name: "Conflict",
    description: "The record's state or a unique value forbids the change; the message names it.",
    example: { message: "A product with this SKU already exists", errors: { sku: "A product with this SKU already exists" } },
  },
  410: {
    name: "Gone",
    description: "The record is past the window in which it could be brought back.",
    example: { message: "Deleted more than 30 days ago" },
  },
  413: {
    name: "PayloadTooLarge",
    description: "The body is larger than this route accepts.",
    example: { message: "Request body too large (limit 65536 bytes)" },
  },
  415: {
    name: "UnsupportedMediaType",
    description: "The body or file is not of a type this route reads.",
    example: { message: "file: Send the file as multipart/form-data" },
  },
  422: {
    name: "IdempotencyKeyReused",
    description: "The Idempotency-Key was already used with a different request.",
    example: { message: "Idempotency-Key was already used with a different request" },
  },
  429: {
    name: "TooManyRequests",
    description: "Rate limited: try again after Retry-After seconds.",
    example: { message: "Too many requests. Please try again later." },
    headers: { "Retry-After": HEADERS["Retry-After"] },
  },
  500: {
    name: "InternalError",
    description: "An unexpected failure; no details are given.",
    example: { message: "Internal server error" },
  },
  503: {
    name: "Unavailable",
    description:
      "The feature needs a service that is not configured or reachable, or the database was too busy to answer in time (then Retry-After says when to try again; nothing was changed).",
    example: { message: "The database is busy. Please try again in a moment." },
    headers: { "Retry-After": HEADERS["Retry-After"] },
  },
};

/** The statuses every operation of this shape can answer, plus its own. */
function statusesOf(route: RouteDoc): number[] {
  const s = new Set<number>([400, 500, 503, ...(route.also ?? [])]);
  if (route.method !== "get") s.add(403);
  if (route.access !== "public") s.add(401);
  if (route.access === "company") s.add(403);
  // An API key lacking the route's scope is refused, and each key has its own rate limit.
  if (route.access === "admin") {
    s.add(403);
    s.add(429);
  }
  if (route.body) s.add(413);
  if (route.body && "multipart" in route.body) s.add(415);
  return [...s].sort((a, b) => a - b);
}

function responsesOf(route: RouteDoc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const { ok } = route;
  const okHeaders = { ...ok.headers, ...(route.idempotent ? { "Idempotent-Replayed": HEADERS["Idempotent-Replayed"] } : {}) };
  out[String(ok.status)] =
    ok.status === 204
      ? { description: ok.description }
      : {
          description: ok.description,
          ...(Object.keys(okHeaders).length ? { headers: okHeaders } : {}),
          content: Object.fromEntries(
            [ok.contentType ?? "application/json"]
              .flat()
              .map((type) => [
                type,
                { schema: ok.schema ?? { type: "object" }, ...(ok.example !== undefined ? { example: ok.example } : {}) },
              ]),
          ),
        };
  if (route.okAlso) {
    const { status, description, schema, example } = route.okAlso;
    out[String(status)] = {
      description,
      content: { "application/json": { schema: schema ?? { type: "object" }, ...(example !== undefined ? { example } : {}) } },
    };
  }
  for (const status of statusesOf(route)) {
    const def = ERROR_RESPONSES[status];
    if (def) out[String(status)] = ref(def.name);
  }
  const also = route.also ?? [];
  if (also.includes(303))
    out["303"] = { description: "A plain HTML form post goes on to a page.", headers: { Location: HEADERS.Location } };
  if (also.includes(304)) out["304"] = { description: "Not modified: the If-None-Match tag is current.", headers: { ETag: HEADERS.ETag } };
  if (also.includes(308))
    out["308"] = {
      description: "A former slug: the resource lives at Location.",
      headers: { Location: HEADERS.Location },
      content: {
        "application/json": { schema: { type: "object", properties: { message: { type: "string" }, location: { type: "string" } } } },
      },
    };
  return out;
}

function operationId(method: Method, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[/{}.-]+/)
    .filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

function securityOf(access: Access): Record<string, string[]>[] {
  if (access === "admin") return [{ adminSession: [] }, { apiKey: [] }];
  if (access === "buyer" || access === "company") return [{ buyerSession: [] }];
  return [];
}

function requestBodyOf(body: BodyDoc | MultipartDoc | TextBodyDoc): Record<string, unknown> {
  if ("text" in body) {
    const { contentTypes, description, maxBytes, example } = body.text;
    const content = Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: "string", description }, example }]));
    return { required: true, description: `At most ${maxBytes} bytes.`, content };
  }
  if ("multipart" in body) {
    const { field, description, maxBytes } = body.multipart;
    return {
      required: true,
      description: `At most ${maxBytes} bytes.`,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: [field],
            properties: { [field]: { type: "string", contentMediaType: "application/octet-stream", description } },
          },
        },
      },
    };
  }
  const schema = honeypotAnswered(jsonSchema(body.schema));
  const content: Record<string, unknown> = { "application/json": { schema, example: body.example } };
  if (body.form) content["application/x-www-form-urlencoded"] = { schema, example: body.example };
  return { required: true, description: `At most ${body.limit} bytes.`, content };
}

/**
 * A form with the honeypot field: its handler answers a filled honeypot as if
 * the submission succeeded, before reading the rest (src/lib/validation/common.ts),
 * so the document accepts that body too, whatever else it holds.
 */
function honeypotAnswered(schema: JsonSchema): JsonSchema {
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (!props?.[HONEYPOT_FIELD]) return schema;
  const filled = {
    type: "object",
    description: `A filled \`${HONEYPOT_FIELD}\` (a field hidden from people, which bots fill): answered as a success, and nothing is stored.`,
    required: [HONEYPOT_FIELD],
    properties: { [HONEYPOT_FIELD]: { not: { anyOf: [{ type: "null" }, { type: "string", pattern: "^\\s*$" }] } } },
  };
  return { anyOf: [schema, filled] };
}

function parametersOf(route: RouteDoc): unknown[] {
  const params: unknown[] = [];
  for (const [, name] of route.path.matchAll(/\{([^}]+)\}/g)) {
    const known = route.pathParams?.[name] ?? PATH_PARAMS[name];
    if (!known) throw new Error(`${route.path}: describe the path parameter {${name}} in query or PATH_PARAMS`);
    params.push({ name, in: "path", required: true, ...known });
  }
  for (const q of route.query ?? []) params.push({ in: "query", ...q });
  if (route.idempotent) params.push({ $ref: "#/components/parameters/IdempotencyKey" });
  return params;
}

export interface DocumentOptions {
  adminCookie: string;
  buyerCookie: string;
  tags: { name: string; description: string }[];
  routes: RouteDoc[];
  excluded: { path: string; reason: string }[];
}

export function buildDocument({ adminCookie, buyerCookie, tags, routes, excluded }: DocumentOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const op: Record<string, unknown> = {
      operationId: operationId(route.method, route.path),
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      security: route.optionalSession ? [{}, { [route.optionalSession]: [] }] : securityOf(route.access),
    };
    const parameters = parametersOf(route);
    if (parameters.length) op.parameters = parameters;
    if (route.body) op.requestBody = requestBodyOf(route.body);
    op.responses = responsesOf(route);
    (paths[route.path] ??= {})[route.method] = op;
  }
  const responses: Record<string, unknown> = {};
  const used = new Set(routes.flatMap((route) => statusesOf(route)));
  for (const [status, def] of Object.entries(ERROR_RESPONSES)) {
    if (!used.has(Number(status))) continue;
    responses[def.name] = {
      description: def.description,
      ...(def.headers ? { headers: def.headers } : {}),
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, example: def.example } },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "US Plastic Supply storefront API",
      version: "1.0.0",
      description:
        "The storefront's HTTP API: the public catalogue, quote requests and a buyer's private quote link, the buyer's account, and the back office's admin routes. " +
        "Every error answers `{message, errors?}`. Writes must be same-origin (a browser's cross-site write is refused with 403). " +
        `Routes not described here: ${excluded.map((e) => `${e.path} (${e.reason})`).join("; ")}.`,
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/", description: "This site" }],
    tags,
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      responses,
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description: "Repeating a request with the same key within 24 hours answers the first one's result instead of doing it twice.",
          schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,200}$" },
        },
      },
      securitySchemes: {
        adminSession: {
          type: "apiKey",
          in: "cookie",
          name: adminCookie,
          description: "The admin's session cookie, set by POST /api/admin/login.",
        },
        buyerSession: {
          type: "apiKey",
          in: "cookie",
          name: buyerCookie,
          description: "A buyer's session cookie, set by POST /api/account/sign-in/confirm.",
        },
        apiKey: { type: "http", scheme: "bearer", description: "An admin API key, sent as `Authorization: Bearer <key>`." },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;
