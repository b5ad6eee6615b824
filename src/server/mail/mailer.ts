import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

let transport: Transporter | null | undefined;

/** Whether outgoing e-mail is configured (SMTP_URL and MAIL_FROM). */
export function mailEnabled(): boolean {
  return Boolean(env.SMTP_URL && env.MAIL_FROM);
}

function transporter(): Transporter | null {
  if (transport !== undefined) return transport;
  transport = mailEnabled() ? nodemailer.createTransport(env.SMTP_URL!, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) : null;
  return transport;
}

export async function sendMail(mail: Mail): Promise<void> {
  const t = transporter();
  if (!t) throw new Error("E-mail is not configured (SMTP_URL and MAIL_FROM)");
  await t.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, attachments: mail.attachments });
}
