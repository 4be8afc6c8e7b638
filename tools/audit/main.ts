/**
 * `npm run audit`: start `npm start`'s server, load every route of the route table on an emulated slow network
 * (page-load.ts) and run axe on each in both languages and colour modes (axe-pass.ts), write docs/audit.json and
 * docs/AUDIT.md, and exit 1 when a route misses a bar of PRODUCT.md section 5 (bars.ts) or axe finds a violation.
 *
 *   npx node tools/audit/main.ts [--profile slow4g[,slow3g]] [--routes /,/va] [--runs 3] [--port 4670]
 *                                [--no-axe | --no-speed] [--axe-workers 2] [--build] [--timeline] [--out docs]
 *
 * `--timeline` also writes timeline.json beside the report: every page's requests, when asked and done.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { chooseLanguage, keepSession, signIn } from '../../e2e/fixtures.ts';
import type { AuthTokensType } from '../../src/contract/calls/auth.ts';
import type { Role } from '../../src/lib/roles.ts';
import { parseBudget } from '../budget.ts';
import { ROOT } from '../demo-server.ts';
import { freePort } from '../free-port.ts';
import { type AxeResult, axePass } from './axe-pass.ts';
import { loadPage, type PageLoad } from './page-load.ts';
import { planVisits, resolveIds, type Visit } from './plan.ts';
import { isProfileName, PROFILES, type ProfileName } from './profiles.ts';
import { type AuditRun, auditMarkdown, auditProblems, type SpeedRow, speedRow } from './report.ts';
import { startAuditServer } from './server.ts';

interface Options {
  readonly profiles: readonly ProfileName[];
  readonly routes: readonly string[];
  readonly runs: number;
  readonly port: number | null;
  readonly speed: boolean;
  readonly axe: boolean;
  readonly axeWorkers: number;
  readonly build: boolean;
  readonly timeline: boolean;
  readonly out: string;
}

const USAGE =
  'usage: npx node tools/audit/main.ts [--profile slow4g[,slow3g]] [--routes /,/va] [--runs N] [--port P] ' +
  '[--no-axe | --no-speed] [--axe-workers N] [--build] [--timeline] [--out DIR]';

/** The command line's options; throws the usage on anything it does not know. */
export function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  const known = ['--profile', '--routes', '--runs', '--port', '--axe-workers', '--out'];
  const flags = ['--no-axe', '--no-speed', '--build', '--timeline'];
  argv.forEach((arg, index) => {
    const isValue = index > 0 && known.includes(argv[index - 1] ?? '');
    if (!isValue && !known.includes(arg) && !flags.includes(arg)) throw new Error(`unknown argument ${arg}\n${USAGE}`);
  });
  const profiles = (value('profile') ?? 'slow4g').split(',');
  const runs = Number(value('runs') ?? 1);
  const port = value('port');
  const axeWorkers = Number(value('axe-workers') ?? 2);
  if (!profiles.every(isProfileName)) throw new Error(`--profile: one of ${Object.keys(PROFILES).join(', ')}`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: a whole number from 1');
  if (!Number.isInteger(axeWorkers) || axeWorkers < 1) throw new Error('--axe-workers: a whole number from 1');
  return {
    profiles,
    routes: (value('routes') ?? '').split(',').filter(Boolean),
    runs,
    port: port === undefined ? null : Number(port),
    speed: !argv.includes('--no-speed'),
    axe: !argv.includes('--no-axe'),
    axeWorkers,
    build: argv.includes('--build'),
    timeline: argv.includes('--timeline'),
    out: resolve(value('out') ?? join(ROOT, 'docs')),
  };
}

