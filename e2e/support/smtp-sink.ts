/**
 * A real SMTP server for the e2e run (Playwright globalSetup): the e2e server
 * sends its mail here (SMTP_URL in playwright.config.ts), and each message is
 * written as a JSON file that specs read with waitForMail. The MIME is read
 * just enough for what nodemailer writes: nested multiparts, base64 and
 * quoted-printable bodies, encoded-word subjects and file names.
 */
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "../../playwright.config";

export interface SinkAttachment {
  filename: string;
  contentType: string;
  size: number;
  base64: string;
}

export interface SinkMail {
  from: string;
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  text: string;
  attachments: SinkAttachment[];
  receivedAt: string;
}

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

function splitPart(raw: Buffer): Part {
  const text = raw.toString("latin1");
  const m = /\r?\n\r?\n/.exec(text);
  const head = m ? text.slice(0, m.index) : text;
  const body = m ? raw.subarray(Buffer.byteLength(text.slice(0, m.index + m[0].length), "latin1")) : Buffer.alloc(0);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A header's parameter: boundary, charset, filename (quoted or not, RFC 2231 continuations joined). */
function param(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const plain = new RegExp(`(?:^|;)\\s*${name}="?([^";]*)"?`, "i").exec(header);
  if (plain) return decodeWords(plain[1]);
  const pieces = [...header.matchAll(new RegExp(`;\\s*${name}\\*(\\d+)?\\*?="?([^";]*)"?`, "gi"))];
  if (pieces.length === 0) return undefined;
  const joined = pieces.map((p) => p[2]).join("");
  const value = joined.replace(/^[\w-]*'[\w-]*'/, "");
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function decodeQp(s: string): Buffer {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, t: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(t, "base64").toString("utf8") : decodeQp(t.replace(/_/g, " ")).toString("utf8"),
    );
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.toString("latin1").replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") return decodeQp(part.body.toString("latin1"));
  return part.body;
}

function walk(part: Part, mail: Pick<SinkMail, "text" | "attachments">): void {
  const type = part.headers.get("content-type") ?? "text/plain";
  const mime = type.split(";")[0].trim().toLowerCase();
  if (mime.startsWith("multipart/")) {
    const boundary = param(type, "boundary");
    if (!boundary) return;
    const body = part.body.toString("latin1");
    const chunks = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?[ \\t]*\\r?\\n?`));
    // The first chunk is the preamble, the last the epilogue.
    for (const chunk of chunks.slice(1, -1)) walk(splitPart(Buffer.from(chunk, "latin1")), mail);
    return;
  }
  const disposition = part.headers.get("content-disposition");
  const filename = param(disposition, "filename") ?? param(type, "name");
  const content = decodeBody(part);
  if (filename || disposition?.toLowerCase().startsWith("attachment")) {
    mail.attachments.push({ filename: filename ?? "", contentType: mime, size: content.length, base64: content.toString("base64") });
  } else if (mime === "text/plain") {
    mail.text += content.toString("utf8");
  }
}

export function parseMail(raw: Buffer, envelope: { from: string; to: string[] }): SinkMail {
  const top = splitPart(raw);
  const mail: SinkMail = { from: envelope.from, to: envelope.to, subject: decodeWords(top.headers.get("subject") ?? ""), text: "", attachments: [], receivedAt: new Date().toISOString() };
  walk(top, mail);
  return mail;
}

/** Playwright globalSetup: the sink runs for the whole run; the returned function stops it. */
export default async function startSmtpSink(): Promise<() => Promise<void>> {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        try {
          const mail = parseMail(Buffer.concat(chunks), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          const name = `${String(++count).padStart(4, "0")}-${Date.now()}.json`;
          // Written whole under another name first, so a reader never sees half a file.
          fs.writeFileSync(path.join(E2E_MAIL_DIR, `.${name}`), JSON.stringify(mail, null, 2));
          fs.renameSync(path.join(E2E_MAIL_DIR, `.${name}`), path.join(E2E_MAIL_DIR, name));
          callback();
        } catch (e) {
          callback(e instanceof Error ? e : new Error(String(e)));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(e.code === "EADDRINUSE" ? new Error(`The e2e SMTP sink's port ${E2E_SMTP_PORT} is in use (another run on E2E_PORT ${E2E_SMTP_PORT - 1000}?)`) : e),
    );
    server.listen(E2E_SMTP_PORT, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message the sink has received so far, oldest first. */
export function readMail(): SinkMail[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.endsWith(".json") && !f.startsWith("."))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, f), "utf8")) as SinkMail);
}

/** The first message that `match` accepts, waiting for it (the app sends mail after it answers). */
export async function waitForMail(match: (m: SinkMail) => boolean, { timeout = 20_000 } = {}): Promise<SinkMail> {
  const end = Date.now() + timeout;
  for (;;) {
    const found = readMail().find(match);
    if (found) return found;
    if (Date.now() > end) {
      const seen = readMail().map((m) => `${m.to.join(",")}: ${m.subject}`);
      throw new Error(`No such e-mail within ${timeout} ms. Received:\n${seen.join("\n") || "(none)"}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
