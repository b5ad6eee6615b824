/**
 * A received message read the way a mail app does, just enough for what
 * nodemailer writes: nested multiparts (mixed, alternative), base64 and
 * quoted-printable bodies, encoded-word subjects and file names. Used by the
 * e2e SMTP sink and the database tests' SMTP server alike.
 */
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
  /** The HTML part ("" when the mail has none). */
  html: string;
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

function walk(part: Part, mail: Pick<SinkMail, "text" | "html" | "attachments">): void {
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
    // SMTP carries lines ended by CRLF; a reader sees line breaks.
    mail.text += content.toString("utf8").replace(/\r\n/g, "\n");
  } else if (mime === "text/html") {
    mail.html += content.toString("utf8").replace(/\r\n/g, "\n");
  }
}

export function parseMail(raw: Buffer, envelope: { from: string; to: string[] }): SinkMail {
  const top = splitPart(raw);
  const mail: SinkMail = {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(top.headers.get("subject") ?? ""),
    text: "",
    html: "",
    attachments: [],
    receivedAt: new Date().toISOString(),
  };
  walk(top, mail);
  return mail;
}