/** Signs each role in once: every context of the run carries the same session (sign-ins are rate-limited). */
function sessions(browser: Browser, base: string) {
  const tokens = new Map<Role, Promise<AuthTokensType>>();
  const tokensOf = (role: Role) => {
    let held = tokens.get(role);
    if (held === undefined) {
      held = (async () => {
        const context = await browser.newContext();
        try {
          return await signIn(context, base, role);
        } finally {
          await context.close();
        }
      })();
      tokens.set(role, held);
    }
    return held;
  };
  return {
    tokensOf,
    prepare: async (context: BrowserContext, visit: Visit) => {
      if (visit.role !== null) await keepSession(context, base, await tokensOf(visit.role));
    },
  };
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

async function speedPass(
  browser: Browser,
  base: string,
  visits: readonly Visit[],
  options: Options,
  prepare: (context: BrowserContext, visit: Visit) => Promise<void>,
) {
  const rows: SpeedRow[] = [];
  const runs: { route: string; profile: ProfileName; run: number; load: PageLoad }[] = [];
  for (const profile of options.profiles) {
    for (const visit of visits) {
      const loads: PageLoad[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const started = Date.now();
        const load = await loadPage(browser, {
          base,
          path: visit.path,
          profile: PROFILES[profile],
          money: visit.money,
          prepare: async (context) => {
            await chooseLanguage(context, base, 'en');
            await prepare(context, visit);
          },
        });
        loads.push(load);
        runs.push({ route: visit.route, profile, run, load });
        const money = load.moneyPaintedMs === null ? '' : ` money ${Math.round(load.moneyPaintedMs)}`;
        console.info(
          `${visit.path} ${profile} #${run}: LCP ${Math.round(load.lcpMs ?? -1)} TBT ${Math.round(load.tbtMs ?? -1)} CLS ${load.cls.toFixed(3)} JS done ${Math.round(load.firstLoadJsDoneMs ?? -1)}${money} ms, ${load.requests} req (${seconds(started)} s)`,
        );
      }
      rows.push(speedRow(visit, profile, loads));
    }
  }
  return { rows, runs };
}

/** Every run's requests, one line each, so a diff or a grep reads the order they waited in. */
function writeTimeline(
  file: string,
  runs: readonly { route: string; profile: ProfileName; run: number; load: PageLoad }[],
) {
  const pages = runs.map(({ route, profile, run, load }) => ({
    route,
    profile,
    run,
    requests: load.timeline.map(
      (entry) => `${entry.askedMs}–${entry.doneMs ?? '…'} ${entry.kind} ${entry.bytes} ${entry.path}`,
    ),
  }));
  writeFileSync(file, `${JSON.stringify(pages, null, 1)}\n`);
}

async function main(options: Options): Promise<number> {
  const started = Date.now();
  const loadAverage = loadavg()[0] ?? 0;
  const budget = parseBudget(readFileSync(join(ROOT, 'budget.json'), 'utf8'));
  const server = await startAuditServer(options.port ?? (await freePort()), options.build);
  // A browser that cannot start (none installed) must not leave the server running on its port.
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    })
    .catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
  try {
    console.info(`Serving ${server.base} (ready in ${seconds(started)} s)`);
    const session = sessions(browser, server.base);
    const params = await resolveIds(server.base, (await session.tokensOf('director')).access_token);
    const visits = planVisits(options.routes, params);
    const speed = options.speed
      ? await speedPass(browser, server.base, visits, options, session.prepare)
      : { rows: [], runs: [] };
    const axeStarted = Date.now();
    const axe: AxeResult[] = options.axe
      ? await axePass(browser, server.base, visits, session.prepare, options.axeWorkers, (results) => {
          for (const result of results)
            console.info(
              `axe ${result.path} ${result.locale} ${result.mode}: ${result.error ?? result.violations.length}`,
            );
        })
      : [];
    if (options.axe) console.info(`axe pass: ${seconds(axeStarted)} s`);
    const run: AuditRun = {
      date: new Date().toISOString(),
      loadAverage,
      cpus: cpus().length,
      node: process.version,
      chromium: `Chromium ${browser.version()}`,
      totalSeconds: (Date.now() - started) / 1000,
      speed: speed.rows,
      axe,
    };
    const json = join(options.out, 'audit.json');
    const markdown = join(options.out, 'AUDIT.md');
    mkdirSync(options.out, { recursive: true });
    const runs = speed.runs.map(({ load: { timeline, ...load }, ...rest }) => ({ ...rest, load }));
    writeFileSync(json, `${JSON.stringify({ ...run, runs }, null, 2)}\n`);
    if (options.timeline) writeTimeline(join(options.out, 'timeline.json'), speed.runs);
    writeFileSync(markdown, `${auditMarkdown(run, budget)}\n`);
    // Biome lays the tables out (`npm run lint` checks docs/), so the written files are committed as they are.
    spawnSync(join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', markdown, json], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    const problems = auditProblems(run, budget);
    for (const problem of problems) console.error(`✗ ${problem}`);
    console.info(
      `Audit ${problems.length === 0 ? 'passed' : 'failed'} in ${run.totalSeconds.toFixed(0)} s: ${markdown}`,
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.main) process.exitCode = await main(parseOptions(process.argv.slice(2)));
