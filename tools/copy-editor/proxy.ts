/**
 * decap-server, the proxy through which the editor page reads and writes files, in its `fs` mode: plain file
 * reads and writes under the project folder, no git, no login. It listens on 127.0.0.1 only. Its log is not
 * passed on, since on an error it prints the whole request — the text being saved.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface RunningProxy {
  readonly url: string;
  readonly process: ChildProcess;
}

async function answersInfo(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answersInfo(url))) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit ${child.exitCode}); is port taken?`);
    if (Date.now() > deadline) throw new Error(`decap-server did not answer at ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startProxy(root: string, port: number, timeoutMs = 30_000): Promise<RunningProxy> {
  const child = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let failures = 0;
  const onOutput = (chunk: Buffer) => {
    if (/error/i.test(chunk.toString()) && failures++ === 0)
      console.error('decap-server reported an error (details not shown: they hold the text being saved).');
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const url = `http://127.0.0.1:${port}/api/v1`;
  try {
    await waitUntilReady(url, child, timeoutMs);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, process: child };
}
