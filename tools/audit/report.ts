/**
 * The audit's verdicts and docs/AUDIT.md, pure: rows in, problems and Markdown out (unit-tested).
 */
import type { Budget } from '../budget.ts';
import type { AxeResult } from './axe-pass.ts';
import { barMisses, type Measured, type Miss, TIME_BARS } from './bars.ts';
import { KINDS, median } from './metrics.ts';
import type { LargestPaint, PageLoad } from './page-load.ts';
import type { Visit } from './plan.ts';
import { PROFILES, type ProfileName } from './profiles.ts';

/** One route on one profile: the medians of its runs. */
export interface SpeedRow extends Measured {
  readonly path: string;
  readonly role: string | null;
  readonly profile: ProfileName;
  readonly runs: number;
  readonly requests: number;
  readonly bytes: Readonly<Record<(typeof KINDS)[number] | 'total', number>>;
  readonly fcpMs: number | null;
  readonly lcpElement: LargestPaint | null;
  readonly note: string | null;
}

export interface AuditRun {
  readonly date: string;
  /** The 1-minute load average when the run started: other work on the cores slows every timing. */
  readonly loadAverage: number;
  readonly cpus: number;
  readonly node: string;
  readonly chromium: string;
  readonly totalSeconds: number;
  readonly speed: readonly SpeedRow[];
  readonly axe: readonly AxeResult[];
}

export function speedMisses(row: SpeedRow, budget: Budget): Miss[] {
  return barMisses(row, TIME_BARS[row.profile], budget);
}

/** Every reason the audit fails: each bar a route misses, each axe violation, each page axe could not audit. */
export function auditProblems(run: Pick<AuditRun, 'speed' | 'axe'>, budget: Budget): string[] {
  const speed = run.speed.flatMap((row) =>
    speedMisses(row, budget).map(
      (miss) => `${row.route} (${PROFILES[row.profile].label}): ${miss.bar} ${miss.value}, bar ${miss.limit}`,
    ),
  );
  const axe = run.axe.flatMap((result) => {
    const where = `${result.route} (${result.locale}, ${result.mode})`;
    if (result.error !== null) return [`${where}: axe could not run: ${result.error}`];
    return result.violations.map((violation) => `${where}: axe ${violation.id} at ${violation.targets.join(', ')}`);
  });
  return [...speed, ...axe];
}

const KB = 1024;
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ms = (value: number | null) => (value === null ? '—' : Number.isNaN(value) ? 'none' : String(Math.round(value)));
/** A cell over its bar is bold, so the table shows where a route fails. */
const marked = (text: string, missed: boolean) => (missed ? `**${text}**` : text);
const cell = (text: string) => text.replace(/\|/g, '\\|');

function speedTable(rows: readonly SpeedRow[], budget: Budget): string[] {
  const header =
    '| route | signed in as | requests | HTML KB | CSS KB | JS KB | font KB | img KB | other KB | total KB | first-load JS KB | FCP ms | LCP ms | LCP element | TBT ms | CLS | first-load JS done ms | money painted ms | misses |';
  const align = `|${' --- |'.repeat(2)}${' ---: |'.repeat(11)} --- |${' ---: |'.repeat(4)} --- |`;
  const lines = rows.map((row) => {
    const misses = speedMisses(row, budget);
    const missed = (bar: string) => misses.some((miss) => miss.bar === bar);
    // The first classes say which element it is; the whole list is in docs/audit.json.
    const classes = row.lcpElement?.className.split(/\s+/).slice(0, 3).join(' ') ?? '';
    const element = row.lcpElement === null ? '—' : `\`${row.lcpElement.tag}\` ${classes}`.trim();
    const values = [
      `\`${row.path}\``,
      row.role ?? 'signed out',
      String(row.requests),
      marked(kb(row.htmlBytes), missed('HTML')),
      ...KINDS.filter((kind) => kind !== 'html').map((kind) => kb(row.bytes[kind])),
      kb(row.bytes.total),
      marked(kb(row.firstLoadJsBytes), missed('first-load JS')),
      ms(row.fcpMs),
      marked(ms(row.lcpMs), missed('LCP')),
      element,
      marked(ms(row.tbtMs), missed('TBT')),
      marked(row.cls === null ? '—' : row.cls.toFixed(3), missed('CLS')),
      marked(ms(row.firstLoadJsDoneMs), missed('first-load JS done')),
      marked(ms(row.moneyPaintedMs), missed('money painted')),
      misses.length === 0 ? 'none' : misses.map((miss) => miss.bar).join(', '),
    ];
    return `| ${values.map(cell).join(' | ')} |`;
  });
  return [header, align, ...lines];
}

