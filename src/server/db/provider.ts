import path from "node:path";

/** The file path inside a `file:` SQLite URL, resolved against the working directory. */
export function sqliteFilePath(url: string): string {
  const p = url.replace(/^file:/, "").replace(/\?.*$/, "");
  return path.resolve(p);
}
