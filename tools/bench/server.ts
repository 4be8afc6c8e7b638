/**
 * The reference API as `npm start` runs it (server/main.ts --demo: migrated, demo people seeded), on PGlite in a
 * fresh data directory or on a throw-away PostgreSQL (tests/setup/postgres.ts), for the bench to measure.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type PostgresServer, startPostgres } from '../../tests/setup/postgres.ts';
import { type DemoApi, ROOT, superviseServer } from '../demo-server.ts';

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

/**
 * Starts `server/main.ts --demo` on `port` with the bench's settings (plus `env`) and waits until it answers.
 */
export function spawnDemoApi(port: number, dataDir: string, env: Record<string, string> = {}): Promise<DemoApi> {
  return superviseServer(port, dataDir, {
    SKIP_BUILD: '1',
    SETTLE_DELAY_MS: NEVER_MS,
    // One sign-in carries a whole fault loop, however slow the machine makes it.
    ACCESS_TOKEN_TTL_S: '3600',
    // The load's sign-ins come "from" many addresses (X-Forwarded-For), as a real crowd does; see load.ts.
    TRUSTED_PROXIES: '127.0.0.1',
    ...env,
  });
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
