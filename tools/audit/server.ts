/**
 * The site as `npm start` serves it (server/main.ts --demo: the built dist/ and the demo API on one origin), in a
 * fresh data directory of its own, for the audit to load pages from. An existing dist/ is served as it is
 * (SKIP_BUILD=1) unless `build` asks the server to rebuild it when its sources changed.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, untilReady, waitForExit } from '../bench/server.ts';

/** Longer than any audit: a token refreshed mid-run would rotate the session under the contexts that share it. */
const ACCESS_TOKEN_TTL_S = String(24 * 60 * 60);

export interface AuditServer {
  readonly base: string;
  stop(): Promise<void>;
}

export async function startAuditServer(port: number, build: boolean): Promise<AuditServer> {
  const dataDir = join(ROOT, '.data', `audit-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const skipBuild = !build && existsSync(join(ROOT, 'dist'));
  // The server's output (its banner names the run's admin key) goes to a file, never to the audit's output.
  const log = createWriteStream(join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['server/main.ts', '--demo'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_S,
      ...(skipBuild ? { SKIP_BUILD: '1' } : {}),
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
  return { base, stop };
}
