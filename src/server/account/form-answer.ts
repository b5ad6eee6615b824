import "server-only";
import { env } from "@/env";

/** A plain form's answer: back to a page of the site (303, so the browser GETs it), with any cookie to set. */
export function formAnswer(path: string, cookie?: string | string[]): Response {
  const headers = new Headers({ Location: `${env.siteUrl}${path}`, "Cache-Control": "no-store" });
  for (const c of [cookie ?? []].flat()) headers.append("Set-Cookie", c);
  return new Response(null, { status: 303, headers });
}
