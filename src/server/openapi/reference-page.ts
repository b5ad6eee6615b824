import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The interactive reference at /api/docs: Swagger UI's own prebuilt bundle,
 * served from node_modules by this site (no CDN: the site's policy allows
 * scripts from this origin only, and it may run offline). The page has no
 * inline script, so the policy every page gets holds as it is.
 */

const BUNDLE_DIR = path.join(process.cwd(), "node_modules", "swagger-ui-dist");

/** The start script: Swagger UI on the document, in the page's #reference element. */
const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#reference",
    deepLinking: true,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    validatorUrl: null,
    withCredentials: true,
  });
});
`;

/** The files the page loads, by the name it asks for. */
const ASSETS: Record<string, { file?: string; text?: string; type: string }> = {
  "swagger-ui.css": { file: "swagger-ui.css", type: "text/css; charset=utf-8" },
  "swagger-ui-bundle.js": { file: "swagger-ui-bundle.js", type: "text/javascript; charset=utf-8" },
  "init.js": { text: INIT_SCRIPT, type: "text/javascript; charset=utf-8" },
};

export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>API reference | US Plastic Supply</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript><p>The interactive reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const cache = new Map<string, Uint8Array>();

/** One of the page's files, or null for any other name. */
export async function referenceAsset(name: string): Promise<{ body: Uint8Array; type: string } | null> {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return null;
  let body = cache.get(name);
  if (!body) {
    body =
      asset.text !== undefined ? new TextEncoder().encode(asset.text) : new Uint8Array(await readFile(path.join(BUNDLE_DIR, asset.file!)));
    cache.set(name, body);
  }
  return { body, type: asset.type };
}
