import { isImageKey, isSettingKey, settingValueSchema } from "@/lib/validation/settings";
import { readBody } from "@/server/http/body";
import { badRequest, json } from "@/server/http/errors";
import { adminRoute } from "@/server/http/route";
import { resetImageSetting, updateSetting } from "@/server/settings/settings";

export const PUT = adminRoute<{ key: string }>(async ({ req, params, session }) => {
  if (!isSettingKey(params.key)) throw badRequest(`key: unknown setting "${params.key.slice(0, 60)}"`, { key: "Unknown setting" });
  const { value } = await readBody(req, settingValueSchema(params.key), 16 * 1024);
  return json(await updateSetting(params.key, value, session.admin.username));
});

/** A website image back to its default picture (only the image keys have one). */
export const DELETE = adminRoute<{ key: string }>(async ({ params, session }) => {
  if (!isImageKey(params.key))
    throw badRequest(`key: only a website image can be reset to its default`, { key: "Only a website image can be reset to its default" });
  return json(await resetImageSetting(params.key, session.admin.username));
});
