/**
 * The API tests through Stoplight Prism (test/prism.ts): starts the two Prism
 * processes once, then runs Jest (its arguments are this script's) with every
 * call() going through them. Each suite's handlers answer on one port in turn,
 * so Jest runs in band.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { startPrisms } from "../test/prism";

const root = path.join(__dirname, "..");

function jest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules", ".bin", "jest"), args, { cwd: root, stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (e) => {
      console.error(e.message);
      resolve(1);
    });
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

async function main(): Promise<number> {
  const port = await freePort();
  const prisms = await startPrisms(`http://127.0.0.1:${port}`);
  let code = 1;
  try {
    code = await jest(["--selectProjects", "db", "--runInBand", ...process.argv.slice(2)], {
      ...process.env,
      PRISM_CONTRACT: "1",
      PRISM_CONTRACT_SHARED: JSON.stringify({ strict: prisms.strict, lenient: prisms.lenient, port }),
    });
  } finally {
    const exited = prisms.exited();
    if (exited) {
      // Calls after that went unchecked (or failed): the run proves nothing, whatever Jest said.
      console.error(`FAIL: ${exited}`);
      code = 1;
    }
    prisms.stop();
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
