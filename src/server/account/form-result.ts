import "server-only";
import { HttpError } from "@/server/http/errors";
import { formAnswer } from "./form-answer";

/**
 * A plain form's write (a page used without scripts): the work's outcome goes
 * back to the page as `?done=` or `?error=` (303), which the page shows. Only
 * refusals we name are passed on; anything else stays a 500 without details.
 */
export async function formResult(page: string, done: string, work: () => Promise<unknown>): Promise<Response> {
  const sep = page.includes("?") ? "&" : "?";
  try {
    await work();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return formAnswer(`${page}${sep}error=${encodeURIComponent(error.message.slice(0, 300))}`);
  }
  return formAnswer(`${page}${sep}done=${encodeURIComponent(done)}`);
}
