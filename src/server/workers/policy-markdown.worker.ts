import { renderPolicyMarkdown } from "@/server/policies/markdown";
import { serveWorker } from "./serve";

serveWorker((markdown: string) => renderPolicyMarkdown(markdown));
