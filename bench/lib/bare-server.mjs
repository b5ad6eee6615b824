// Reference (b), the ceiling: fixed bodies served from memory by node:http,
// no framework. Usage: node bare-server.mjs PORT MANIFEST.json
import http from "node:http";
import { readFileSync } from "node:fs";

const [port, manifestFile] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const bodies = new Map(
  Object.entries(manifest).map(([p, { file, contentType }]) => {
    const body = readFileSync(file);
    return [p, { body, headers: { "content-type": contentType, "content-length": body.length } }];
  }),
);

const server = http.createServer((req, res) => {
  const hit = bodies.get(req.url);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, hit.headers);
  res.end(hit.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
