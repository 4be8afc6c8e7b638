/**
 * `npm run mutation`: Stryker over the modules of stryker.config.mjs (issue 17), timed, then scored per group
 * and per file from its JSON report (reports/mutation/mutation.json). A run of the whole configuration (any
 * Stryker options but `--mutate`, e.g. `-- --disableBail`) writes the dated summary into docs/MUTATION.md between
 * its markers and keeps its report; a run of some modules (`-- --mutate src/lib/money.ts`, after new tests) replaces
 * their files in that kept report and rewrites the summary, saying which files were re-run and when (without a kept
 * report it only prints). Exits as Stryker did (1 when the score is under its break threshold).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { GROUPS } from '../stryker.config.mjs';

export const REPORT = 'reports/mutation/mutation.json';
export const DOC = 'docs/MUTATION.md';
export const START = '<!-- mutation-scores:start -->';
export const END = '<!-- mutation-scores:end -->';
const STRYKER = 'node_modules/@stryker-mutator/core/bin/stryker.js';

/** The part of Stryker's JSON report (mutation-testing-report-schema) read here. */
export interface MutationReport {
  readonly files: Readonly<Record<string, { readonly mutants: readonly { readonly status: string }[] }>>;
}

export interface Tally {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Compile and runtime errors: left out of the score, as Stryker does. */
  errors: number;
}

export interface ScoredRow {
  readonly name: string;
  readonly tally: Tally;
  /** Detected ÷ (detected + survived + no coverage), in percent; null with no valid mutant. */
  readonly score: number | null;
}

export interface Summary {
  readonly groups: readonly (ScoredRow & { readonly files: readonly ScoredRow[] })[];
  readonly total: ScoredRow;
}

const empty = (): Tally => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 });

function count(tally: Tally, status: string): void {
  if (status === 'Killed') tally.killed++;
  else if (status === 'Timeout') tally.timeout++;
  else if (status === 'Survived') tally.survived++;
  else if (status === 'NoCoverage') tally.noCoverage++;
  else if (status === 'CompileError' || status === 'RuntimeError') tally.errors++;
}

function add(into: Tally, from: Tally): void {
  into.killed += from.killed;
  into.timeout += from.timeout;
  into.survived += from.survived;
  into.noCoverage += from.noCoverage;
  into.errors += from.errors;
}

export function scoreOf(tally: Tally): number | null {
  const detected = tally.killed + tally.timeout;
  const valid = detected + tally.survived + tally.noCoverage;
  return valid === 0 ? null : (detected / valid) * 100;
}

const row = (name: string, tally: Tally): ScoredRow => ({ name, tally, score: scoreOf(tally) });

/** The file a `mutate` entry names, without its `:lines` range. */
export function fileOf(entry: string): string {
  return entry.replace(/:\d+(?::\d+)?-\d+(?::\d+)?$/, '');
}

/** Scores per group of `groups` and per file; files of the report no group names are left out. */
export function summarise(report: MutationReport, groups: Readonly<Record<string, readonly string[]>>): Summary {
  const total = empty();
  const scored = Object.entries(groups).map(([name, entries]) => {
    const tally = empty();
    const files = entries.map(fileOf).flatMap((file) => {
      const mutants = report.files[file]?.mutants;
      if (mutants === undefined) return [];
      const own = empty();
      for (const mutant of mutants) count(own, mutant.status);
      add(tally, own);
      return [row(file, own)];
    });
    add(total, tally);
    return { ...row(name, tally), files };
  });
  return { groups: scored.filter((group) => group.files.length > 0), total: row('all', total) };
}

const percent = (score: number | null): string => (score === null ? '–' : `${score.toFixed(1)} %`);

function line(name: string, { tally, score }: ScoredRow): string {
  const cells = [name, percent(score), tally.killed, tally.timeout, tally.survived, tally.noCoverage, tally.errors];
  return `| ${cells.join(' | ')} |`;
}

