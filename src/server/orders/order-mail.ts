import "server-only";
import { env } from "@/env";
import type { OrderStatus } from "@/lib/orders";
import { db } from "@/server/db/client";
import { mailEnabled } from "@/server/mail/mailer";
import { track } from "@/server/mail/notify";
import { orderStatusMail } from "@/server/mail/order-templates";
import { deliver } from "@/server/mail/quote-mail";
import { getSettingsMap } from "@/server/settings/settings";
import { logger } from "@/server/logger.mjs";

/** The order's page in the buyer's account: signing in with the order's address opens it. */
export const accountOrderUrl = (number: string): string => `${env.siteUrl}/account/orders/${number}`;

async function sendStatusMail(id: number): Promise<void> {
  const order = await db.order.findUnique({ where: { id } });
  if (!order) return;
  const settings = await getSettingsMap();
  const content = orderStatusMail({
    ...order,
    status: order.status as OrderStatus,
    business: settings.business_name || "Our sales team",
    url: accountOrderUrl(order.number),
  });
  await deliver({ to: order.buyerEmail, content, replyTo: settings.business_email || undefined }, `order ${order.number} ${order.status}`);
}

/** Fire-and-forget after a status change is stored. */
export function notifyOrderStatus(id: number): void {
  if (!mailEnabled()) return;
  track(sendStatusMail(id).catch((e) => logger.error({ err: e }, "order status e-mail failed")));
}
