// The production HTTP server: Next's request handler behind Node's http server.
// Unlike `next start` it (1) records the real client address for rate limits
// (Next only fills X-Forwarded-For when absent, so a client could pick its own
// key) and (2) drains in-flight requests on SIGTERM/SIGINT before exiting.
import http from "node:http";
import next from "next";
import { loadDotEnv, root } from "./lib.mjs";

loadDotEnv();
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const trustProxy = /^(1|true)$/i.test(process.env.TRUST_PROXY || "");

const app = next({ dev: false, dir: root, port, hostname: hostname === "0.0.0.0" ? "localhost" : hostname });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  const socketIp = req.socket.remoteAddress || "unknown";
  if (trustProxy) {
    const prior = req.headers["x-forwarded-for"];
    req.headers["x-forwarded-for"] = prior ? `${prior}, ${socketIp}` : socketIp;
  } else {
    req.headers["x-forwarded-for"] = socketIp;
  }
  handle(req, res).catch((e) => {
    console.error(e);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "Internal server error" }));
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port}`));

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: finishing in-flight requests, then exiting`);
  server.close(() => process.exit(0));
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(0), 15_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
