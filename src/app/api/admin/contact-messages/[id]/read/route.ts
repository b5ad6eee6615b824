import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { markMessageRead } from "@/server/messages/messages";

export const PUT = adminRoute<{ id: string }>(async ({ params }) => json(await markMessageRead(parseId(params.id))));
