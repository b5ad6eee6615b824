import "server-only";
import { badRequest } from "./errors";

/**
 * Optional ?page=&pageSize= (both positive; pageSize at most `maxPageSize`).
 * Absent: undefined, and the caller decides what a list without paging answers.
 */
export function pageParams(req: Request, maxPageSize = 200): { page: number; pageSize: number } | undefined {
  const sp = new URL(req.url).searchParams;
  const page = sp.get("page");
  const size = sp.get("pageSize");
  if (page === null && size === null) return undefined;
  const p = Number(page ?? "1");
  const s = Number(size ?? "50");
  if (!Number.isInteger(p) || p < 1 || p > 1_000_000)
    throw badRequest("page: must be a whole number of at least 1", { page: "must be a whole number of at least 1" });
  if (!Number.isInteger(s) || s < 1 || s > maxPageSize) {
    const rule = `must be a whole number from 1 to ${maxPageSize}`;
    throw badRequest(`pageSize: ${rule}`, { pageSize: rule });
  }
  return { page: p, pageSize: s };
}
