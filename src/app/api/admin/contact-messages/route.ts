import { json } from "@/server/http/errors";
import { pageParams } from "@/server/http/query";
import { adminRoute } from "@/server/http/route";
import { listContactMessages } from "@/server/messages/messages";

export const GET = adminRoute(async ({ req }) => json(await listContactMessages(pageParams(req))));
