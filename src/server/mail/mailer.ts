import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/env";
import type { MailContent, RenderedMail } from "./content";
import { renderHtml } from "./render-html";
import { renderText } from "./render-text";

/** An e-mail to send: its content is written out as a text part and an HTML part (content.ts). */
export interface Mail {
  to: string;
  content: MailContent;
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
  transport = mailEnabled()
    ? nodemailer.createTransport(env.SMTP_URL!, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : null;
  return transport;
}

/** Both parts of a mail, from the one content. */
export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

export async function sendMail(mail: Mail): Promise<void> {
  const t = transporter();
  if (!t) throw new Error("E-mail is not configured (SMTP_URL and MAIL_FROM)");
  const { subject, text, html } = renderMail(mail.content);
  await t.sendMail({ from: env.MAIL_FROM, to: mail.to, subject, text, html, replyTo: mail.replyTo, attachments: mail.attachments });
}
