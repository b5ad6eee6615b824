import "server-only";
import { cacheLife } from "next/cache";

/**
 * The current year, not a fixed one. Reading the clock makes a render dynamic
 * unless it is cached; a day's cache keeps every page static and still turns
 * over within a day of New Year.
 */
export async function copyrightYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}
