/**
 * The reference API as `npm start` runs it (server/main.ts --demo: migrated, demo people seeded), on PGlite in a
 * fresh data directory or on a throw-away PostgreSQL (tests/setup/postgres.ts), for the bench to measure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type PostgresServer, startPostgres } from '../../tests/setup/postgres.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 240_000;
/** The simulated provider would settle or release the seeded withdrawals mid-run and move balances under the checks. */
const NEVER_MS = String(24 * 60 * 60_000);

export type DatabaseChoice = 'pglite' | 'postgres';

export interface BenchServer {
  readonly base: string;
  readonly port: number;
  /** Where the ledger check reads the database once the server is gone. */
  readonly database: { readonly url: string | null; readonly dataDir: string };
  /** Stops the API; the database stays for the ledger check. */
  stopApi(): Promise<void>;
  /** Deletes the throw-away PostgreSQL (after `stopApi`). */
  dispose(): Promise<void>;
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function untilReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/__dev/outbox`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the API did not start in time');
}

/** One `server/main.ts --demo` process, ready to answer. */
export interface DemoApi {
  readonly base: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts --demo` on `port` with the bench's settings (plus `env`) and waits until it answers.
 * Its output (the banner names the run's admin key) goes to `dataDir`/server.log, never to the caller's output.
 */
export async function spawnDemoApi(port: number, dataDir: string, env: Record<string, string> = {}): Promise<DemoApi> {
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['server/main.ts', '--demo'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      SETTLE_DELAY_MS: NEVER_MS,
      // One sign-in carries a whole fault loop, however slow the machine makes it.
      ACCESS_TOKEN_TTL_S: '3600',
      // The load's sign-ins come "from" many addresses (X-Forwarded-For), as a real crowd does; see load.ts.
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await waitForExit(child);
  };
  try {
    await untilReady(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop };
}

export async function startBenchServer(
  choice: DatabaseChoice,
  port: number,
  postgresPort: number,
): Promise<BenchServer> {
  const dataDir = join(ROOT, '.data', `bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let postgres: PostgresServer | null = null;
  let url: string | null = null;
  if (choice === 'postgres') {
    postgres = await startPostgres({ port: postgresPort });
    url = await postgres.createDatabase();
  }
  const dispose = async () => {
    await postgres?.stop();
  };
  let api: DemoApi;
  try {
    api = await spawnDemoApi(port, dataDir, url === null ? {} : { DATABASE_URL: url });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { base: api.base, port, database: { url, dataDir }, stopApi: api.stop, dispose };
}
