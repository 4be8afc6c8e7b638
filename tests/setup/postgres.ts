/**
 * A real PostgreSQL for tests: the server at TEST_DATABASE_URL when set, otherwise a throw-away cluster
 * started from the local installation (/usr/lib/postgresql/<version>/bin, as .ci/run installs it) in a temp
 * directory on a free port. As root the cluster runs as the `postgres` user (PostgreSQL refuses root).
 * Each `createDatabase()` is a new, empty database.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../tools/free-port.ts';

const run = promisify(execFile);
const INSTALL_ROOT = '/usr/lib/postgresql';
const RUNUSER = '/usr/sbin/runuser';

export type PostgresAvailability = { available: true } | { available: false; reason: string };

export interface PostgresServer {
  /** URL of the server's maintenance database, for creating more databases. */
  readonly adminUrl: string;
  /** URL of a new empty database on the server. */
  createDatabase(): Promise<string>;
  /** Drops the databases it created (external server) or stops and deletes the cluster. */
  stop(): Promise<void>;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The newest installed PostgreSQL's bin directory, or null. */
function binDir(): string | null {
  if (!existsSync(INSTALL_ROOT)) return null;
  const versions = readdirSync(INSTALL_ROOT)
    .filter((version) => existsSync(join(INSTALL_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(INSTALL_ROOT, versions[0], 'bin');
}

export function postgresAvailability(): PostgresAvailability {
  // Mutation runs (npm run mutation) keep to PGlite: a cluster per run of a file would cost more than it kills.
  if (process.env.TEST_POSTGRES === 'off') return { available: false, reason: 'TEST_POSTGRES=off' };
  if (process.env.TEST_DATABASE_URL) return { available: true };
  if (binDir() === null) {
    return {
      available: false,
      reason: `TEST_DATABASE_URL is not set and no PostgreSQL is installed in ${INSTALL_ROOT}`,
    };
  }
  if (isRoot() && !existsSync(RUNUSER)) {
    return { available: false, reason: `running as root and ${RUNUSER} is missing to run PostgreSQL as "postgres"` };
  }
  return { available: true };
}

/** `port`: where a local cluster listens (a tool confined to a port range passes one); a free port otherwise. */
export function startPostgres(options: { port?: number } = {}): Promise<PostgresServer> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? Promise.resolve(databasesOn(url, async () => {})) : startLocalCluster(options.port);
}

/** Creates databases on the server at `adminUrl`; `stop` drops them, then runs `after`. */
function databasesOn(adminUrl: string, after: () => Promise<void>): PostgresServer {
  const created: string[] = [];
  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  return {
    adminUrl,
    createDatabase: async () => {
      const name = `campay_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    stop: async () => {
      const names = created.splice(0);
      await admin(async (client) => {
        for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
      await after();
    },
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function startLocalCluster(chosenPort?: number): Promise<PostgresServer> {
  const bin = binDir();
  if (bin === null) throw new Error(`no PostgreSQL in ${INSTALL_ROOT}`);
  const dir = mkdtempSync(join(tmpdir(), 'campay-pg-'));
  const asPostgres = (command: string, args: string[]) =>
    isRoot() ? run(RUNUSER, ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  if (isRoot()) {
    const { uid, gid } = await postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = chosenPort ?? (await freePort());
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  await asPostgres('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  return databasesOn(`postgres://postgres@127.0.0.1:${port}/postgres`, async () => {
    await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });
}
