import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeByPath } from '../../src/app/routes.ts';
import { COPY_PLACES, type CopyPlace, splitAtSlot } from '../../src/lib/copy-places.ts';

describe('the long texts a page shows', () => {
  it('name only pages of the route table', () => {
    const routes = Object.values(COPY_PLACES).flatMap((place) => place.routes);
    expect(routes.filter((path) => routeByPath(path) === undefined)).toEqual([]);
  });

  it('are the names the screens ask for: every <LongCopy>, <EmptyCopy> and <HelpCopy> name is a place', () => {
    const sources = (folder: string): string[] =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.astro'))
        .map((path) => readFileSync(`${folder}/${path}`, 'utf8'));
    const asked = sources('src').flatMap((text) =>
      [...text.matchAll(/<(?:LongCopy|EmptyCopy|HelpCopy)\s[^>]*name="([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    expect(asked.length).toBeGreaterThan(5);
    expect(asked.filter((name) => !Object.hasOwn(COPY_PLACES, name))).toEqual([]);
  });

  it('say which words in braces their page fills in', () => {
    const places: Record<string, CopyPlace> = COPY_PLACES;
    expect(places['error-not-found']?.slots).toEqual(['path']);
    expect(places['auth-panel']?.slots).toBeUndefined();
    expect(Object.hasOwn(COPY_PLACES, 'toString')).toBe(false);
  });
});

describe('splitAtSlot', () => {
  it('splits a title around the slot, wherever the language puts it', () => {
    expect(splitAtSlot('Page Not Found: {path}', 'path')).toEqual(['Page Not Found: ', '']);
    expect(splitAtSlot('{path} không tồn tại', 'path')).toEqual(['', ' không tồn tại']);
    expect(splitAtSlot('No slot here', 'path')).toEqual(['No slot here', '']);
  });
});
