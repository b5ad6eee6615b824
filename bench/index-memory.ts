// Heap held by the in-memory catalogue index (src/server/catalog/search/catalog-index.ts):
// the heap after one build minus before it, each after forced garbage collection,
// against the database named by DATABASE_URL / DATA_DIR. After `npm run bench:spec`
// (its SQLite file stays in /tmp/storefront-bench-spec/data):
//   DATA_DIR=/tmp/storefront-bench-spec/data NODE_OPTIONS=--expose-gc npx tsx --conditions=react-server bench/index-memory.ts
import { catalogIndex } from "@/server/catalog/search/catalog-index";
import { db } from "@/server/db/client";
const gc = (globalThis as { gc?: () => void }).gc!;
async function main() {
  await db.catalogVersion.findUnique({ where: { id: 1 } });
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const index = await catalogIndex();
  const ms = performance.now() - t0;
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  console.log(
    JSON.stringify({
      products: index.ids.length,
      vocabulary: index.vocabulary.size,
      buildMs: Math.round(ms),
      heapMB: Math.round((after - before) / 1e5) / 10,
    }),
  );
  process.exit(0);
}
void main();
