import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Budget, checkBudget, formatTable, measureDist, suggestBudget } from '../../tools/budget.ts';
import { moduleHops, scriptEntries, staticImports } from '../../tools/static-host/module-graph.ts';

const ROUTES = [{ path: '/' }, { path: '/withdraw' }, { path: '/transactions/:id' }];

function tempDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'budget-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const island = (client: string, url: string) =>
  `<astro-island uid="1" component-url="${url}" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;

const PAGES = {
  'index.html': html(`${island('load', '/_astro/Island.js')}${island('visible', '/_astro/Lazy.js')}`),
  '_vi.html': html(island('idle', '/_astro/Island.js')),
  'withdraw.html': html(''),
  '_vi/withdraw.html': html(''),
  'transactions/_id.html': html(
    '<link rel="modulepreload" href="/_astro/dep.js"><script type="module" src="/_astro/page.js"></script>',
  ),
  '_vi/transactions/_id.html': html(
    '<link rel="modulepreload" href="/_astro/page.js"><link rel="modulepreload" href="/_astro/dep.js">',
  ),
  '404.html': html(''),
  '_vi/404.html': html(''),
  '_astro/Island.js':
    'import{a}from"./dep.js";import"./side.js";export{b}from"./re.js";const l=()=>import("./dyn.js");',
  '_astro/dep.js': 'import"./side.js";export const a=1;',
  '_astro/side.js': 'console.log(1);',
  '_astro/re.js': 'export const b=2;',
  '_astro/dyn.js': 'export const d=3;',
  '_astro/Lazy.js': 'export const lazy=1;',
  '_astro/client.js': 'export default 1;',
  '_astro/page.js': 'import"./dep.js";',
};

const BUDGET: Budget = {
  htmlMaxKb: 14,
  maxModuleHops: 2,
  routes: { '/': { jsKb: 5 }, '/withdraw': { jsKb: 0 }, '/transactions/:id': { jsKb: 5 }, '404': { jsKb: 0 } },
};

describe('script entries', () => {
  it('takes module scripts, modulepreloads and eager islands, not visible ones', () => {
    const entries = scriptEntries(
      html(
        '<script type="module" src="/a.js"></script><script src="/classic.js"></script>' +
          '<link rel="stylesheet modulepreload" href="/b.js">' +
          `${island('media', '/c.js')}${island('visible', '/d.js')}${island('only', '/e.js')}`,
      ),
    );
    expect(entries).toEqual(['/a.js', '/b.js', '/c.js', '/_astro/client.js', '/e.js', '/_astro/client.js']);
  });

  it('follows static imports and re-exports but not dynamic import()', () => {
    const code = 'import{a}from"./dep.js";export*from"../x.js";import("./dyn.js")';
    expect(staticImports(code, '_astro/m.js')).toEqual(['_astro/dep.js', 'x.js']);
  });
});

describe('module hops', () => {
  // entry → a → b → c: four serial rounds unless the HTML names the deeper modules itself.
  const chain = tempDist({
    '_astro/entry.js': 'import"./a.js";',
    '_astro/a.js': 'import"./b.js";import("./lazy.js");',
    '_astro/b.js': 'import"./c.js";',
    '_astro/c.js': 'export const c=1;',
    '_astro/lazy.js': 'import"./deeper.js";',
    '_astro/deeper.js': 'export const d=1;',
  });

  it('counts one round per import a module waits for, not the lazy import()s', () => {
    expect(moduleHops(chain, ['_astro/entry.js'])).toBe(4);
  });

  it('counts a modulepreloaded module in the first round, and its imports after the earliest importer', () => {
    expect(moduleHops(chain, ['_astro/entry.js', '_astro/c.js'])).toBe(3);
    expect(moduleHops(chain, ['_astro/entry.js', '_astro/b.js'])).toBe(2);
    expect(moduleHops(chain, ['_astro/entry.js', '_astro/a.js', '_astro/b.js', '_astro/c.js'])).toBe(1);
  });

  it('is 0 without JavaScript', () => {
    expect(moduleHops(chain, [])).toBe(0);
  });

  it('fails a page whose first-load modules take more than the allowed hops', () => {
    const deep = tempDist({
      ...PAGES,
      'withdraw.html': html('<script type="module" src="/_astro/entry.js"></script>'),
      '_astro/entry.js': 'import"./a.js";',
      '_astro/a.js': 'import"./b.js";',
      '_astro/b.js': 'export const b=1;',
    });
    const loose = { ...BUDGET, routes: { ...BUDGET.routes, '/withdraw': { jsKb: 5 } } };
    const measured = measureDist(deep, ROUTES);
    expect(checkBudget(measured, loose, ROUTES)).toEqual([
      '/withdraw (en, withdraw.html): JS takes 3 serial module hops, allowed 2',
    ]);
    const flat = tempDist({
      ...PAGES,
      'withdraw.html': html(
        '<link rel="modulepreload" href="/_astro/a.js"><script type="module" src="/_astro/entry.js"></script>',
      ),
      '_astro/entry.js': 'import"./a.js";',
      '_astro/a.js': 'import"./b.js";',
      '_astro/b.js': 'export const b=1;',
    });
    expect(checkBudget(measureDist(flat, ROUTES), loose, ROUTES)).toEqual([]);
  });
});

describe('measureDist', () => {
  const dist = tempDist(PAGES);
  const measure = measureDist(dist, ROUTES);
  const byFile = new Map(measure.pages.map((page) => [page.file, page]));

  it('counts an island module and what it imports statically, once each', () => {
    expect(byFile.get('index.html')?.jsFiles).toEqual([
      '_astro/Island.js',
      '_astro/client.js',
      '_astro/dep.js',
      '_astro/re.js',
      '_astro/side.js',
    ]);
    expect(byFile.get('index.html')?.jsFiles).not.toContain('_astro/dyn.js');
    expect(byFile.get('index.html')?.jsFiles).not.toContain('_astro/Lazy.js');
    expect(byFile.get('_vi/transactions/_id.html')?.jsFiles).toEqual([
      '_astro/dep.js',
      '_astro/page.js',
      '_astro/side.js',
    ]);
  });

  it('passes a page without JavaScript at a budget of 0', () => {
    expect(byFile.get('withdraw.html')?.jsBytes).toBe(0);
    expect(checkBudget(measure, BUDGET, ROUTES)).toEqual([]);
  });

  it('fails a page whose HTML is over 14 KB gzipped', () => {
    const big = tempDist({ ...PAGES, '_vi/withdraw.html': html(randomBytes(16 * 1024).toString('base64')) });
    const problems = checkBudget(measureDist(big, ROUTES), BUDGET, ROUTES);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/withdraw \(vi, _vi\/withdraw\.html\): HTML is 1\d\.\d KB gzipped, allowed 14 KB$/);
  });

  it('fails JavaScript over the route budget, naming measured and allowed sizes', () => {
    const tight = { ...BUDGET, routes: { ...BUDGET.routes, '/': { jsKb: 0 } } };
    const problems = checkBudget(measure, tight, ROUTES);
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual(
      expect.stringMatching(/^\/ \(en, index\.html\): JS is \d+\.\d KB gzipped, allowed 0 KB$/),
    );
  });

  it('fails a route missing from the budget and a budget entry with no route', () => {
    const { '/withdraw': _, ...routes } = BUDGET.routes;
    const problems = checkBudget(measure, { ...BUDGET, routes: { ...routes, '/gone': { jsKb: 1 } } }, ROUTES);
    expect(problems).toEqual(['/withdraw: no entry in budget.json', '/gone: budget.json entry matches no route']);
  });

  it('reports missing pages and HTML files no route produces', () => {
    const odd = tempDist({ ...PAGES, 'extra.html': html('') });
    const measured = measureDist(odd, ROUTES.slice(0, 2));
    expect(measured.unknown).toEqual(['extra.html', 'transactions/_id.html', '_vi/transactions/_id.html'].sort());
    const partial = measureDist(tempDist({ 'index.html': html('') }), ROUTES.slice(0, 1));
    expect(partial.missing.toSorted()).toEqual(['404.html', '_vi.html', '_vi/404.html']);
  });

  it('suggests the larger locale plus 10 %, rounded up, and prints a table', () => {
    const suggestion = suggestBudget(measure.pages);
    expect(suggestion.routes['/withdraw']).toEqual({ jsKb: 0 });
    expect(suggestion.routes['/']?.jsKb).toBeGreaterThan(0);
    expect(formatTable(measure.pages, BUDGET).split('\n')[0]).toMatch(/^route\s+locale\s+HTML KB\s+JS KB/);
  });
});
