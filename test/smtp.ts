/** A real SMTP server on a loopback port that keeps what it receives, for e-mail tests. */
import { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export async function startSmtp(opts: { failFirst?: number } = {}): Promise<{ url: string; received: Received[]; stop(): Promise<void>; failures: number }> {
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
        received.push({ from: String(session.envelope.mailFrom && session.envelope.mailFrom.address), to: session.envelope.rcptTo.map((r) => r.address), raw });
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