/** The summary as a Markdown table: a row per group, then its files indented. */
export function markdownTable(summary: Summary): string {
  return [
    '| module | score | killed | timeout | survived | no coverage | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...summary.groups.flatMap((group) => [
      line(`**${group.name}**`, group),
      ...group.files.map((file) => line(`&nbsp;&nbsp;\`${file.name}\``, file)),
    ]),
    line('**all**', summary.total),
  ].join('\n');
}

/** `doc` with the text between its markers replaced by `block`. */
export function replaceBlock(doc: string, block: string): string {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from === -1 || to < from) throw new Error(`${DOC} lacks its ${START} … ${END} markers`);
  return `${doc.slice(0, from + START.length)}\n${block}\n${doc.slice(to)}`;
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A later run of some modules over the last whole run: their files' mutants replace the whole run's. */
export function mergeReports(whole: MutationReport, some: MutationReport): MutationReport {
  return { ...whole, files: { ...whole.files, ...some.files } };
}

/** What the last whole run was, kept beside its report so a run of some modules can say what it updated. */
interface RunRecord {
  readonly date: string;
  readonly wallMs: number;
  readonly how: string;
  readonly rerun: readonly { readonly date: string; readonly files: readonly string[] }[];
}

const WHOLE = 'reports/mutation/whole-run.json';
const RECORD = 'reports/mutation/whole-run-record.json';

function describeRun(record: RunRecord): string {
  const whole = `Run of ${record.date}, wall time ${minutes(record.wallMs)} (\`${record.how}\`)`;
  const later = record.rerun.map((run) => `${run.files.map((file) => `\`${file}\``).join(', ')} re-run on ${run.date}`);
  return later.length === 0 ? `${whole}:` : `${whole}; since then ${later.join('; ')}:`;
}

function main(): void {
  const options = process.argv.slice(2);
  const some = options.some((option) => option === '-m' || option.startsWith('--mutate'));
  const startedAt = Date.now();
  const date = new Date(startedAt).toISOString().slice(0, 10);
  const run = spawnSync(process.execPath, [STRYKER, 'run', ...options], {
    stdio: 'inherit',
    // The server tests keep to PGlite here (tests/setup/postgres.ts).
    env: { ...process.env, TEST_POSTGRES: 'off' },
  });
  const wallMs = Date.now() - startedAt;
  if (!existsSync(REPORT) || statSync(REPORT).mtimeMs < startedAt) {
    console.error(`Stryker wrote no report (${REPORT}); exit ${run.status}`);
    process.exit(run.status || 1);
  }
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport;
  console.info(`\n${markdownTable(summarise(report, GROUPS))}\n\nWall time: ${minutes(wallMs)}`);
  let record: RunRecord | null = null;
  let latest = report;
  if (!some) {
    const how = ['npm run mutation', ...(options.length > 0 ? ['--', ...options] : [])].join(' ');
    record = { date, wallMs, how, rerun: [] };
    writeFileSync(WHOLE, JSON.stringify(report));
  } else if (existsSync(WHOLE) && existsSync(RECORD)) {
    // Some modules again (after new tests): the doc shows the whole run with their files updated.
    const previous = JSON.parse(readFileSync(RECORD, 'utf8')) as RunRecord;
    latest = mergeReports(JSON.parse(readFileSync(WHOLE, 'utf8')) as MutationReport, report);
    record = { ...previous, rerun: [...previous.rerun, { date, files: Object.keys(report.files) }] };
    writeFileSync(WHOLE, JSON.stringify(latest));
  }
  if (record !== null) {
    writeFileSync(RECORD, JSON.stringify(record));
    const block = `${describeRun(record)}\n\n${markdownTable(summarise(latest, GROUPS))}`;
    writeFileSync(DOC, replaceBlock(readFileSync(DOC, 'utf8'), block));
    // Biome formats Markdown tables too (npm run lint): pad the new one as it would.
    spawnSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'format', '--write', DOC], {
      stdio: 'ignore',
    });
    console.info(`Summary written to ${DOC}`);
  }
  process.exit(run.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
