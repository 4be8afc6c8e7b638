/**
 * The real pages beside the copy editor, live: the reference API with its demo data (a throwaway database) and
 * `astro dev` over the project, which proxies /api to it (astro.config.ts, EDIT_COPY_API). A saved long text or
 * message shows on the page at once: Astro reloads the content collection, paraglide's Vite plugin recompiles the
 * messages, and the page reloads itself. Both listen on 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Astro's command line, the project's own (its package exports no path to it). */
const ASTRO_CLI = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

export interface LiveApp {
  readonly url: string;
  close(): void;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.status < 500,
    () => false,
  );
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit ${child.exitCode}); is its port taken?`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the API on apiPort and the live pages on port, from the project at root. */
export async function startLiveApp(root: string, port: number, apiPort: number): Promise<LiveApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'copy-editor-data-'));
  const api = spawn(process.execPath, ['server/main.ts', '--demo'], {
    cwd: root,
    // Only the API is used: the pages come from astro dev, so the built site is neither needed nor rebuilt.
    env: { ...process.env, PORT: String(apiPort), DATA_DIR: dataDir, SKIP_BUILD: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const pages = spawn(process.execPath, [ASTRO_CLI, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, EDIT_COPY_API: apiUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = () => {
    pages.kill();
    api.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/api/v1/countries`, api, 'The API', 120_000);
    await waitFor(`http://127.0.0.1:${port}/signin`, pages, 'astro dev', 120_000);
  } catch (error) {
    close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, close };
}
