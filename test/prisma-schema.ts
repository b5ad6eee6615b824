/**
 * A small reader of prisma/schema.prisma that tells what the database must
 * hold: tables, columns (type, nullability), primary keys, unique and plain
 * indexes, and foreign keys. It understands the subset of the schema language
 * this project uses and fails loudly on anything else, so the parity test can
 * never pass by ignoring a new construct.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export type ScalarType = "Int" | "String" | "DateTime" | "Boolean" | "Float" | "Bytes";
export interface Column {
  name: string;
  type: ScalarType;
  nullable: boolean;
}
export interface Index {
  name: string;
  table: string;
  columns: string[];
  unique: boolean;
}
export interface ForeignKey {
  table: string;
  columns: string[];
  references: string;
  referencedColumns: string[];
  onDelete: string;
}
export interface Expected {
  tables: Map<string, { columns: Column[]; primaryKey: string[] }>;
  indexes: Index[];
  foreignKeys: ForeignKey[];
}

const SCALARS = new Set(["Int", "String", "DateTime", "Boolean", "Float", "Bytes"]);
const REFERENTIAL: Record<string, string> = {
  Cascade: "CASCADE",
  SetNull: "SET NULL",
  Restrict: "RESTRICT",
  NoAction: "NO ACTION",
  SetDefault: "SET DEFAULT",
};

export function readSchema(file = path.join(process.cwd(), "prisma/schema.prisma")): Expected {
  const text = readFileSync(file, "utf8").replace(/\/\/.*$/gm, "");
  const models = [...text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)];
  const modelNames = new Set(models.map((m) => m[1]));
  const out: Expected = { tables: new Map(), indexes: [], foreignKeys: [] };
  for (const [, model, body] of models) {
    const columns: Column[] = [];
    let primaryKey: string[] = [];
    for (const raw of body.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith("@@")) {
        const m = line.match(/^@@(index|unique|id)\(\[([^\]]+)\]\)$/);
        if (!m) throw new Error(`parity reader: unsupported block attribute in ${model}: ${line}`);
        const cols = m[2].split(",").map((s) => s.trim());
        if (m[1] === "id") primaryKey = cols;
        else
          out.indexes.push({
            name: `${model}_${cols.join("_")}_${m[1] === "unique" ? "key" : "idx"}`,
            table: model,
            columns: cols,
            unique: m[1] === "unique",
          });
        continue;
      }
      const f = line.match(/^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/);
      if (!f) throw new Error(`parity reader: unsupported line in ${model}: ${line}`);
      const [, name, type, list, optional, attrs] = f;
      if (modelNames.has(type)) {
        const rel = attrs.match(/@relation\(fields:\s*\[([^\]]+)\],\s*references:\s*\[([^\]]+)\](?:,\s*onDelete:\s*(\w+))?\)/);
        if (rel) {
          out.foreignKeys.push({
            table: model,
            columns: rel[1].split(",").map((s) => s.trim()),
            references: type,
            referencedColumns: rel[2].split(",").map((s) => s.trim()),
            onDelete: REFERENTIAL[rel[3] ?? (optional ? "SetNull" : "Restrict")],
          });
        }
        continue;
      }
      if (!SCALARS.has(type) || list) throw new Error(`parity reader: unsupported type ${type}${list ?? ""} in ${model}.${name}`);
      if (/@map|@db\./.test(attrs)) throw new Error(`parity reader: @map/@db not supported (${model}.${name})`);
      columns.push({ name, type: type as ScalarType, nullable: Boolean(optional) });
      if (/@id\b/.test(attrs)) primaryKey = [name];
      if (/@unique\b/.test(attrs)) out.indexes.push({ name: `${model}_${name}_key`, table: model, columns: [name], unique: true });
    }
    out.tables.set(model, { columns, primaryKey });
  }
  return out;
}
