/**
 * Property-based fuzzing of the API (fast-check): generators of malformed
 * input and a runner that proves, for one endpoint, that every generated
 * input is answered 4xx with a JSON {message} (never 5xx), that a rejected
 * input changed nothing in the database, and reports what was answered.
 *
 * Each endpoint gets at least FUZZ_RUNS (default and minimum 1,000) inputs.
 * Inputs that could be accepted are either filtered out (`mayAccept`) or, for
 * the public forms, allowed and checked by the test (really stored, then
 * removed again) so that the final snapshot still proves "no partial writes".
 */
import fc from "fast-check";
import type { z } from "zod";
import { call, type Answer, type Json } from "../api";
import { snapshot } from "../kit";

export const FUZZ_RUNS = Math.max(1000, Number(process.env.FUZZ_RUNS ?? 1000) || 1000);
/** Each property's budget (fast-check stops generating and fails if it is exceeded). */
export const FUZZ_TEST_TIMEOUT = 240_000;

type Handler = Parameters<typeof call>[0];

/** One generated request. `raw` wins over `body`. */
export interface Case {
  body?: unknown;
  raw?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A literal query string (after "?"), sent as is. */
  rawQuery?: string;
  headers?: Record<string, string>;
  /** Why the case must be refused although its body may pass the schema (e.g. a slug clash). */
  sure?: string;
}

// ---------------------------------------------------------------- strings

const SPECIAL_CHARS = [
  "\u0000",
  "\u0001",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u202e",
  "\u200b",
  "\ufeff",
  "\uffff",
  "\ufffd",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "😀",
  "𝕏",
  "é",
  "e\u0301",
  "ß",
  "İ",
  "ﬀ",
  "Ǆ",
  "ｆ",
  "中",
  "ﷺ",
  "%",
  "\\",
  '"',
  "'",
  "`",
  "<",
  ">",
  "&",
  "/",
  "?",
  "#",
  "=",
  ";",
  ",",
  "*",
  "_",
  "-",
  ".",
  " ",
  "\t",
  "\n",
  "\r",
];

export const NASTY_STRINGS = [
  "",
  " ",
  "   ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffx",
  "\uffff",
  "\ufeffabc",
  "\u202egnp.exe",
  "😀",
  "𝕏𝕐ℤ",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "true",
  "false",
  "0",
  "-1",
  "1e999",
  "0x1F",
  "1_000",
  "١٢٣",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  '\'; DROP TABLE "Product"; --',
  "' OR '1'='1",
  "1; SELECT pg_sleep(5)",
  "../../../etc/passwd",
  "..\\..\\windows",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "\\",
  "\\u0000",
  '"',
  "{}",
  "[]",
  '{"a":1}',
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "$where",
  '{"$gt":""}',
  "${7*7}",
  "{{7*7}}",
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  "//evil.example/a.png",
  "http://",
  "https://",
  "http://[::1",
  "file:///etc/passwd",
  "a@b",
  "@",
  "a@@b.c",
  "admin",
  "ADMIN",
  " admin ",
  "New",
  "new",
  "Won ",
  "ｎｅｗ",
];

