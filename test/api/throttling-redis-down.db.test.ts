/**
 * REDIS_URL set but Redis unreachable: every limit still holds, counted in
 * memory (the Redis limiter's insurance) instead of failing the request.
 */
import "../redis-unreachable";
import { disconnectRateLimitStore } from "@/server/rate-limit";
import { throttlingSuite } from "../throttling-suite";

beforeAll(() => {
  // The store's warning that Redis is unreachable is expected here.
  jest.spyOn(console, "warn").mockImplementation(() => {});
});

throttlingSuite();

afterAll(() => disconnectRateLimitStore());
