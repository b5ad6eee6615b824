import "server-only";
import { badRequest } from "@/server/http/errors";
import { runWorker, WorkerLimitError, type WorkerKind } from "@/server/workers/run-worker";
import { escapeHtml } from "./markdown";

/**
 * marked's time grows far faster than its input on some shapes: 50,000
 * characters of "[a](" repeated kept a thread busy for minutes. So Markdown is
 * rendered in a worker with a time limit, never on the server's own thread:
 * a text that needs longer is refused when the admin saves it, and a page
 * whose stored text still runs over shows it as plain text.
 */
const MARKDOWN_WORKER: WorkerKind = { name: "policy-markdown", heapMb: 64, timeoutMs: 5_000, concurrency: 1, idleMs: 60_000 };

export const TOO_COMPLEX = "The text is too complex to format: simplify its links, brackets or emphasis";

/** The policy's HTML; throws WorkerLimitError when the text takes too long or too much memory. */
export function renderPolicy(markdown: string): Promise<string> {
  return runWorker<string, string>(MARKDOWN_WORKER, markdown);
}

/** Renders the text the admin is saving, refusing (400 on `body`) one the page could not show. */
export async function checkPolicyRenders(markdown: string): Promise<void> {
  try {
    await renderPolicy(markdown);
  } catch (error) {
    if (error instanceof WorkerLimitError) throw badRequest(TOO_COMPLEX, { body: TOO_COMPLEX });
    throw error;
  }
}

/** The page's HTML, or the text escaped as paragraphs when rendering runs over its limits. */
export async function renderPolicyForPage(markdown: string): Promise<string> {
  try {
    return await renderPolicy(markdown);
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error;
    return markdown
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("\n");
  }
}
