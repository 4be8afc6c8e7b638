import { describe, expect, it } from 'vitest';
import { firstLoadDone } from '../../tools/first-load-done.ts';

describe('first-load JS done', () => {
  it('is when the last module the page runs first arrived, not a lazy chunk or another kind of file', () => {
    const run = {
      path: '/signin',
      profile: 'slow4g',
      requestList: [
        { url: 'http://127.0.0.1:4321/_astro/framework.js', kind: 'js', end: 1500 },
        { url: 'http://127.0.0.1:4321/_astro/island.js', kind: 'js', end: 1900 },
        { url: 'http://127.0.0.1:4321/_astro/select.js', kind: 'js', end: 3800 },
        { url: 'http://127.0.0.1:4321/_astro/site.css', kind: 'css', end: 2500 },
      ],
    };
    expect(firstLoadDone(run, new Set(['_astro/framework.js', '_astro/island.js']))).toBe(1900);
  });
});
