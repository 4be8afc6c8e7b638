/**
 * The run's last step (issue 17): the server's log of the whole run (info level, a line per request; the config
 * tees it to `.data/e2e-<port>/server.log`) holds none of the secrets any test registered
 * (`.data/e2e-<port>/leak-secrets.jsonl`, see e2e/leak-watch.ts), and nothing shaped like a JWT, a card number
 * or a password value. A finding fails the run with its kind and line number, never the secret.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { logLeaks, type Secret } from './leak-scan.ts';
import { secretsFile } from './leak-watch.ts';

/** The file the config's web server command writes the server's output to. */
export function serverLogFile(dataDir: string): string {
  return `${dataDir}/server.log`;
}

/** The demo mode's banner names the demo accounts' password, public by design (server/main.ts `announce`). */
const DEMO_BANNER = /^Demo sign-ins \(password [^)]*\):$/;

export default function scanServerLog(config: FullConfig): void {
  const baseURL = config.projects[0]?.use.baseURL ?? '';
  const dataDir = `.data/e2e-${new URL(baseURL).port}`;
  const log = serverLogFile(dataDir);
  if (!existsSync(log)) throw new Error(`The leak check found no server log at ${log}: the run's log was not kept.`);
  const text = readFileSync(log, 'utf8');
  // A log without request lines (a level above info) would pass any check.
  if (!text.includes('"msg":"request"')) throw new Error(`${log} has no request lines: LOG_LEVEL must be info.`);
  const kept = existsSync(secretsFile(dataDir)) ? readFileSync(secretsFile(dataDir), 'utf8') : '';
  const secrets = kept
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Secret);
  const leaks = logLeaks(text, secrets, DEMO_BANNER);
  if (leaks.length > 0)
    throw new Error(
      `Secrets in the server's log ${log} (issue 17; the secrets themselves are not printed):\n${leaks
        .map((leak) => `- ${leak.kind} at line ${leak.line}`)
        .join('\n')}`,
    );
}
