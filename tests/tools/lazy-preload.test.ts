import { readdirSync } from 'node:fs';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIGURE_PARTS, isChrome, paintsFigures } from '../../tools/chunking.ts';
import { lazyDependencies, lazyPreload, staticClosure } from '../../tools/lazy-preload.ts';

/** A written bundle: each chunk's static imports, its group name and the module it is the entry of. */
function bundle(chunks: Record<string, { imports?: string[]; name?: string; facade?: string }>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        name: chunk.name ?? fileName,
        imports: chunk.imports ?? [],
        facadeModuleId: chunk.facade ?? null,
      } as unknown as Rolldown.OutputChunk,
    ]),
  );
}

// The list island imports the framework and the list kit; its lazy cells need money, which needs big.js.
const BUNDLE = bundle({
  '_astro/framework.js': { name: 'framework' },
  '_astro/list.js': { imports: ['_astro/framework.js'] },
  '_astro/island.js': { imports: ['_astro/list.js', '_astro/framework.js'], facade: '/app/src/features/tx/island.tsx' },
  '_astro/cells.js': { imports: ['_astro/money.js', '_astro/list.js'], facade: '/app/src/features/tx/cells.tsx' },
  '_astro/steps.js': { imports: ['_astro/money.js'], facade: '/app/src/features/withdraw/withdraw-steps.tsx' },
  '_astro/money.js': { imports: ['_astro/big.js', '_astro/framework.js'] },
  '_astro/big.js': {},
  '_astro/session.js': {
    imports: ['_astro/framework.js'],
    facade: '/app/src/features/session/session-island.tsx',
  },
});
const CELLS_DEPS = ['_astro/money.js', '_astro/big.js', '_astro/list.js', '_astro/framework.js'];

describe('staticClosure', () => {
  it('follows static imports through every level, once each', () => {
    expect([...staticClosure(BUNDLE, '_astro/island.js')].sort()).toEqual([
      '_astro/framework.js',
      '_astro/island.js',
      '_astro/list.js',
    ]);
    expect(staticClosure(BUNDLE, '_astro/cells.js')).toEqual(
      new Set(['_astro/cells.js', '_astro/money.js', '_astro/big.js', '_astro/list.js', '_astro/framework.js']),
    );
  });
});

describe('lazyDependencies', () => {
  it('preloads every level of the lazy module at once, less what the calling chunk already loaded', () => {
    expect(lazyDependencies(BUNDLE, '_astro/island.js', '_astro/cells.js', CELLS_DEPS, () => true)).toEqual([
      '_astro/money.js',
      '_astro/big.js',
    ]);
  });

  it('writes a list only for the parts that draw figures, and never from the chrome', () => {
    const preloads = (host: Rolldown.OutputChunk, lazy: Rolldown.OutputChunk) => !isChrome(host) && paintsFigures(lazy);
    const listed = (host: string, lazy: string) => lazyDependencies(BUNDLE, host, lazy, CELLS_DEPS, preloads);
    expect(listed('_astro/island.js', '_astro/cells.js')).toEqual(['_astro/money.js', '_astro/big.js']);
    expect(listed('_astro/island.js', '_astro/steps.js')).toEqual([]);
    expect(listed('_astro/session.js', '_astro/cells.js')).toEqual([]);
    expect(listed('_astro/framework.js', '_astro/cells.js')).toEqual([]);
  });

  it("keeps Vite's list when it cannot see the bundle or the host", () => {
    expect(lazyDependencies(null, '_astro/island.js', '_astro/cells.js', CELLS_DEPS, () => true)).toEqual(CELLS_DEPS);
    expect(lazyDependencies(BUNDLE, '_astro/gone.js', '_astro/cells.js', CELLS_DEPS, () => true)).toEqual(CELLS_DEPS);
  });
});

describe('FIGURE_PARTS', () => {
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).map((file) => `/app/src/${file}`);

  it('names modules that exist, each pattern at least one', () => {
    for (const pattern of FIGURE_PARTS) expect(sources.filter((file) => pattern.test(file))).not.toEqual([]);
  });

  it('takes the money pages’ cells, views, filters and pager, and no step, dialog or export', () => {
    const parts = sources.filter((file) => paintsFigures({ facadeModuleId: file })).map((file) => file.slice(9));
    expect(parts).toEqual(
      expect.arrayContaining([
        'features/transactions/cells.tsx',
        'features/transactions/filters.tsx',
        'features/transactions/transaction-view.tsx',
        'features/cards/transactions-cells.tsx',
        'features/cards/tx-detail.tsx',
        'features/home/recent-rows.tsx',
        'ui/pager.tsx',
      ]),
    );
    expect(parts.filter((file) => /steps|dialog|export/.test(file))).toEqual([]);
  });
});

describe('lazyPreload', () => {
  it('answers Vite from the bundle its plugin kept, and leaves HTML hosts alone', () => {
    const { plugin, modulePreload } = lazyPreload();
    const generate = plugin.generateBundle as { handler: (options: unknown, output: Rolldown.OutputBundle) => void };
    generate.handler({}, BUNDLE);
    const resolve = modulePreload.resolveDependencies;
    expect(resolve('_astro/cells.js', CELLS_DEPS, { hostId: '_astro/island.js', hostType: 'js' })).toEqual([
      '_astro/money.js',
      '_astro/big.js',
    ]);
    expect(resolve('_astro/cells.js', CELLS_DEPS, { hostId: 'index.html', hostType: 'html' })).toEqual(CELLS_DEPS);
    expect(modulePreload.polyfill).toBe(false);
  });
});
