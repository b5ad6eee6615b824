/** Throttling with the limit counters in this process's memory (no REDIS_URL). */
import { throttlingSuite } from "../throttling-suite";

throttlingSuite();
