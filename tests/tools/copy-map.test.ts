import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COPY_PLACES } from '../../src/lib/copy-places.ts';
import { MAP_SCREENS, type MapScreen } from '../../tools/copy-map/screens.ts';
import { MAP_END, MAP_START, mapSection, textsOf, withMap } from '../../tools/copy-map.ts';

const GUIDE = readFileSync('docs/EDITING-COPY.md', 'utf8');
const screen = (slug: string): MapScreen => {
  const found = MAP_SCREENS.find((entry) => entry.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('the copy map', () => {
  it('finds the long texts of a screen by its route, its query aside, and the ones it names', () => {
    expect(textsOf(screen('withdraw'))).toEqual(['withdraw-fees-limits']);
    expect(textsOf(screen('transactions-empty'))).toEqual(['transactions-empty', 'transactions-empty-filtered']);
    expect(textsOf(screen('not-found'))).toEqual(['error-not-found']);
  });

  it('writes a section naming each picture, heading message and long text, and marks a text not pictured', () => {
    const section = mapSection([{ screen: screen('transactions-empty'), shown: ['transactions-empty-filtered'] }]);
    expect(section.startsWith(MAP_START) && section.endsWith(MAP_END)).toBe(true);
    expect(section).toContain('![Transactions, nothing matches](copy-map/transactions-empty.jpg)');
    expect(section).toContain('messages `page_transactions` and `page_transactions_lead`');
    expect(section).toContain(
      `\`copy/<language>/transactions-empty.md\`: ${COPY_PLACES['transactions-empty'].where} (not in this picture)`,
    );
    expect(section).toContain(
      `\`copy/<language>/transactions-empty-filtered.md\`: ${COPY_PLACES['transactions-empty-filtered'].where}\n`,
    );
  });

  it('replaces only what lies between the marker lines, and refuses a guide without them', () => {
    const guide = `Intro\n${MAP_START}\nold\n${MAP_END}\nOutro`;
    expect(withMap(guide, `${MAP_START}\nnew\n${MAP_END}`)).toBe(`Intro\n${MAP_START}\nnew\n${MAP_END}\nOutro`);
    expect(() => withMap('Intro', 'x')).toThrow('lacks the copy-map marker lines');
  });

  it('is current in the guide: every screen pictured, every picture there, every long text listed', () => {
    for (const { slug } of MAP_SCREENS) {
      expect(GUIDE).toContain(`(copy-map/${slug}.jpg)`);
      expect(existsSync(`docs/copy-map/${slug}.jpg`)).toBe(true);
    }
    for (const name of Object.keys(COPY_PLACES)) expect(GUIDE).toContain(`\`copy/*/${name}.md\``);
  });
});
