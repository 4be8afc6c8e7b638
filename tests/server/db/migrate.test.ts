import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client.ts';
import {
  MIGRATION_LOCK_KEY,
  type Migration,
  migrate,
  readMigrations,
  splitStatements,
} from '../../../server/db/migrate.ts';
import { type PostgresServer, postgresAvailability, startPostgres } from '../../setup/postgres.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'campay-migrations-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function applied(handle: DatabaseHandle, prefix: string): Promise<string[]> {
  const rows = await handle.scriptTransaction((session) =>
    session.query<{ name: string }>('SELECT name FROM schema_migrations WHERE name LIKE $1 ORDER BY name', [
      `${prefix}%`,
    ]),
  );
  return rows.map((row) => row.name);
}

async function tableExists(handle: DatabaseHandle, table: string): Promise<boolean> {
  const [row] = await handle.scriptTransaction((session) =>
    session.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]),
  );
  return row?.found === true;
}

describe('reading migration files', () => {
  it('splits at statement breakpoints and drops empty parts', () => {
    const text =
      'CREATE TABLE a (x int);\n--> statement-breakpoint\n\n--> statement-breakpoint\nCREATE INDEX i ON a (x);\n';
    expect(splitStatements(text)).toEqual(['CREATE TABLE a (x int);', 'CREATE INDEX i ON a (x);']);
    expect(splitStatements('SELECT 1; SELECT 2;')).toEqual(['SELECT 1; SELECT 2;']);
  });

  it('orders files by name and ignores files that are not SQL', () => {
    const dir = migrationsDir({ '0002_b.sql': 'SELECT 2', '0001_a.sql': 'SELECT 1', 'README.md': '#' });
    expect(readMigrations(dir).map((migration) => migration.name)).toEqual(['0001_a.sql', '0002_b.sql']);
  });

  it('refuses a badly named file rather than skip it', () => {
    expect(() => readMigrations(migrationsDir({ 'add-users.sql': 'SELECT 1' }))).toThrow(/0001_name\.sql/);
  });

  it('the project migrations are all well formed', () => {
    expect(readMigrations().map((migration) => migration.name)[0]).toBe('0001_ledger.sql');
  });
});

onEveryDriver('migrate', (open) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('applies pending files in order, once each', async () => {
    const first: Migration[] = [
      { name: '9001_a.sql', statements: ['CREATE TABLE t_a (id int PRIMARY KEY)'] },
      // runs whole: several statements without breakpoints
      { name: '9002_b.sql', statements: ['CREATE TABLE t_b (a int REFERENCES t_a (id)); INSERT INTO t_a VALUES (1);'] },
    ];
    expect(await migrate(handle, first)).toEqual(['9001_a.sql', '9002_b.sql']);
    expect(await migrate(handle, first)).toEqual([]);
    const more = [...first, { name: '9003_c.sql', statements: ['INSERT INTO t_b VALUES (1)'] }];
    expect(await migrate(handle, more)).toEqual(['9003_c.sql']);
    expect(await applied(handle, '900')).toEqual(['9001_a.sql', '9002_b.sql', '9003_c.sql']);
  });

  it('rolls a failing file back entirely, keeps the ones before it and stops', async () => {
    const migrations: Migration[] = [
      { name: '9101_ok.sql', statements: ['CREATE TABLE t_ok (x int)'] },
      { name: '9102_bad.sql', statements: ['CREATE TABLE t_half (x int)', 'SELECT * FROM no_such_table'] },
      { name: '9103_after.sql', statements: ['CREATE TABLE t_after (x int)'] },
    ];
    await expect(migrate(handle, migrations)).rejects.toThrow(/9102_bad\.sql/);
    expect(await applied(handle, '910')).toEqual(['9101_ok.sql']);
    expect(await Promise.all(['t_ok', 't_half', 't_after'].map((table) => tableExists(handle, table)))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('has applied every project migration', async () => {
    const names = readMigrations().map((migration) => migration.name);
    expect(await applied(handle, '0')).toEqual(names);
    expect(await migrate(handle)).toEqual([]);
  });
});

const availability = postgresAvailability();
describe.runIf(availability.available)('migrate on a shared PostgreSQL', () => {
  let server: PostgresServer;
  const handles: DatabaseHandle[] = [];
  const connect = async (url: string) => {
    const handle = await openDatabase({ url });
    handles.push(handle);
    return handle;
  };
  beforeAll(async () => {
    server = await startPostgres();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await server.stop();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('applies each file exactly once when instances migrate together', async () => {
    const url = await server.createDatabase();
    const instances = await Promise.all([connect(url), connect(url), connect(url)]);
    const results = await Promise.all(instances.map((instance) => migrate(instance)));
    expect(results.flat().sort()).toEqual(readMigrations().map((migration) => migration.name));
  });

  it('waits while another instance holds the migration lock', async () => {
    const url = await server.createDatabase();
    const [holder, migrator] = await Promise.all([connect(url), connect(url)]);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = holder.scriptTransaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await released;
    });
    let done = false;
    const migrating = migrate(migrator).then((names) => {
      done = true;
      return names;
    });
    await expect
      .poll(async () => {
        const [row] = await holder.scriptTransaction((session) =>
          session.query<{ waiting: number }>(
            "SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
          ),
        );
        return row?.waiting;
      })
      .toBe(1);
    expect(done).toBe(false);
    release();
    await holding;
    expect(await migrating).toEqual(readMigrations().map((migration) => migration.name));
  });
});
