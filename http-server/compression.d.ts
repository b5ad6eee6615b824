// The compression package ships no types (and @types/compression describes it as Express middleware); the server
// calls it as plain Node middleware, before Next, with its defaults.
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
