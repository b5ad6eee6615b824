import "server-only";
import type { SettingEntry } from "@/lib/types";
import { isImageKey, SETTING_KEYS, type ImageKey, type SettingKey } from "@/lib/validation/settings";
import { audit } from "@/server/audit";
import { invalidate, TAGS } from "@/server/cache";
import { db } from "@/server/db/client";

/** The eleven public settings (business details and website images), each once, "" when unset. */
export async function getPublicSettings(): Promise<SettingEntry[]> {
  const rows = await db.setting.findMany({ where: { key: { in: [...SETTING_KEYS] } }, select: { key: true, value: true } });
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return SETTING_KEYS.map((key) => ({ key, value: byKey.get(key) ?? "" }));
}

export async function getSettingsMap(): Promise<Record<SettingKey, string>> {
  return Object.fromEntries((await getPublicSettings()).map((s) => [s.key, s.value])) as Record<SettingKey, string>;
}

/** Saves one setting. For the image keys an empty value keeps the current image. */
export async function updateSetting(key: SettingKey, value: string, actor: string): Promise<SettingEntry> {
  const current = await db.setting.findUnique({ where: { key } });
  if (isImageKey(key) && value === "") return { key, value: current?.value ?? "" };
  if (current?.value === value) return { key, value };
  await db.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
  await audit({ actor, action: "update", entity: "Setting", entityId: key, before: current?.value ?? null, after: value });
  invalidate(TAGS.settings);
  return { key, value };
}

/**
 * Puts a website image back to its default: the stored URL goes, and the
 * pages show their built-in picture again. (Saving an empty value keeps the
 * current image, so clearing needs its own call.)
 */
export async function resetImageSetting(key: ImageKey, actor: string): Promise<SettingEntry> {
  const current = await db.setting.findUnique({ where: { key } });
  if (!current) return { key, value: "" };
  await db.setting.delete({ where: { key } });
  await audit({ actor, action: "update", entity: "Setting", entityId: key, before: current.value, after: "" });
  invalidate(TAGS.settings);
  return { key, value: "" };
}
