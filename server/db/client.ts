/**
 * Opening the database: embedded PGlite (a directory, or in memory for tests) or PostgreSQL
 * (`DATABASE_URL`). Handlers receive `Database`, a drizzle instance typed without the driver, so the same
 * code runs on both.
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: functions taking this compose into a caller's transaction. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/** Plain SQL on one connection, for what drizzle cannot run (multi-statement migration files). */
export interface SqlSession {
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>;
  query<Row extends Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /** Runs `work` in one transaction on one connection; commits when it resolves, rolls back when it throws. */
  scriptTransaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` for every NOTIFY on the channel, from any instance sharing the database. `onGap`: the
   * listening connection was lost and is back; notifications sent in between were missed (never on PGlite).
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; wins over `dataDir`. */
  readonly url?: string | null;
  /** Directory of the embedded database (created when missing), or 'memory' for a throw-away one. */
  readonly dataDir?: string;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { openPostgres } = await import('./drivers/postgres.ts');
    return openPostgres(options.url);
  }
  if (!options.dataDir) throw new Error('openDatabase needs a url or a dataDir');
  const { openPglite } = await import('./drivers/pglite.ts');
  return openPglite(options.dataDir);
}
