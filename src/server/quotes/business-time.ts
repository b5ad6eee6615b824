import "server-only";
import { todayIn } from "@/lib/dates";
import { env } from "@/env";

/** Today's date (YYYY-MM-DD) where the business is (BUSINESS_TIME_ZONE). */
export const businessToday = (now: Date = new Date()): string => todayIn(env.BUSINESS_TIME_ZONE, now);

/** A quote is valid through the whole of its valid-until day in the business's time zone. */
export const isPastValidUntil = (validUntil: string, now: Date = new Date()): boolean => businessToday(now) > validUntil;
