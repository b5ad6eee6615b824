/** A real SMTP server on a loopback port that keeps what it receives, for e-mail tests. */
import { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type SinkMail } from "./mime";

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export async function startSmtp(
  opts: { failFirst?: number } = {},
): Promise<{ url: string; received: Received[]; stop(): Promise<void>; failures: number }> {
  const received: Received[] = [];
  const state = { failures: 0, toFail: opts.failFirst ?? 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        if (state.toFail > 0) {
          state.toFail--;
          state.failures++;
          const err = new Error("451 try again later") as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        received.push({
          from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get failures() {
      return state.failures;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message as a mail app reads it: subject, text part, HTML part, attachments. */
export const parsed = (m: Received): SinkMail => parseMail(Buffer.from(m.raw, "utf8"), { from: m.from, to: m.to });

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * A test file whose app sends e-mail, on its own migrated and seeded database.
 * Settings are read once, at the first import of src/env.ts, so the SMTP server
 * is started and its settings set before any app module (or test/db.ts) is
 * loaded: such a file imports app modules only inside its hooks and tests.
 * The returned server is filled in by beforeAll.
 */
export function useMailTestDatabase(opts: { failFirst?: number; businessEmail?: string } = {}): Smtp {
  let smtp: Smtp | undefined;
  const started = () => {
    if (!smtp) throw new Error("the SMTP server starts in beforeAll");
    return smtp;
  };
  beforeAll(async () => {
    smtp = await startSmtp({ failFirst: opts.failFirst });
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = "Sales <sales@usplastic.example>";
    await (await import("./db")).createDatabase();
    const { env } = await import("@/env");
    const { migrate } = await import("@/server/db/migrate");
    await migrate({ url: env.DATABASE_URL, provider: env.provider });
    const { seed } = await import("@/server/db/seed");
    await seed({ log: () => {} });
    if (opts.businessEmail) {
      const { db } = await import("@/server/db/client");
      await db.setting.update({ where: { key: "business_email" }, data: { value: opts.businessEmail } });
    }
  });
  afterAll(async () => {
    await (await import("@/server/mail/notify")).settleNotifications();
    const { db } = await import("@/server/db/client");
    await db.$disconnect();
    await (await import("./db")).dropDatabase();
    await smtp?.stop();
  });
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    get failures() {
      return started().failures;
    },
    stop: () => started().stop(),
  };
}

/** Waits until `fn` holds (e-mail is sent after the answer), or fails after `ms`. */
export async function waitFor(fn: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await fn())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}
