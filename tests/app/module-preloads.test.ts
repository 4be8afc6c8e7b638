/**
 * The modules a page with critical reads lists in `<html data-modules>`, asked for by its head script after the
 * reads (src/app/boot/module-preloads.ts, docs/decisions/012).
 */
import { describe, expect, it } from 'vitest';
import { preloadListedModules } from '../../src/app/boot/module-preloads.ts';

function page(modules: string | undefined) {
  const head: { rel: string; href: string }[] = [];
  const doc = {
    documentElement: { dataset: modules === undefined ? {} : { modules } },
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => head.push(link) },
  } as unknown as Document;
  return { doc, head };
}

describe('preloadListedModules', () => {
  it('adds a modulepreload for each listed module, in the listed order', () => {
    const { doc, head } = page('/_astro/framework.js /_astro/home-island.js');
    preloadListedModules(doc);
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/_astro/framework.js' },
      { rel: 'modulepreload', href: '/_astro/home-island.js' },
    ]);
  });

  it('adds nothing on a page that lists none', () => {
    const { doc, head } = page(undefined);
    preloadListedModules(doc);
    expect(head).toEqual([]);
  });
});
