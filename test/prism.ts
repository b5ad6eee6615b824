/**
 * The contract proxy: requests of the API tests go through Stoplight Prism
 * (`prism proxy`) in front of the route handlers, so Prism checks each request
 * and each answer against the OpenAPI document the app serves.
 *
 * The rule, as two Prism processes on the same document:
 * - Every request goes first to `prism proxy --errors`. A request the
 *   document describes is forwarded; an answer the document does not describe
 *   (status, content type, body, documented headers) fails the call.
 * - A request that Prism refuses there (it is not one the document describes:
 *   a bad field, no credentials, an unknown path) cannot be forwarded by
 *   --errors, yet the tests send such requests on purpose to check our 4xx.
 *   It is sent again through `prism proxy` without --errors, which forwards it
 *   and lists its findings in the `sl-violations` header: any finding about the
 *   answer fails the call (our 4xx must have the documented error shape), and
 *   so does a success (status below 400) to a request the document rejects,
 *   as then the document and the handler disagree on what is valid.
 *
 * Prism reaches the handlers through an HTTP server in the test's own process:
 * each call registers its handler under an id sent in a header, and the server
 * runs that handler on the request the test built (so the handler sees exactly
 * what a direct call would), then sends its answer, byte for byte, to Prism.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sendThroughContractProxy } from "./api";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (req: Request, ctx: { params: Promise<any> }) => Promise<Response>;

const HEADER = "x-contract-call";
/** Prism's answers to a request the document does not describe (it does not forward those under --errors). */
const REFUSALS =
  /"https:\/\/stoplight\.io\/prism\/errors#(UNPROCESSABLE_ENTITY|UNAUTHORIZED|NO_PATH_MATCHED_ERROR|NO_METHOD_MATCHED_ERROR|INVALID_CONTENT_TYPE|NOT_ACCEPTABLE)"/;
const PRISM = path.join(__dirname, "..", "node_modules", ".bin", "prism");

interface Pending {
  handler: Handler;
  request: Request;
  params: Record<string, string>;
  served?: boolean;
  /** The handler's answer, once Prism has forwarded the request. */
  answer?: Response;
  failure?: unknown;
}

interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/** What went through Prism, for the suite's summary. */
export const tally = {
  strict: 0,
  lenient: 0,
  unchecked: [] as string[],
  /** How the last call went: accepted by `--errors`, refused there (then the Prism's findings), or not through Prism. */
  last: { way: "direct" as "strict" | "lenient" | "direct", refusal: "", status: 0 },
};

const pending = new Map<string, Pending>();
let proxy: { strict: string; lenient: string; stop: () => Promise<void> } | undefined;

/** The handler's answer with its body read, so it can be both sent to Prism and given to the test. */
async function buffered(res: Response): Promise<{ answer: Response; bytes: Buffer }> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const nullBody = [101, 204, 205, 304].includes(res.status);
  const answer = new Response(nullBody ? null : bytes, { status: res.status, statusText: res.statusText, headers: res.headers });
  return { answer, bytes };
}