/** Strings that are odd in every way that matters: control and format characters, lone surrogates, injection text, lengths. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...SPECIAL_CHARS), maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "é", "😀", "\u0000", " ", "\ud800", "-"), fc.integer({ min: 60, max: 12_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

// ---------------------------------------------------------------- numbers and values

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and the infinities become null in JSON
  fc.maxSafeInteger(),
  fc.constantFrom(0, -0, -1, 0.5, 1.0000001, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 53 + 2, 1e21, 5e-324, 100_001, 99_999.5),
);

const deepArray = fc.integer({ min: 10, max: 400 }).map((n) => {
  let v: unknown = [];
  for (let i = 0; i < n; i++) v = [v];
  return v;
});

/** Any JSON-serialisable junk. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: junkString },
  { weight: 3, arbitrary: junkNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(junkString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(junkString, junkString, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deepArray },
  { weight: 1, arbitrary: fc.constantFrom({}, [], [null], [{}], { value: null }) },
);

// ---------------------------------------------------------------- bodies

type Path = (string | number)[];

function pathsOf(v: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  const children: [string | number, unknown][] = Array.isArray(v)
    ? v.map((item, i) => [i, item])
    : v && typeof v === "object"
      ? Object.entries(v)
      : [];
  for (const [key, item] of children) {
    out.push([...prefix, key]);
    pathsOf(item, [...prefix, key], out);
  }
  return out;
}

type Op = "replace" | "delete" | "wrap" | "stringify";

function applyAt(base: unknown, path: Path, op: Op, junk: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (op === "delete") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (op === "wrap") parent[last] = [parent[last]];
  else if (op === "stringify") parent[last] = typeof parent[last] === "string" ? { value: parent[last] } : JSON.stringify(parent[last]);
  else parent[last] = junk;
  return copy;
}

/** The valid body with one to three values (at any depth) replaced by junk, removed, wrapped or retyped. */
export function mutated(base: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(base);
  if (paths.length === 0) return fc.constant(base);
  const step = fc.tuple(fc.nat(), fc.constantFrom<Op>("replace", "replace", "replace", "delete", "wrap", "stringify"), junkValue);
  return fc.array(step, { minLength: 1, maxLength: 3 }).map((steps) => {
    let v = base;
    for (const [i, op, junk] of steps) {
      const now = pathsOf(v);
      if (now.length === 0) break;
      v = applyAt(v, now[i % now.length], op, junk);
    }
    return v;
  });
}

/** An object with the right top-level keys (each may be missing), each either its valid value or junk. */
export function rightKeys(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(base)) model[k] = fc.oneof(fc.constant(v), junkValue);
  return fc.record(model, { requiredKeys: [] });
}

const RAW_NUMBER_TOKENS = [
  "1e999",
  "-1e999",
  "123456789012345678901234567890",
  "1.00000000000000000000001",
  "-0",
  "0e0",
  "1E400",
  "0.1e-400",
  "-9007199254740993",
  "00",
  "+1",
  ".5",
  "1.",
  "0x10",
  "NaN",
  "Infinity",
  "-Infinity",
  "undefined",
  "01",
];

const RAW_CONSTANTS = [
  "",
  " ",
  "\n",
  "null",
  "true",
  "false",
  "0",
  "-0",
  "1e999",
  '"text"',
  "[]",
  "[1,2,3]",
  "{}",
  "{",
  "}",
  "[",
  "{]",
  '{"a":}',
  '{"a" 1}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  "\ufeff{}",
  "{}\u0000",
  "a=1&b=2",
  "<xml><a>1</a></xml>",
  "--boundary\r\nContent-Disposition: form-data\r\n\r\n",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":'.repeat(2000) + "1" + "}".repeat(2000),
  '"\\ud800"',
  '"\\u0000"',
  '{"\\u0000":1}',
  "\u0000",
  "\xff\xfe",
];

/** Bodies that are not the JSON the endpoint wants: not JSON at all, broken JSON, JSON with odd number literals, duplicate keys, BOMs. */
export function rawBodies(base: Record<string, unknown>): fc.Arbitrary<string> {
  const text = JSON.stringify(base);
  const keys = Object.keys(base);
  return fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.constantFrom(...RAW_CONSTANTS),
    fc.nat({ max: text.length - 1 }).map((n) => text.slice(0, n)),
    fc
      .tuple(fc.nat({ max: text.length - 1 }), fc.string({ unit: fc.constantFrom(...SPECIAL_CHARS), minLength: 1, maxLength: 4 }))
      .map(([n, s]) => text.slice(0, n) + s + text.slice(n)),
    fc.string({ minLength: 1, maxLength: 10 }).map((s) => text + s),
    fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom(...RAW_NUMBER_TOKENS))
      .map(([k, t]) => JSON.stringify({ ...base, [k]: "\u0001TOKEN\u0001" }).replace('"\\u0001TOKEN\\u0001"', t)),
    fc
      .tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 1 }))
      .map(([k, v]) => `${text.slice(0, -1)},${JSON.stringify(k)}:${JSON.stringify(v)}}`),
  );
}

