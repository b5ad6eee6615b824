import "server-only";
import { cachedSettings } from "@/server/catalog/cached";

/** Shown when the setting is blank (business_name is required, but an old database may lack it). */
export const DEFAULT_BUSINESS_NAME = "US Plastic Supply Co.";

export async function businessName(): Promise<string> {
  return (await cachedSettings()).business_name || DEFAULT_BUSINESS_NAME;
}
