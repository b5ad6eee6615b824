/**
 * The shapes the admin API and the admin pages answer with. Browser-safe: the server code that builds them and the
 * admin screens and hooks that read them share one definition, so the two cannot drift apart.
 */
import type { SynonymGroup } from "./synonyms";

/** One entry of the audit log as the admin's list shows it. */
export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  createdAt: string;
  /** A delete of a product or category, recent enough (30 days) and not restored yet. */
  restorable: boolean;
}

/** What the dashboard's System Overview states: measured now, not a slogan. */
export interface SystemStatus {
  database: { reachable: true; latencyMs: number } | { reachable: false; error: string };
  provider: "SQLite" | "PostgreSQL";
  /** ISO time of the newest file in the backup folder, or null when there is none. */
  lastBackupAt: string | null;
  /** How backups happen: the embedded SQLite backs itself up daily (server/jobs); PostgreSQL relies on pg_dump. */
  backupSchedule: string;
  siteUrl: string;
  checkedAt: string;
  /** Instances that wrote their heartbeat to Redis in the last 30 s; "none" without REDIS_URL, "down" while Redis is unreachable. */
  instances: number | "none" | "down";
  /** Quote requests whose e-mails are not sent yet (null: the count failed). */
  emailBacklog: number | null;
  /** Webhook deliveries not delivered yet that will be tried (again), and endpoints disabled for failing (null: a count failed). */
  webhooks: { backlog: number; disabledForFailing: number } | null;
  /** This instance's error log lines in the last 24 h, and the newest one's text (as logged: no personal data). */
  serverErrors: { count: number; last: { message: string; at: string } | null };
}

/** The dashboard's quote figures: what awaits the admin, what awaits the buyer, and what was won. */
export interface QuoteStats {
  /** New or Contacted: no quote sent yet. */
  awaitingQuote: number;
  /** Quoted and not past its valid-until day: the buyer's turn. */
  awaitingBuyer: number;
  /** Won this calendar month (the business's time zone), and the sum of their quotes' totals. */
  wonThisMonth: { count: number; value: string };
  /** Won and lost among requests decided in the last 90 days; rate is won ÷ (won + lost), null when none. */
  winRate90Days: { won: number; lost: number; rate: number | null };
}

export interface SearchInsight {
  query: string;
  count: number;
  lastSeenAt: string;
  /**
   * Zero-result queries only: what a synonym entry now makes the query find (a
   * category's name, or the entry's other phrases), null when none applies.
   */
  synonym?: string | null;
}

export interface SearchInsights {
  /** Queries that found nothing, by how often (zero-result searches), then the most recent. */
  zeroResults: SearchInsight[];
  /** The most searched queries, by searches, then the most recent. */
  top: SearchInsight[];
}

/** An entry of the synonym dictionary as the admin edits it. */
export interface Synonym extends SynonymGroup {
  categoryName: string | null;
  updatedAt: string;
}
