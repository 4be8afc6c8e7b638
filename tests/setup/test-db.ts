/**
 * Databases for tests. `createTestDatabase()` gives a fresh, migrated in-memory PGlite, loaded from the
 * tarball of one template migrated once per run (./global-pglite-template.ts): a load, not an initdb and a
 * migration.
 * `onEveryDriver()` runs a suite on PGlite and, when it can, on a real PostgreSQL (see ./postgres.ts).
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/client.ts';
import { pgliteHandle } from '../../server/db/drivers/pglite.ts';
import { migrate } from '../../server/db/migrate.ts';
import { type PostgresServer, postgresAvailability, startPostgres } from './postgres.ts';

/** Start-up and migration of the first database, with CI's two shared cores in mind. */
export const DATABASE_SETUP_TIMEOUT_MS = 120_000;

let template: Promise<Blob> | null = null;

/** The migrated data directory, read once per test file. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = process.env.TEST_PGLITE_TEMPLATE;
    if (!file)
      throw new Error('TEST_PGLITE_TEMPLATE is not set: run the tests through vitest (its global setup makes it)');
    return new Blob([await readFile(file)]);
  })();
  return template;
}

/** A fresh in-memory database with every migration applied; close it when done. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create({ loadDataDir: await migratedTemplate() }));
}

/** Opens a migrated database; the suite's afterAll closes every handle it gave out. */
export type OpenTestDatabase = () => Promise<DatabaseHandle>;

function tracked(open: OpenTestDatabase): { open: OpenTestDatabase; closeAll: () => Promise<void> } {
  const handles: DatabaseHandle[] = [];
  return {
    open: async () => {
      const handle = await open();
      handles.push(handle);
      return handle;
    },
    closeAll: async () => {
      await Promise.all(handles.splice(0).map((handle) => handle.close()));
    },
  };
}

function onPglite(title: string, suite: (open: OpenTestDatabase) => void): void {
  describe(`${title} [pglite]`, () => {
    const databases = tracked(createTestDatabase);
    beforeAll(async () => {
      await migratedTemplate();
    }, DATABASE_SETUP_TIMEOUT_MS);
    afterAll(databases.closeAll);
    suite(databases.open);
  });
}

function onPostgres(title: string, suite: (open: OpenTestDatabase) => void): void {
  const availability = postgresAvailability();
  if (!availability.available) console.warn(`${title}: PostgreSQL cases not run: ${availability.reason}`);
  describe.runIf(availability.available)(`${title} [postgres]`, () => {
    let server: PostgresServer | null = null;
    const databases = tracked(async () => {
      if (!server) throw new Error('PostgreSQL did not start (see the beforeAll error)');
      const handle = await openDatabase({ url: await server.createDatabase() });
      await migrate(handle);
      return handle;
    });
    beforeAll(async () => {
      server = await startPostgres();
    }, DATABASE_SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await databases.closeAll();
      await server?.stop();
    }, DATABASE_SETUP_TIMEOUT_MS);
    suite(databases.open);
  });
}

/** Declares the suite twice: on PGlite, and on PostgreSQL unless none is available (a warning says why). */
export function onEveryDriver(title: string, suite: (open: OpenTestDatabase) => void): void {
  onPglite(title, suite);
  onPostgres(title, suite);
}
