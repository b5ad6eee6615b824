/**
 * An endpoint failing for 3 days is disabled, once, and the admin is told by
 * e-mail (through a real SMTP server on a loopback port) with a link to it.
 */
import { parsed, useMailTestDatabase, waitFor } from "../smtp";

const SITE = "https://shop.usplastic.example";
process.env.SITE_URL = SITE;

const smtp = useMailTestDatabase();

test("the admin's address gets one e-mail naming the endpoint and linking to its page", async () => {
  const { db } = await import("@/server/db/client");
  const { createDispatcher, DISABLE_AFTER_MS } = await import("@/server/webhooks/dispatcher");
  const { recordEvent } = await import("@/server/webhooks/outbox");
  const { sealSecret, newSecret } = await import("@/server/webhooks/secret");
  // Nothing listens on port 9 of 127.0.0.1: every attempt fails.
  const endpoint = await db.webhookEndpoint.create({
    data: {
      url: "http://127.0.0.1:9/hooks",
      description: "Old ERP",
      events: JSON.stringify(["quote.sent"]),
      secretSealed: sealSecret(newSecret()),
      failingSince: new Date(Date.now() - DISABLE_AFTER_MS - 60_000),
    },
  });
  await db.$transaction((tx) => recordEvent(tx, "quote.sent", { quoteRequestId: 1, version: 1 }));
  await db.$transaction((tx) => recordEvent(tx, "quote.sent", { quoteRequestId: 2, version: 1 }));
  const d = createDispatcher({ allowPrivate: true });
  await d.runOnce();
  await d.runOnce();

  expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({
    enabled: false,
    disabledReason: "Every delivery failed for 3 days",
  });
  await waitFor(() => smtp.received.some((m) => parsed(m).subject === "Webhook endpoint disabled"));
  const mails = smtp.received.map(parsed).filter((m) => m.subject === "Webhook endpoint disabled");
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toContain("admin@example.com");
  expect(mails[0].text).toContain("http://127.0.0.1:9/hooks");
  expect(mails[0].text).toContain("Old ERP");
  expect(mails[0].text).toContain(`${SITE}/admin/webhooks/${endpoint.id}`);
});
