import "server-only";
import { db } from "@/server/db/client";
import { mailEnabled, sendMail } from "@/server/mail/mailer";
import { adminUrl } from "@/server/mail/templates";

/** Tells the admin (their account's address) that an endpoint was disabled; the admin screen shows it too. */
export async function notifyEndpointDisabled(endpointId: number, reason: string): Promise<void> {
  if (!mailEnabled()) return;
  const [endpoint, admin] = await Promise.all([
    db.webhookEndpoint.findUnique({ where: { id: endpointId }, select: { url: true, description: true } }),
    db.admin.findFirst({ orderBy: { id: "asc" }, select: { email: true } }),
  ]);
  if (!endpoint || !admin) return;
  await sendMail({
    to: admin.email,
    content: {
      subject: "Webhook endpoint disabled",
      blocks: [
        { type: "text", text: "A webhook endpoint was disabled: no event reaches it until you enable it again." },
        {
          type: "facts",
          rows: [
            { label: "Endpoint", value: endpoint.url },
            ...(endpoint.description ? [{ label: "Description", value: endpoint.description }] : []),
            { label: "Why", value: reason },
          ],
        },
        { type: "action", label: "Open the endpoint", url: adminUrl(`/admin/webhooks/${endpointId}`) },
      ],
    },
  });
}
