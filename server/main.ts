/**
 * `npm start`: build when dist is missing or older than its sources, then serve it on
 * 127.0.0.1. `SKIP_BUILD=1` serves the existing dist as is.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const SOURCES = [
  'src',
  'messages',
  'public',
  'project.inlang',
  'astro.config.ts',
  'uno.config.ts',
  'tools',
  'package-lock.json',
];
/** Written by the build itself (paraglide compiles messages into it), so never a reason to rebuild. */
const GENERATED = [join(ROOT, 'src', 'paraglide')];

/** When the last build started (the stamp), or null without a usable stamp. */
function stampTime(): number | null {
  try {
    const time = Date.parse(readFileSync(join(DIST, '.build-stamp'), 'utf8').trim());
    return Number.isNaN(time) ? null : time;
  } catch {
    return null;
  }
}

/** Whether any source file under a path changed after the time. */
function newerThan(path: string, time: number): boolean {
  if (GENERATED.includes(path)) return false;
  try {
    const info = statSync(path);
    if (!info.isDirectory()) return info.mtimeMs > time;
    return readdirSync(path).some((name) => newerThan(join(path, name), time));
  } catch {
    return false; // an optional source folder (public/) may not exist
  }
}

function buildIfStale(): void {
  const stamp = stampTime();
  if (stamp !== null && !SOURCES.some((source) => newerThan(join(ROOT, source), stamp))) return;
  console.info(stamp === null ? 'No build found; building…' : 'Sources changed since the last build; rebuilding…');
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'astro'), ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_BUILD !== '1') buildIfStale();

const port = Number(process.env.PORT ?? 4321);
const app = createApp({ distDir: DIST });
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
  console.info(`CamPay is running at http://127.0.0.1:${info.port}`);
});

/** Stop accepting connections, let in-flight requests finish, and exit (forcefully after 5 s). */
function shutdown(): void {
  server.close(() => process.exit(0));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
