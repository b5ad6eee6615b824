import "server-only";
import { startOfDayIn, todayIn } from "@/lib/dates";
import { env } from "@/env";

/** Today's date (YYYY-MM-DD) where the business is (BUSINESS_TIME_ZONE). */
export const businessToday = (now: Date = new Date()): string => todayIn(env.BUSINESS_TIME_ZONE, now);

/** A quote is valid through the whole of its valid-until day in the business's time zone. */
export const isPastValidUntil = (validUntil: string, now: Date = new Date()): boolean => businessToday(now) > validUntil;

/** The instant the business's day `isoDate` begins (midnight in BUSINESS_TIME_ZONE, as a UTC instant). */
export const businessDayStart = (isoDate: string): Date => startOfDayIn(isoDate, env.BUSINESS_TIME_ZONE);
