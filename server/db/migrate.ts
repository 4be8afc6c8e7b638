/**
 * Plain SQL migrations (docs/decisions/007): `server/db/migrations/NNNN_name.sql`, applied in file-name
 * order, each once, each in its own transaction, recorded in `schema_migrations`. Every transaction first
 * takes a transaction-scoped advisory lock, so instances starting together apply each file exactly once
 * (the second waits, then sees it recorded). A file is split into statements at `--> statement-breakpoint`
 * lines; without them it runs whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle, SqlSession } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary but fixed: the advisory-lock key every instance of this API uses while migrating. */
export const MIGRATION_LOCK_KEY = 7_300_417_001;
const BREAKPOINT = /^--> statement-breakpoint\s*$/m;
const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

export interface Migration {
  readonly name: string;
  readonly statements: readonly string[];
}

/** The migration files of a folder, in order; a stray file name is an error, not silently skipped. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      if (!FILE_NAME.test(name)) throw new Error(`Migration file name must look like 0001_name.sql: ${name}`);
      return { name, statements: splitStatements(readFileSync(join(dir, name), 'utf8')) };
    });
}

export function splitStatements(text: string): string[] {
  return text
    .split(BREAKPOINT)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

async function prepare(session: SqlSession): Promise<void> {
  await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await session.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
}

/** Applies one migration unless already recorded; true when it ran. */
function applyOnce(handle: DatabaseHandle, migration: Migration): Promise<boolean> {
  return handle.scriptTransaction(async (session) => {
    await prepare(session);
    const done = await session.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
    if (done.length > 0) return false;
    for (const statement of migration.statements) await session.exec(statement);
    await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    return true;
  });
}

/** Applies the pending migrations in order; returns the names it applied. */
export async function migrate(handle: DatabaseHandle, migrations: readonly Migration[] = readMigrations()) {
  const applied: string[] = [];
  for (const migration of migrations) {
    try {
      if (await applyOnce(handle, migration)) applied.push(migration.name);
    } catch (error) {
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return applied;
}
