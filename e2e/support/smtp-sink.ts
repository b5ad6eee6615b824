/**
 * A real SMTP server for the e2e run (Playwright globalSetup): the e2e server
 * sends its mail here (SMTP_URL in playwright.config.ts), and each message is
 * written as a JSON file (test/mime.ts reads it) that specs read with waitForMail.
 */
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "../../playwright.config";
import { parseMail, type SinkMail } from "../../test/mime";

export type { SinkAttachment, SinkMail } from "../../test/mime";

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
      reject(
        e.code === "EADDRINUSE"
          ? new Error(`The e2e SMTP sink's port ${E2E_SMTP_PORT} is in use (another run on E2E_PORT ${E2E_SMTP_PORT - 1000}?)`)
          : e,
      ),
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
