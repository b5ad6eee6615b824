import "server-only";
import { badRequest } from "./errors";

/** Optional ?page=&pageSize= (both positive; pageSize at most 200). Absent: the whole list, as the spec's calls expect. */
export function pageParams(req: Request): { page: number; pageSize: number } | undefined {
  const sp = new URL(req.url).searchParams;
  const page = sp.get("page");
  const size = sp.get("pageSize");
  if (page === null && size === null) return undefined;
  const p = Number(page ?? "1");
  const s = Number(size ?? "50");
  if (!Number.isInteger(p) || p < 1 || p > 1_000_000) throw badRequest("page: must be a whole number of at least 1", { page: "must be a whole number of at least 1" });
  if (!Number.isInteger(s) || s < 1 || s > 200) throw badRequest("pageSize: must be a whole number from 1 to 200", { pageSize: "must be a whole number from 1 to 200" });
  return { page: p, pageSize: s };
}
