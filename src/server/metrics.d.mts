import type { Counter, Gauge, Histogram, Registry } from "prom-client";
interface Sources {
  renderQueue?: () => number;
  emailBacklog?: () => Promise<number>;
  webhookBacklog?: () => Promise<number>;
}
export const metrics: {
  registry: Registry;
  sources: Sources;
  requests: Counter<"method" | "route" | "status">;
  duration: Histogram<"method" | "route" | "status">;
  cacheLookups: Counter<"cache" | "result">;
  rateLimitRefusals: Counter<"limit">;
  serverErrors: Counter;
  renderQueue: Gauge;
  emailBacklog: Gauge;
  webhookBacklog: Gauge;
  webhookFailures: Counter;
  webhookDeliveries: Counter<"result">;
};
export function provide<K extends keyof Sources>(name: K, read: NonNullable<Sources[K]>): void;
