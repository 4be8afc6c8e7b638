import { describe, expect, it } from 'vitest';
import type { AxeResult } from '../../../tools/audit/axe-pass.ts';
import { barMisses, type Measured, TIME_BARS } from '../../../tools/audit/bars.ts';
import type { PageLoad } from '../../../tools/audit/page-load.ts';
import type { Visit } from '../../../tools/audit/plan.ts';
import { type AuditRun, auditMarkdown, auditProblems, speedRow } from '../../../tools/audit/report.ts';
import type { Budget } from '../../../tools/budget.ts';

const budget: Budget = { htmlMaxKb: 14, maxModuleHops: 2, routes: { '/': { jsKb: 100 }, '/signin': { jsKb: 90 } } };

const good: Measured = {
  route: '/',
  appPage: true,
  lcpMs: 900,
  tbtMs: 100,
  cls: 0.01,
  firstLoadJsDoneMs: 2000,
  moneyPaintedMs: 2500,
  htmlBytes: 10 * 1024,
  firstLoadJsBytes: 90 * 1024,
  foreignStylesheets: 0,
  redirectedTo: null,
};

describe('barMisses', () => {
  it('passes a route within every bar', () => {
    expect(barMisses(good, TIME_BARS.slow4g, budget)).toEqual([]);
  });

  it('names each bar a route misses on slow 4G, with its value and limit', () => {
    const slow = { ...good, lcpMs: 1200, tbtMs: 250, cls: 0.2, firstLoadJsDoneMs: 3000, moneyPaintedMs: 3100 };
    expect(barMisses(slow, TIME_BARS.slow4g, budget)).toEqual([
      { bar: 'LCP', value: '1200 ms', limit: '1000 ms' },
      { bar: 'TBT', value: '250 ms', limit: '200 ms' },
      { bar: 'CLS', value: '0.200', limit: '0.100' },
      { bar: 'first-load JS done', value: '3000 ms', limit: '2500 ms' },
      { bar: 'money painted', value: '3100 ms', limit: '3000 ms' },
    ]);
  });

  it('holds slow 3G only to its LCP, TBT and CLS bars', () => {
    const slow3g = { ...good, lcpMs: 2400, firstLoadJsDoneMs: 7000, moneyPaintedMs: 8000 };
    expect(barMisses(slow3g, TIME_BARS.slow3g, budget)).toEqual([]);
    expect(barMisses({ ...slow3g, lcpMs: 2600 }, TIME_BARS.slow3g, budget).map((miss) => miss.bar)).toEqual(['LCP']);
  });

  it('asks first-load JS done of app pages only', () => {
    const guest = { ...good, route: '/signin', appPage: false, firstLoadJsDoneMs: 4000, moneyPaintedMs: null };
    expect(barMisses(guest, TIME_BARS.slow4g, budget)).toEqual([]);
  });

  it('takes the weight bars from budget.json: HTML for every page, first-load JS per route', () => {
    const heavy = { ...good, htmlBytes: 15 * 1024, firstLoadJsBytes: 101 * 1024 };
    expect(barMisses(heavy, TIME_BARS.slow4g, budget)).toEqual([
      { bar: 'HTML', value: '15.0 KB', limit: '14.0 KB' },
      { bar: 'first-load JS', value: '101.0 KB', limit: '100.0 KB' },
    ]);
  });

  it('fails what was not measured, a money figure never painted, a redirect and an external stylesheet', () => {
    const broken = { ...good, lcpMs: null, moneyPaintedMs: Number.NaN, redirectedTo: '/signin', foreignStylesheets: 1 };
    expect(barMisses(broken, TIME_BARS.slow4g, budget).map((miss) => [miss.bar, miss.value])).toEqual([
      ['stays on the route', '/signin'],
      ['LCP', 'not measured'],
      ['money painted', 'not measured'],
      ['external stylesheets', '1'],
    ]);
  });
});

const visit: Visit = { route: '/', path: '/', role: 'director', money: { selector: 'x', what: 'y' }, note: null };

function load(overrides: Partial<PageLoad>): PageLoad {
  return {
    finalUrl: 'http://127.0.0.1:4670/',
    requests: 30,
    bytes: { html: 12000, css: 5000, js: 90000, font: 0, img: 1000, other: 2000, total: 110000 },
    htmlBytes: 11000,
    firstLoadScripts: 9,
    firstLoadEvaluated: 0,
    firstLoadJsBytes: 85000,
    fcpMs: 800,
    lcpMs: 900,
    lcpElement: { tag: 'p', className: 'lead', text: 'Your money' },
    tbtMs: 100,
    cls: 0,
    loadMs: 2000,
    quietMs: 4000,
    firstLoadJsDoneMs: 2100,
    moneyPaintedMs: 1900,
    longTasks: [],
    foreignStylesheets: 0,
    failed: [],
    timeline: [],
    ...overrides,
  };
}

