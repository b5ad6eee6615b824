import "server-only";
import Database from "better-sqlite3";
import { env } from "@/env";
import { sqliteFilePath } from "./provider";

/**
 * A second, read-only-by-use connection to the embedded SQLite file, for the
 * few hot reads whose rows are many and whose shape is fixed (the cards of a
 * search answer). Through the ORM's raw query each such read builds its rows
 * two or three times over in its query interpreter and adapter; under a
 * stream of new search terms that garbage was most of what the collector
 * promoted to the old space, and so what drove its full collections
 * (ADR 34). WAL lets this connection read while the ORM's connection writes;
 * it sees each write once committed, as any other reader does.
 *
 * null on PostgreSQL: callers keep their ORM path there.
 */
export interface SqliteReader {
  /** All rows of a SELECT, as objects keyed by column name; the statement is prepared once per text. */
  all<T>(sql: string, ...params: unknown[]): T[];
}

interface Open {
  file: string;
  conn: Database.Database;
  statements: Map<string, Database.Statement>;
}

const globalForReader = globalThis as unknown as { __sqliteReader?: Open };

export function sqliteReader(): SqliteReader | null {
  if (env.provider !== "sqlite") return null;
  return reader;
}

const reader: SqliteReader = {
  all<T>(sql: string, ...params: unknown[]): T[] {
    const open = connection();
    let statement = open.statements.get(sql);
    if (!statement) {
      statement = open.conn.prepare(sql);
      if (!statement.reader) throw new Error("sqliteReader runs reads only");
      open.statements.set(sql, statement);
    }
    return statement.all(...params) as T[];
  },
};

function connection(): Open {
  const file = sqliteFilePath(env.DATABASE_URL);
  const current = globalForReader.__sqliteReader;
  if (current && current.file === file && current.conn.open) return current;
  current?.conn.close();
  // Not `readonly`: a read-only connection cannot create the WAL index it
  // needs when it is the first to open the file.
  const conn = new Database(file, { fileMustExist: true, timeout: 5_000 });
  const open: Open = { file, conn, statements: new Map() };
  globalForReader.__sqliteReader = open;
  return open;
}

/** Closes the connection (tests, before their database file goes); the next read opens it again. */
export function closeSqliteReader(): void {
  globalForReader.__sqliteReader?.conn.close();
  globalForReader.__sqliteReader = undefined;
}
