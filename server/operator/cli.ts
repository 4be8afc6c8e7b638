/**
 * `npm run operator -- <command> …` (PRODUCT.md section 6; USAGE in cli/args.ts lists them): the
 * operator's actions through the running server's admin endpoints (cli/run.ts says why not the database).
 * Server: http://127.0.0.1:$PORT unless OPERATOR_URL is set. Key: ADMIN_KEY, else the key a demo server
 * wrote into DATA_DIR at start (key-file.ts). Exit codes: 0 done, 1 refused or unreachable, 2 bad usage.
 */
import { localServer } from '../config.ts';
import { parseArgs, USAGE, UsageError } from './cli/args.ts';
import { runOperator } from './cli/run.ts';
import { terminalSafe } from './cli/terminal.ts';
import { readAdminKeyFile } from './key-file.ts';

/** `message` may quote the operator's arguments: printed terminal-safe; `help` is the CLI's own text. */
function fail(message: string, code: number, help?: string): never {
  console.error(terminalSafe(message));
  if (help !== undefined) console.error(`\n${help}`);
  process.exit(code);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.info(USAGE);
    return;
  }
  let command: ReturnType<typeof parseArgs>;
  try {
    command = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) fail(error.message, 2, USAGE);
    throw error;
  }
  const local = localServer(process.env);
  const adminKey = process.env.ADMIN_KEY?.trim() || readAdminKeyFile(local.dataDir);
  if (!adminKey) fail('No admin key: set ADMIN_KEY, or start the demo server (it writes DATA_DIR/admin-key).', 2);
  const baseUrl = (process.env.OPERATOR_URL ?? `http://127.0.0.1:${local.port}`).replace(/\/$/, '');
  const code = await runOperator(command, {
    baseUrl,
    adminKey,
    fetch: (url, init) => fetch(url, init),
    out: (line) => console.info(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}

await main();