function axeTable(results: readonly AxeResult[]): string[] {
  const found = results.filter((result) => result.error !== null || result.violations.length > 0);
  if (found.length === 0) return ['No violations on any route, language or colour mode.'];
  const lines = found.flatMap((result) => {
    const where = [`\`${result.path}\``, result.locale, result.mode];
    if (result.error !== null) return [`| ${[...where, 'not audited', cell(result.error), '—'].join(' | ')} |`];
    return result.violations.map(
      (violation) =>
        `| ${[...where, `\`${violation.id}\``, cell(violation.help), cell(violation.targets.map((target) => `\`${target}\``).join(', '))].join(' | ')} |`,
    );
  });
  return ['| route | language | mode | rule | what | elements |', '| --- | --- | --- | --- | --- | --- |', ...lines];
}

function barsLine(profile: ProfileName, budget: Budget): string {
  const bars = TIME_BARS[profile];
  const parts = [
    `LCP ≤ ${bars.lcpMs} ms`,
    `TBT ≤ ${bars.tbtMs} ms`,
    `CLS ≤ ${bars.cls}`,
    ...(bars.firstLoadJsDoneMs === null ? [] : [`first-load JS done ≤ ${bars.firstLoadJsDoneMs} ms (app pages)`]),
    ...(bars.moneyPaintedMs === null ? [] : [`money painted ≤ ${bars.moneyPaintedMs} ms (money pages)`]),
    `HTML ≤ ${budget.htmlMaxKb} KB as served`,
    'first-load JS ≤ the route’s budget.json entry as served',
  ];
  return `Bars on ${PROFILES[profile].label}: ${parts.join('; ')}.`;
}

/** The route notes (which id a dynamic route was loaded with, where a page sent the browser). */
function notes(rows: readonly SpeedRow[]): string[] {
  const seen = new Map<string, string>();
  for (const row of rows) {
    const said = [row.note, row.redirectedTo === null ? null : `ended on ${row.redirectedTo}`].filter(Boolean);
    if (said.length > 0) seen.set(row.path, said.join('; '));
  }
  return [...seen].map(([path, said]) => `- \`${path}\`: ${said}.`);
}

export function auditMarkdown(run: AuditRun, budget: Budget): string {
  const problems = auditProblems(run, budget);
  const profiles = [...new Set(run.speed.map((row) => row.profile))];
  const axeChecked = run.axe.filter((result) => result.error === null).length;
  const violations = run.axe.reduce((sum, result) => sum + result.violations.length, 0);
  const routeNotes = notes(run.speed);
  return [
    '# Audit: speed on slow networks and accessibility',
    '',
    `Measured ${run.date} by \`npm run audit\` (tools/audit/) on ${run.cpus} cores, Node ${run.node}, ${run.chromium},`,
    `load average ${run.loadAverage.toFixed(1)} when it started (other work on the cores slows every timing; bytes and`,
    `requests do not move with it); the whole run took ${run.totalSeconds.toFixed(0)} s. Raw numbers: docs/audit.json.`,
    '',
    'How: `npm start`’s server (the built site and the demo API on one origin); each route loaded once per run in a',
    'fresh Chromium context (first visit: empty cache) on a phone screen (412 × 823), with the DevTools preset and',
    '4× CPU slowdown over CDP; guest and public pages signed out, app pages signed in as the director (or the role',
    'that may open them). Times are medians of the runs, in ms from navigation start; bytes are as served (transfer',
    'sizes, headers included; HTML and first-load JS are body bytes, compressed). FCP and LCP are the browser’s own',
    'entries; TBT sums each long task’s part after FCP beyond 50 ms until the page is loaded and quiet (no request',
    'but the live stream, no long task, for 1 s); CLS sums the layout shifts without recent input. **First-load JS',
    'done** is when the last script requested before the load event has finished executing, from the browser’s',
    'trace: a classic script’s own evaluation; for a module, the first module-graph evaluation that starts after it',
    'arrived (the trace names no module; a graph runs once its last module is in); else its arrival',
    '(tools/audit/metrics.ts). **Money painted** is the frame after the first amount from the server is in the page',
    '(tools/audit/plan.ts lists each money page’s figure).',
    '',
    ...profiles.map((profile) => barsLine(profile, budget)),
    '',
    problems.length === 0
      ? 'Verdict: **pass**.'
      : `Verdict: **fail**, ${problems.length} problem(s) (listed at the end).`,
    '',
    ...profiles.flatMap((profile) => [
      `## ${PROFILES[profile].label}`,
      '',
      ...speedTable(
        run.speed.filter((row) => row.profile === profile),
        budget,
      ),
      '',
    ]),
    ...(routeNotes.length === 0 ? [] : ['Notes:', '', ...routeNotes, '']),
    '## Accessibility (axe, WCAG 2.2 AA)',
    '',
    `${axeChecked} audits (every route × en, vi × light, dark, unthrottled), ${violations} violation(s).`,
    '',
    ...axeTable(run.axe),
    '',
    ...(problems.length === 0 ? [] : ['## Problems', '', ...problems.map((problem) => `- ${cell(problem)}`), '']),
  ].join('\n');
}

/** One route's runs on one profile as its report row: timings are medians, bytes and counts the first run's. */
export function speedRow(visit: Visit, profile: ProfileName, loads: readonly PageLoad[]): SpeedRow {
  const [first] = loads;
  if (first === undefined) throw new Error(`no run of ${visit.path}`);
  const middle = (pick: (load: PageLoad) => number | null) => median(loads.map(pick));
  // A money page where any run painted no figure has no figure to report.
  const money = loads.some((load) => Number.isNaN(load.moneyPaintedMs)) ? Number.NaN : middle((l) => l.moneyPaintedMs);
  const landed = new URL(first.finalUrl);
  return {
    route: visit.route,
    path: visit.path,
    role: visit.role,
    profile,
    runs: loads.length,
    appPage: visit.role !== null,
    requests: first.requests,
    bytes: first.bytes,
    htmlBytes: first.htmlBytes,
    firstLoadJsBytes: first.firstLoadJsBytes,
    foreignStylesheets: first.foreignStylesheets,
    fcpMs: middle((load) => load.fcpMs),
    lcpMs: middle((load) => load.lcpMs),
    lcpElement: first.lcpElement,
    tbtMs: middle((load) => load.tbtMs),
    cls: middle((load) => load.cls),
    firstLoadJsDoneMs: middle((load) => load.firstLoadJsDoneMs),
    moneyPaintedMs: money,
    redirectedTo: landed.pathname === visit.path ? null : landed.pathname + landed.search,
    note: visit.note,
  };
}
