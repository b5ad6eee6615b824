// @ts-check
// The process's Prometheus metrics (prom-client), served by http-server/index.mjs
// at GET /metrics. One registry per process, kept on globalThis: the server
// loads this file from disk and the app from its bundle, and both count into it.
import client from "prom-client";

const KEY = Symbol.for("storefront.metrics");

/**
 * Values only their owner can read at scrape time (the render queue is the
 * server's, the e-mail and webhook backlogs are in the database the app
 * reads): each owner sets its reader here with `provide`.
 * @type {{ renderQueue?: () => number, emailBacklog?: () => Promise<number>, webhookBacklog?: () => Promise<number> }}
 */
const sources = {};

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    sources,
    requests: new client.Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      registers,
    }),
    duration: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request (until its last byte is handed to the system), by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cacheLookups: new client.Counter({
      name: "storefront_cache_lookups_total",
      help: "Lookups in the server's own caches of pages and API answers, by cache and result (hit or miss)",
      labelNames: ["cache", "result"],
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: "storefront_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by limit",
      labelNames: ["limit"],
      registers,
    }),
    serverErrors: new client.Counter({
      name: "storefront_server_errors_total",
      help: "Answers with a 5xx status",
      registers,
    }),
    renderQueue: new client.Gauge({
      name: "storefront_render_queue_length",
      help: "Page renders waiting for a slot (RENDER_CONCURRENCY)",
      registers,
      collect() {
        if (sources.renderQueue) this.set(sources.renderQueue());
      },
    }),
    emailBacklog: new client.Gauge({
      name: "storefront_email_backlog",
      help: "Quote requests whose e-mails are not sent yet and will be tried again",
      registers,
      async collect() {
        if (sources.emailBacklog) this.set(await sources.emailBacklog().catch(() => NaN));
      },
    }),
    webhookBacklog: new client.Gauge({
      name: "storefront_webhook_backlog",
      help: "Webhook deliveries not delivered yet that will be tried (again), all instances together",
      registers,
      async collect() {
        if (sources.webhookBacklog) this.set(await sources.webhookBacklog().catch(() => NaN));
      },
    }),
    webhookFailures: new client.Counter({
      name: "storefront_webhook_delivery_failures_total",
      help: "Webhook delivery attempts of this instance that failed (network error, timeout, an answer other than 2xx, a refused address)",
      registers,
    }),
    webhookDeliveries: new client.Counter({
      name: "storefront_webhook_deliveries_total",
      help: "Webhook delivery attempts of this instance, by result (succeeded or failed)",
      labelNames: ["result"],
      registers,
    }),
  };
}

const global = /** @type {{ [KEY]?: ReturnType<typeof create> }} */ (globalThis);
export const metrics = (global[KEY] ??= create());

/**
 * Sets the reader of a value the gauges take at scrape time.
 * @template {keyof typeof sources} K
 * @param {K} name
 * @param {(typeof sources)[K]} read
 */
export function provide(name, read) {
  metrics.sources[name] = read;
}
