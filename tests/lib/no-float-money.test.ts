/**
 * STYLE.md habit 6: nothing parses amounts with `Number` or `parseFloat`. A scan of the app's source, since a
 * float can creep into any component: a conversion on a line that names money fails here, so does a Big turned
 * into a number anywhere, and the money modules themselves hold no numeric conversion at all.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE = join(ROOT, 'src');
/** Generated message functions, not ours. */
const SKIPPED = [join(SOURCE, 'paraglide')];

const TO_NUMBER = /\bNumber\s*\(|\bparseFloat\s*\(|\bparseInt\s*\(|\bNumber\.parse(?:Float|Int)\s*\(/;
const MONEY_WORDS = /amount|balance|fee|money|price|total|\brate\b|available/i;
const BIG_TO_NUMBER = /\.toNumber\s*\(/;
/** Modules that handle nothing but money: no numeric conversion of any kind. */
const MONEY_MODULES = [
  /^src\/lib\/money\.ts$/,
  /^src\/lib\/amount-typing\.ts$/,
  /^src\/lib\/forms\/amount\.ts$/,
  /^src\/lib\/export\//,
  /^src\/ui\/amount-field\.tsx$/,
];

function sourceFiles(dir: string): string[] {
  if (SKIPPED.includes(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(?:tsx?|astro)$/.test(name) ? [path] : [];
  });
}

/** `file:line: text` of every offending line. */
function offences(): string[] {
  return sourceFiles(SOURCE).flatMap((path) => {
    const file = relative(ROOT, path).replaceAll('\\', '/');
    const moneyModule = MONEY_MODULES.some((pattern) => pattern.test(file));
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const converts = TO_NUMBER.test(line) && (moneyModule || MONEY_WORDS.test(line));
        return converts || BIG_TO_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
      });
  });
}

describe('no float on money', () => {
  it('finds no Number()/parseFloat/parseInt near amounts and no Big.toNumber() in src', () => {
    expect(offences()).toEqual([]);
  });

  it('would catch one', () => {
    expect(TO_NUMBER.test('const fee = Number(quote.fee);')).toBe(true);
    expect(MONEY_WORDS.test('const fee = Number(quote.fee);')).toBe(true);
    expect(TO_NUMBER.test('Number.parseFloat(balance)')).toBe(true);
    expect(BIG_TO_NUMBER.test('amount.toNumber()')).toBe(true);
  });
});
