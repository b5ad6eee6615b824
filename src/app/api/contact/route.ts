import { contactSchema, isHoneypotFilled } from "@/lib/validation/contact";
import { readJson, validate } from "@/server/http/body";
import { json, tooManyRequests } from "@/server/http/errors";
import { clientIp } from "@/server/http/request-info";
import { publicRoute } from "@/server/http/route";
import { notifyContactMessage } from "@/server/mail/notify";
import { createContactMessage } from "@/server/messages/messages";
import { consume, LIMITS } from "@/server/rate-limit";

export const POST = publicRoute(async ({ req }) => {
  const body = await readJson(req, 16 * 1024);
  // A filled honeypot is a bot: it is told "sent" and nothing is stored.
  if (isHoneypotFilled(body)) return json({ success: true, message: "Message sent" }, 201);
  const input = validate(contactSchema, body);
  const limit = await consume(LIMITS.contact, clientIp(req));
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, "Too many messages. Please try again later.");
  const message = await createContactMessage(input);
  notifyContactMessage(message);
  return json({ success: true, message: "Message sent", id: message.id }, 201);
});