describe('speedRow', () => {
  it('takes the median of each timing over the runs', () => {
    const row = speedRow(visit, 'slow4g', [
      load({ lcpMs: 900, tbtMs: 300 }),
      load({ lcpMs: 1100, tbtMs: 100 }),
      load({ lcpMs: 1000, tbtMs: 200 }),
    ]);
    expect([row.lcpMs, row.tbtMs, row.runs, row.appPage, row.redirectedTo]).toEqual([1000, 200, 3, true, null]);
  });

  it('reports no money figure when any run painted none, and where a redirected page ended', () => {
    const row = speedRow(visit, 'slow4g', [
      load({ moneyPaintedMs: 1900, finalUrl: 'http://127.0.0.1:4670/signin?next=%2F' }),
      load({ moneyPaintedMs: Number.NaN }),
    ]);
    expect(row.moneyPaintedMs).toBeNaN();
    expect(row.redirectedTo).toBe('/signin?next=%2F');
  });
});

const axeResult = (overrides: Partial<AxeResult>): AxeResult => ({
  route: '/signin',
  path: '/signin',
  role: null,
  locale: 'en',
  mode: 'light',
  finalUrl: 'http://127.0.0.1:4670/signin',
  lang: 'en',
  violations: [],
  error: null,
  ...overrides,
});

function run(overrides: Partial<AuditRun>): AuditRun {
  return {
    date: '2026-11-27T15:50:00.000Z',
    loadAverage: 0.5,
    cpus: 2,
    node: 'v24.21.0',
    chromium: 'Chromium 140',
    totalSeconds: 420,
    speed: [speedRow(visit, 'slow4g', [load({})])],
    axe: [axeResult({})],
    ...overrides,
  };
}

describe('the report', () => {
  it('passes a run without misses or violations, and says so with the date and the load average', () => {
    const passing = run({});
    expect(auditProblems(passing, budget)).toEqual([]);
    const markdown = auditMarkdown(passing, budget);
    expect(markdown).toContain('Measured 2026-11-27T15:50:00.000Z');
    expect(markdown).toContain('load average 0.5');
    expect(markdown).toContain('Verdict: **pass**');
    expect(markdown).toContain('No violations on any route');
  });

  it('lays one table row per route with its bytes, timings and LCP element', () => {
    const markdown = auditMarkdown(run({}), budget);
    const row = markdown.split('\n').find((line) => line.startsWith('| `/` |'));
    expect(row).toBe(
      '| `/` | director | 30 | 10.7 | 4.9 | 87.9 | 0.0 | 1.0 | 2.0 | 107.4 | 83.0 | 800 | 900 | `p` lead | 100 | 0.000 | 2100 | 1900 | none |',
    );
    const header = markdown.split('\n').find((line) => line.startsWith('| route | signed in as |')) ?? '';
    const align = markdown.split('\n')[markdown.split('\n').indexOf(header) + 1] ?? '';
    expect(align.split('|').length).toBe(header.split('|').length);
  });

  it('marks the cells over their bar, lists every problem and every axe violation, and fails', () => {
    const failing = run({
      speed: [speedRow(visit, 'slow4g', [load({ lcpMs: 1500 })])],
      axe: [
        axeResult({
          mode: 'dark',
          violations: [{ id: 'color-contrast', impact: 'serious', help: 'Contrast', targets: ['.muted', 'a|b'] }],
        }),
        axeResult({ locale: 'vi', error: 'timeout' }),
      ],
    });
    expect(auditProblems(failing, budget)).toEqual([
      '/ (Slow 4G): LCP 1500 ms, bar 1000 ms',
      '/signin (en, dark): axe color-contrast at .muted, a|b',
      '/signin (vi, light): axe could not run: timeout',
    ]);
    const markdown = auditMarkdown(failing, budget);
    expect(markdown).toContain('Verdict: **fail**, 3 problem(s)');
    expect(markdown).toContain('| **1500** |');
    expect(markdown).toContain('| `/signin` | en | dark | `color-contrast` | Contrast | `.muted`, `a\\|b` |');
  });
});