function upstream(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    // Prism's copy of the body is drained: the handler reads the test's own request.
    req.resume();
    req.on("end", async () => {
      const id = String(req.headers[HEADER] ?? "");
      const entry = pending.get(id);
      // A second request under one id is Prism following our redirect: the handler answered already.
      if (entry?.served) {
        res.writeHead(502, { "content-type": "text/plain" }).end("answered already");
        return;
      }
      if (entry) entry.served = true;
      if (!entry) {
        res.writeHead(502, { "content-type": "text/plain" }).end(`no pending call ${id}`);
        return;
      }
      try {
        const { answer, bytes } = await buffered(await entry.handler(entry.request, { params: Promise.resolve(entry.params) }));
        entry.answer = answer;
        const headers: Record<string, string | string[]> = {};
        answer.headers.forEach((v, k) => {
          if (k !== "set-cookie") headers[k] = v;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length) headers["set-cookie"] = cookies;
        res.writeHead(answer.status, answer.statusText, headers).end(bytes);
      } catch (e) {
        entry.failure = e;
        res.writeHead(500, { "content-type": "text/plain" }).end(String(e));
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** Starts `prism proxy <document> <upstream> [--errors]` and waits for its address. */
function startPrism(document: string, target: string, errors: boolean): Promise<{ url: string; child: ChildProcess }> {
  const args = ["proxy", document, target, "--port", "0", "--host", "127.0.0.1", "--cors", "false"];
  if (errors) args.push("--errors");
  const child = spawn(PRISM, args, { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start within 60 s:\n${log.slice(-2000)}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      // Each forwarded request is logged; only the start line matters.
      if (log.length < 20_000) log += chunk.toString();
      const m = /Prism is listening on (http:\/\/[\d.:]+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        child.stdout?.off("data", read);
        child.stdout?.resume();
        resolve({ url: m[1], child });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
    child.once("error", (e) => {
      clearTimeout(timer);
      reject(new Error(`Prism could not be started (${PRISM}): ${e.message}`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before listening:\n${log.slice(-2000)}`));
    });
  });
}

/**
 * The app's OpenAPI document. Under Jest it is built in a module registry of
 * its own: the app modules it loads read settings once, and the suite may set
 * some (an SMTP server, say) after this runs, before it loads them itself.
 */
async function documentJson(): Promise<string> {
  const load = async () => (await import("@/server/openapi/document")).openApiDocument().json;
  if (typeof jest === "undefined") return load();
  let json = "";
  await jest.isolateModulesAsync(async () => {
    json = await load();
  });
  return json;
}

/** Both Prism processes on the app's document, forwarding to `target`. */
export async function startPrisms(
  target: string,
): Promise<{ strict: string; lenient: string; stop: () => void; exited: () => string | undefined }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "prism-contract-"));
  const document = path.join(dir, "openapi.json");
  writeFileSync(document, await documentJson());
  const started = await Promise.allSettled([startPrism(document, target, true), startPrism(document, target, false)]);
  const children = started.flatMap((s) => (s.status === "fulfilled" ? [s.value.child] : []));
  let stopping = false;
  let exited: string | undefined;
  for (const c of children)
    c.once("exit", (code, signal) => {
      if (!stopping) exited ??= `a Prism process ended during the run (${signal ?? `exit ${code}`})`;
    });
  const stop = () => {
    stopping = true;
    for (const c of children) c.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    stop();
    throw (failed as PromiseRejectedResult).reason;
  }
  const [strict, lenient] = started.map((s) => (s as PromiseFulfilledResult<{ url: string }>).value.url);
  return { strict, lenient, stop, exited: () => exited };
}

/**
 * PRISM_CONTRACT_SHARED (set by scripts/prism-contract.ts): Prism processes
 * started once for a whole Jest run, forwarding to a port each suite's
 * upstream server takes in turn (the run is --runInBand).
 */
const shared = process.env.PRISM_CONTRACT_SHARED
  ? (JSON.parse(process.env.PRISM_CONTRACT_SHARED) as { strict: string; lenient: string; port: number })
  : undefined;

/**
 * Starts the upstream server and (unless shared) both Prism processes;
 * call() goes through them until stopContractProxy(). A Prism that does not
 * start throws, which fails the suite (it is never skipped).
 */
export async function startContractProxy(): Promise<void> {
  if (proxy) return;
  const server = await upstream(shared?.port ?? 0);
  const close = () =>
    new Promise((r) => {
      server.close(r);
      server.closeAllConnections();
    });
  if (shared) {
    proxy = { strict: shared.strict, lenient: shared.lenient, stop: async () => void (await close()) };
    return;
  }
  try {
    const prisms = await startPrisms(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    proxy = {
      strict: prisms.strict,
      lenient: prisms.lenient,
      stop: async () => {
        prisms.stop();
        await close();
      },
    };
  } catch (e) {
    await close();
    throw e;
  }
}

export async function stopContractProxy(): Promise<void> {
  sendThroughContractProxy(undefined);
  if (proxy && process.env.PRISM_CONTRACT_REPORT) {
    const { strict, lenient, unchecked } = tally;
    console.log(
      `Prism: ${strict} requests the document describes, ${lenient} it rejects; ${unchecked.length} not checked:\n${unchecked.join("\n")}`,
    );
  }
  const p = proxy;
  proxy = undefined;
  await p?.stop();
}

export function contractProxyRunning(): boolean {
  return proxy !== undefined;
}

/** Starts the contract proxy and sends call()'s requests through it. */
export async function useContractProxyNow(): Promise<void> {
  await startContractProxy();
  sendThroughContractProxy(callThroughContractProxy);
}

/** The contract proxy for the suite's tests: started before them, stopped after them. */
export function useContractProxy(): void {
  beforeAll(useContractProxyNow, 90_000);
  afterAll(stopContractProxy);
}

/** One request as call() built it: the handler gets it as is; Prism gets the same over HTTP. */
export interface Outgoing {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | undefined;
  params: Record<string, string>;
  signal?: AbortSignal;
}

async function through(base: string, handler: Handler, out: Outgoing) {
  const id = randomUUID();
  const entry: Pending = {
    handler,
    params: out.params,
    request: new Request(out.url, {
      method: out.method,
      headers: out.headers,
      body: out.body,
      duplex: "half",
      signal: out.signal,
    } as RequestInit),
  };
  pending.set(id, entry);
  try {
    const headers = new Headers(out.headers);
    headers.delete("host");
    headers.set(HEADER, id);
    // A bodiless PATCH without a length is, to HTTP, a request with an empty body; Prism instead waits for one until the call times out.
    if (out.body == null && out.method !== "GET" && out.method !== "HEAD" && !headers.has("content-length"))
      headers.set("content-length", "0");
    let prism: Response;
    let text: string;
    try {
      prism = await fetch(new URL(out.url.pathname + out.url.search, base), {
        method: out.method,
        headers,
        body: out.body,
        redirect: "manual",
        // A request Prism holds without answering must not hang the test: it is listed as not checked.
        signal: AbortSignal.timeout(15_000),
      });
      text = await prism.text();
    } catch (e) {
      // Prism's HTTP server would not take the request (a URL past Node's header limit, a Content-Length the body does not have).
      if (entry.answer || entry.failure) throw e;
      const cause = (e as { cause?: { message?: string } }).cause?.message ?? String(e);
      // Prism gone: every call after this one would be sent unchecked, so the run must fail rather than pass unchecked.
      if (cause.includes("ECONNREFUSED")) throw new Error(`Prism is not running at ${base} (${cause})`);
      return { entry, prism: undefined, text: "", unreachable: cause };
    }
    if (entry.failure) throw entry.failure;
    return { entry, prism, text, unreachable: undefined };
  } finally {
    pending.delete(id);
  }
}

function describeRequest(out: Outgoing): string {
  return `${out.method} ${out.url.pathname}${out.url.search}`;
}

/** Sends one request through the contract proxy (see the rule above) and gives the handler's answer. */
function direct(handler: Handler, out: Outgoing, why: string | undefined): Promise<Response> {
  if (why) tally.unchecked.push(`${describeRequest(out)} (${why})`);
  tally.last = { way: "direct", refusal: why ?? "", status: 0 };
  const req = new Request(out.url, {
    method: out.method,
    headers: out.headers,
    body: out.body,
    duplex: "half",
    signal: out.signal,
  } as RequestInit);
  return handler(req, { params: Promise.resolve(out.params) });
}

/** Prism's findings about the answer, of any severity (an undocumented 4xx is only a warning to Prism). */
function answerFindings(prism: Response | undefined, out: Outgoing): Violation[] {
  const header = prism?.headers.get("sl-violations");
  if (!header) return [];
  let violations: Violation[];
  try {
    violations = JSON.parse(header) as Violation[];
  } catch {
    throw new Error(`Prism's sl-violations for ${describeRequest(out)} is not readable: ${header.slice(0, 500)}`);
  }
  return violations.filter((v) => v.location[0] === "response");
}

const PRISM_MAX_DEPTH = 64;

/** How deep arrays and objects nest in a JSON text (brackets inside strings do not count). */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/** The bytes a body has as sent, for the bodies call() builds (text or none); a form's length is only known once encoded. */
function bodyLength(body: BodyInit | undefined): number | undefined {
  if (body == null) return 0;
  if (typeof body === "string") return Buffer.byteLength(body);
  return undefined;
}

const redirect = (status: number) => status >= 300 && status < 400;

export async function callThroughContractProxy(handler: Handler, out: Outgoing): Promise<Response> {
  if (!proxy) throw new Error("the contract proxy is not running");
  // The document describes /api only (the sitemap, feeds and pages are not its business).
  if (!out.url.pathname.startsWith("/api/")) return direct(handler, out, undefined);
  // A stream body can be read once, and a request the client abandons never reaches Prism whole: these go direct.
  if (out.body instanceof ReadableStream || out.signal) return direct(handler, out, "stream body or abort signal");
  // Prism's validator recurses per level of nesting and overflows its stack on JSON a few hundred levels deep, which
  // ends the process; the handlers read such bodies iteratively, and the fuzz suites send them on purpose.
  const depth = typeof out.body === "string" ? jsonDepth(out.body) : 0;
  if (depth > PRISM_MAX_DEPTH) return direct(handler, out, `JSON nested ${depth} levels deep, past the ${PRISM_MAX_DEPTH} Prism can check`);
  // Prism 5.14 never answers a PATCH whose JSON body is null (the call would hang until it gives up after 15 s).
  if (out.method === "PATCH" && typeof out.body === "string" && out.body.trim() === "null")
    return direct(handler, out, "a PATCH of JSON null, which Prism never answers");
  // A Content-Length that is not the body's length is a request no HTTP server can read as sent (Prism holds it until its socket times out).
  const declared = out.headers.get("content-length");
  if (declared !== null && declared !== String(bodyLength(out.body)))
    return direct(handler, out, "its Content-Length is not its body's length");
  const strict = await through(proxy.strict, handler, out);
  if (strict.unreachable) return direct(handler, out, `Prism would not take it: ${strict.unreachable}`);
  if (strict.entry.answer) {
    const { status } = strict.entry.answer;
    // Prism's proxy follows a redirect and checks where it leads, not our 3xx (the upstream answers its second request 502).
    if (redirect(status)) {
      tally.unchecked.push(`${describeRequest(out)} (answered ${status}: Prism follows redirects)`);
      tally.last = { way: "direct", refusal: "", status };
      return strict.entry.answer;
    }
    tally.strict++;
    tally.last = { way: "strict", refusal: "", status };
    const findings = answerFindings(strict.prism, out);
    if ((strict.prism?.status === 500 && strict.text.includes("https://stoplight.io/prism/errors#VIOLATIONS")) || findings.length) {
      const detail = findings.length ? JSON.stringify(findings, null, 1) : strict.text;
      throw new Error(`Prism: the answer ${status} to ${describeRequest(out)} is not the documented one:\n${detail.slice(0, 3000)}`);
    }
    return strict.entry.answer;
  }
  // Prism refused the request: not one the document describes. Any other error is Prism failing to pass it on.
  if (!REFUSALS.test(strict.text))
    return direct(handler, out, `Prism could not pass it on: ${strict.prism?.status} ${strict.text.slice(0, 200)}`);
  const refusal = `${strict.prism?.status} ${strict.text.slice(0, 1500)}`;
  const lenient = await through(proxy.lenient, handler, out);
  const answer = lenient.entry.answer;
  if (!answer) {
    // Prism could not read the request at all (a body that is not the JSON its content type says).
    return direct(handler, out, lenient.unreachable ?? `Prism: ${lenient.prism?.status} ${lenient.text.slice(0, 200)}`);
  }
  if (redirect(answer.status)) {
    // A plain form post answers 303 back to its page, carrying the refusal: not a success, and Prism follows it.
    tally.unchecked.push(`${describeRequest(out)} (answered ${answer.status}: Prism follows redirects)`);
    tally.last = { way: "direct", refusal, status: answer.status };
    return answer;
  }
  tally.lenient++;
  tally.last = { way: "lenient", refusal, status: answer.status };
  const ofAnswer = answerFindings(lenient.prism, out);
  if (ofAnswer.length) {
    throw new Error(
      `Prism: the answer ${answer.status} to ${describeRequest(out)} is not the documented one:\n${JSON.stringify(ofAnswer, null, 1).slice(0, 3000)}`,
    );
  }
  if (answer.status < 300) {
    throw new Error(
      `Prism: ${describeRequest(out)} was answered ${answer.status}, but the document does not describe that request:\n${refusal}`,
    );
  }
  return answer;
}