/** The mix every body-reading endpoint is fuzzed with. */
export function bodyCases(base: Record<string, unknown>): fc.Arbitrary<Case> {
  return fc.oneof(
    { weight: 4, arbitrary: mutated(base).map((body): Case => ({ body })) },
    { weight: 2, arbitrary: rightKeys(base).map((body): Case => ({ body })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((body): Case => ({ body })) },
    { weight: 2, arbitrary: rawBodies(base).map((raw): Case => ({ raw })) },
  );
}

/** Route ids: arbitrary strings, and numbers of every wrong shape. `existing` ids are left out (they would act on a real row). */
export function badIds(existing: Iterable<number> = []): fc.Arbitrary<string> {
  const taken = new Set([...existing].map(String));
  return fc
    .oneof(
      fc.string({ maxLength: 20 }),
      fc.string({ unit: "binary", maxLength: 12 }),
      fc.constantFrom(
        "0",
        "-1",
        "00",
        "01",
        "1.0",
        "1e3",
        "0x1",
        " 1",
        "1 ",
        "+1",
        "NaN",
        "Infinity",
        "2147483648",
        "99999999999",
        "9".repeat(40),
        "1/../2",
        "%31",
        "\u0661",
        "1\u0000",
      ),
      fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String),
      junkString,
    )
    .filter((s) => !taken.has(s));
}

