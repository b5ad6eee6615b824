// The `compression` middleware as http-server/api-cache.test.ts uses it (the package ships no types).
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export default function compression(options?: {
    threshold?: number | string;
  }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
