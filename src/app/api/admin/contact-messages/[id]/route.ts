import { parseId } from "@/server/http/body";
import { json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { deleteContactMessage } from "@/server/messages/messages";

export const DELETE = adminRoute<{ id: string }>(async ({ params, session }) => {
  await deleteContactMessage(parseId(params.id), session.admin.username);
  return json({ success: true, message: "Message deleted successfully" });
});