/** A NUL or a lone surrogate anywhere in a JSON value's keys or strings (the server refuses such text: it cannot be stored as sent). */
export function hasUnstorableText(root: unknown): boolean {
  const bad = (s: string) => s.includes("\u0000") || !s.isWellFormed();
  // Iterative: generated bodies may nest deeper than the call stack.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (bad(v)) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v !== null && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        if (bad(k)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Whether a body is a JSON object the server accepts as valid: storable text and the schema passes. */
export function passes(schema: z.ZodType, body: unknown): boolean {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return false;
  return !hasUnstorableText(body) && schema.safeParse(body).success;
}

/** The body a case sends, parsed as the server will (undefined when it is not JSON). */
export function parsedBody(c: Case): unknown {
  if (c.raw === undefined) return c.body === undefined ? undefined : JSON.parse(JSON.stringify(c.body));
  try {
    // On the wire the text is UTF-8: a lone surrogate in it arrives as U+FFFD,
    // and the server's decoder drops one leading byte-order mark.
    return JSON.parse(c.raw.toWellFormed().replace(/^\ufeff/, ""));
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- running

let ipCounter = 0;
/** A client address no other request of this file used (so per-client limits never decide an answer). */
export function freshIp(): string {
  const n = ++ipCounter;
  return `10.${100 + ((n >> 16) & 0x7f)}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

export interface Target {
  handler: Handler;
  method: string;
  /** The URL path for a case (e.g. with its id). */
  path: (c: Case) => string;
  cookie?: string;
}

export async function send(t: Target, c: Case): Promise<Answer<Json>> {
  let path = t.path(c);
  if (c.rawQuery !== undefined) path += `?${c.rawQuery}`;
  return call(t.handler, t.method, path, {
    body: c.raw === undefined ? c.body : undefined,
    rawBody: c.raw,
    cookie: t.cookie,
    params: c.params,
    query: c.query,
    headers: { "x-forwarded-for": freshIp(), ...c.headers },
  });
}

/** What every answer must be: JSON, below 500, with a non-empty message when it is an error, and no stack trace. */
export function checkAnswer(a: Answer<Json>, what: string): void {
  const text = typeof a.body === "string" ? a.body : JSON.stringify(a.body);
  const where = `${what} answered ${a.status}: ${text.slice(0, 300)}`;
  if (a.status >= 500) throw new Error(`server error: ${where}`);
  if (!/^application\/json/.test(a.headers.get("content-type") ?? "")) throw new Error(`not JSON: ${where}`);
  if (a.status >= 400 && (typeof a.body?.message !== "string" || a.body.message === ""))
    throw new Error(`error without a message: ${where}`);
  if (/\n\s+at |node_modules|prisma\./i.test(text)) throw new Error(`internals leaked: ${where}`);
}

/** A refusal: 4xx with a message. */
export function expectRefused(a: Answer<Json>, what: string): void {
  checkAnswer(a, what);
  if (a.status < 400)
    throw new Error(`accepted an input it must refuse: ${what} answered ${a.status}: ${JSON.stringify(a.body).slice(0, 300)}`);
}

export const describeCase = (c: Case) =>
  JSON.stringify(c, (_k, v: unknown) => (typeof v === "string" && v.length > 200 ? `${v.slice(0, 200)}...(${v.length})` : v));

export interface FuzzReport {
  name: string;
  runs: number;
  ms: number;
  statuses: Record<number, number>;
}

export const reports: FuzzReport[] = [];

/**
 * Runs FUZZ_RUNS generated cases against one endpoint. `onAnswer` checks each
 * answer (default: it must be a refusal). The database must be exactly as it
 * was afterwards: a refused request wrote nothing (and accepted public-form
 * submissions were checked and removed by `onAnswer`).
 */
export async function fuzzEndpoint(
  name: string,
  target: Target,
  cases: fc.Arbitrary<Case>,
  onAnswer: (a: Answer<Json>, c: Case) => void | Promise<void> = (a, c) => expectRefused(a, `${target.method} ${name} ${describeCase(c)}`),
): Promise<FuzzReport> {
  const before = await snapshot();
  const statuses: Record<number, number> = {};
  let runs = 0;
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(cases, async (c) => {
      const a = await send(target, c);
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      runs++;
      await onAnswer(a, c);
    }),
    { numRuns: FUZZ_RUNS, endOnFailure: false },
  );
  const report = { name: `${target.method} ${name}`, runs, ms: Date.now() - started, statuses };
  reports.push(report);
  expect(await snapshot()).toEqual(before);
  return report;
}

/** One line per endpoint, printed once per file. */
export function printReports(): void {
  if (reports.length === 0) return;
  const lines = reports.map(
    (r) => `${r.name.padEnd(48)} ${String(r.runs).padStart(5)} runs ${String(r.ms).padStart(6)} ms  ${JSON.stringify(r.statuses)}`,
  );
  console.log(`fuzz (${process.env.TEST_DB === "postgresql" ? "postgresql" : "sqlite"}):\n${lines.join("\n")}`);
}

/** A path segment for a generated parameter (the handler reads `params`; the URL is only for show). */
export const segment = (s: string) => encodeURIComponent(s.toWellFormed());

/**
 * Cases for an endpoint with an {id}: a malformed or unknown id with a valid
 * or invalid body, and a real id with an invalid body. `invalid` must only
 * produce bodies the endpoint refuses.
 */
export function idCases(opts: { existing: number[]; invalid: fc.Arbitrary<Case>; valid?: unknown; name?: string }): fc.Arbitrary<Case> {
  const key = opts.name ?? "id";
  const anyBody = opts.valid === undefined ? opts.invalid : fc.oneof(fc.constant<Case>({ body: opts.valid }), opts.invalid);
  const arbs: fc.Arbitrary<Case>[] = [fc.tuple(badIds(opts.existing), anyBody).map(([id, c]): Case => ({ ...c, params: { [key]: id } }))];
  if (opts.existing.length > 0)
    arbs.push(fc.tuple(fc.constantFrom(...opts.existing), opts.invalid).map(([id, c]): Case => ({ ...c, params: { [key]: String(id) } })));
  return fc.oneof(...arbs);
}
