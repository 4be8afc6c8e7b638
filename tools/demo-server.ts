/**
 * `npm start`'s server (server/main.ts --demo) as a tool or a test runs it: started on a port with a data
 * directory of its own, waited for until it answers, and stopped. The bench (tools/bench/server.ts) and the audit
 * (tools/audit/server.ts) each add their own settings.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 240_000;

/** One `server/main.ts --demo` process, ready to answer. */
export interface DemoApi {
  readonly base: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
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

/**
 * Starts `server/main.ts --demo` on `port` with `dataDir` and `env` (logging warnings only) and waits until it
 * answers; stopped if it never does. Its output (the banner names the run's admin key) goes to `dataDir`/server.log,
 * never to the caller's output.
 */
export async function superviseServer(port: number, dataDir: string, env: Record<string, string>): Promise<DemoApi> {
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['server/main.ts', '--demo'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
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
