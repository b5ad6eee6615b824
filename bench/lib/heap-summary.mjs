// What a V8 heap snapshot holds, by kind: strings, compiled code, the bytes of
// Buffers (native, outside the JS heap but owned by it), arrays, plain
// objects, and the rest by constructor name. Self sizes, so each byte counts once.
import { readFileSync } from "node:fs";

/** The snapshot's total and its `top` largest kinds, sizes in MB. */
export function summarizeHeapSnapshot(file, top = 12) {
  const snap = JSON.parse(readFileSync(file, "utf8"));
  const { node_fields: fields, node_types: nodeTypes } = snap.snapshot.meta;
  const [types] = nodeTypes;
  const step = fields.length;
  const [iType, iName, iSize] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const { nodes, strings } = snap;
  const kinds = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += step) {
    const type = types[nodes[i + iType]];
    const size = nodes[i + iSize];
    total += size;
    const name = strings[nodes[i + iName]];
    const kind = /string/.test(type)
      ? "strings (page text, payloads, source)"
      : type === "code"
        ? "compiled code"
        : name === "system / JSArrayBufferData"
          ? "Buffer bytes (pages kept and in flight)"
          : type === "array"
            ? "internal arrays"
            : `${type} ${name.slice(0, 40)}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + size);
  }
  const mb = (b) => +(b / 1048576).toFixed(1);
  return {
    totalMB: mb(total),
    kinds: [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([kind, size]) => ({ kind, MB: mb(size) })),
  };
}
