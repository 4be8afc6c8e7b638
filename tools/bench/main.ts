/**
 * `npm run bench`: per database (PGlite, then PostgreSQL) start the API, run the fault loop, then the load,
 * stop the API and check the ledger; write docs/bench.json and docs/BENCH.md; exit 1 on any problem.
 *
 * Settings (environment): BENCH_DATABASES (`pglite,postgres`), BENCH_INTENTS (1000), BENCH_SECONDS (seconds per
 * load scenario), BENCH_PORT (first of the four ports it uses: API, fault proxy, PostgreSQL; 4640).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../demo-server.ts';
import { runFaultLoop } from './fault-loop.ts';
import { checkLedger, ledgerProblems } from './ledger-check.ts';
import { CONNECTIONS, runScenario, type ScenarioName, type ScenarioResult } from './load.ts';
import { type BenchRun, benchMarkdown, benchProblems, type DatabaseRun } from './report.ts';
import { type DatabaseChoice, startBenchServer } from './server.ts';

/** Reads first: nothing a write left behind (rows, a queue) weighs on the numbers the bar judges. */
const SCENARIOS: readonly ScenarioName[] = ['balances', 'transactions', 'transfer', 'sign-in'];
const env = process.env;
const databases = (env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as DatabaseChoice[];
const intents = Number(env.BENCH_INTENTS ?? 1000);
const scenarioSeconds = Number(env.BENCH_SECONDS ?? 20);
const firstPort = Number(env.BENCH_PORT ?? 4640);

async function load(base: string): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    for (const connections of CONNECTIONS) {
      const result = await runScenario(base, scenario, connections, scenarioSeconds);
      console.info(
        `  ${scenario} × ${connections}: ${result.rps.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
      results.push(result);
    }
  }
  return results;
}

async function benchDatabase(database: DatabaseChoice): Promise<DatabaseRun> {
  const [apiPort, proxyPort, postgresPort] = [firstPort, firstPort + 1, firstPort + 2];
  const started = Date.now();
  console.info(`${database}: starting the API…`);
  const server = await startBenchServer(database, apiPort, postgresPort);
  const startSeconds = (Date.now() - started) / 1000;
  try {
    console.info(`${database}: fault loop, ${intents} intents…`);
    const faultLoop = await runFaultLoop({ base: server.base, apiPort, proxyPort, intents });
    console.info(`  ${faultLoop.seconds.toFixed(0)} s, ${faultLoop.problems.length} problems`);
    console.info(`${database}: load, ${scenarioSeconds} s per scenario…`);
    const results = await load(server.base);
    await server.stopApi();
    const ledger = await checkLedger(server.database);
    return { database, startSeconds, faultLoop, load: results, ledger, ledgerProblems: ledgerProblems(ledger) };
  } finally {
    await server.stopApi();
    await server.dispose();
  }
}

const started = Date.now();
const loadAverage = loadavg()[0] ?? 0;
const runs: DatabaseRun[] = [];
for (const database of databases) runs.push(await benchDatabase(database));
const bench: BenchRun = {
  date: new Date().toISOString(),
  loadAverage,
  cpus: cpus().length,
  node: process.version,
  scenarioSeconds,
  totalSeconds: (Date.now() - started) / 1000,
  runs,
};
writeFileSync(join(ROOT, 'docs', 'bench.json'), `${JSON.stringify(bench, null, 2)}\n`);
writeFileSync(join(ROOT, 'docs', 'BENCH.md'), benchMarkdown(bench));
// Biome lays the tables out (and `npm run lint` checks docs/), so the written files are committed as they are.
spawnSync(join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', 'docs/BENCH.md', 'docs/bench.json'], {
  cwd: ROOT,
  stdio: 'ignore',
});
const problems = benchProblems(runs);
for (const problem of problems) console.error(problem);
console.info(
  `Bench ${problems.length === 0 ? 'passed' : 'failed'} in ${bench.totalSeconds.toFixed(0)} s: docs/BENCH.md`,
);
process.exit(problems.length === 0 ? 0 : 1);
