/**
 * `npm run smoke -- http://127.0.0.1:4321`: the contract smoke pass (tools/api-smoke.ts) against a running
 * server, as a table; exit 1 when any answer breaks a rule, 2 on bad usage. The admin key: ADMIN_KEY, else
 * the one a demo server wrote into DATA_DIR (server/operator/key-file.ts).
 */
import { localServer } from '../server/config.ts';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import { type SmokeResult, smokeContract, statusCounts } from './api-smoke.ts';

function table(results: readonly SmokeResult[]): string {
  const width = Math.max(...results.map((result) => result.operation.length));
  return results
    .map(({ operation, method, path, status, violation }) =>
      [String(status).padStart(3), operation.padEnd(width), `${method} ${path}`, violation ? `✗ ${violation}` : '']
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(): Promise<number> {
  const baseUrl = process.argv[2];
  if (baseUrl === undefined || !/^https?:\/\//.test(baseUrl)) {
    console.error('Usage: npm run smoke -- <server URL, e.g. http://127.0.0.1:4321>');
    return 2;
  }
  const adminKey = process.env.ADMIN_KEY?.trim() || readAdminKeyFile(localServer(process.env).dataDir);
  if (!adminKey) console.warn('No admin key (ADMIN_KEY or DATA_DIR/admin-key): the operator endpoints answer 401.');
  const results = await smokeContract(baseUrl, { adminKey });
  const violations = results.filter((result) => result.violation !== null);
  console.info(table(results));
  const counts = Object.entries(statusCounts(results)).map(([status, count]) => `${status}×${count}`);
  console.info(`\n${results.length} operations; statuses ${counts.join(', ')}; ${violations.length} violations`);
  return violations.length === 0 ? 0 : 1;
}

process.exitCode = await main();
