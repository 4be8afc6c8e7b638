/** `npm run mutation`'s scoring (tools/mutation.ts) and the configuration it runs (stryker.config.mjs). */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import strykerConfig, { GROUPS } from '../../stryker.config.mjs';
import {
  DOC,
  END,
  fileOf,
  type MutationReport,
  markdownTable,
  mergeReports,
  replaceBlock,
  START,
  scoreOf,
  summarise,
} from '../../tools/mutation.ts';
import { MUTATION_TESTS } from '../../vitest.mutation.config.ts';

const mutants = (...statuses: string[]) => ({ mutants: statuses.map((status) => ({ status })) });

describe('the mutation score', () => {
  it('is detected (killed or timed out) over detected, survived and uncovered; errors do not count', () => {
    expect(scoreOf({ killed: 6, timeout: 1, survived: 2, noCoverage: 1, errors: 5 })).toBe(70);
    expect(scoreOf({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 3 })).toBeNull();
  });

  it('is summed per group and per file, ignoring files no group names', () => {
    const report: MutationReport = {
      files: {
        'a.ts': mutants('Killed', 'Survived'),
        'b.ts': mutants('Killed', 'Timeout', 'NoCoverage', 'Ignored'),
        'c.ts': mutants('Survived'),
        'other.ts': mutants('Survived', 'Survived'),
      },
    };
    const summary = summarise(report, { first: ['a.ts', 'b.ts:3-9'], second: ['c.ts'], none: ['missing.ts'] });
    expect(summary.groups.map((group) => [group.name, group.score])).toEqual([
      ['first', 60],
      ['second', 0],
    ]);
    expect(summary.groups[0]?.files.map((file) => [file.name, file.score])).toEqual([
      ['a.ts', 50],
      ['b.ts', (2 / 3) * 100],
    ]);
    expect(summary.total.score).toBe(50);
    expect(summary.total.tally).toEqual({ killed: 2, timeout: 1, survived: 2, noCoverage: 1, errors: 0 });
  });

  it('reads the file of a line range', () => {
    expect(fileOf('src/contract/rules.ts:49-63')).toBe('src/contract/rules.ts');
    expect(fileOf('src/a.ts:3:1-9:4')).toBe('src/a.ts');
    expect(fileOf('src/a.ts')).toBe('src/a.ts');
  });

  it('prints a row per group, its files, and the total', () => {
    const table = markdownTable(summarise({ files: { 'a.ts': mutants('Killed', 'Survived') } }, { g: ['a.ts'] }));
    expect(table.split('\n').slice(2)).toEqual([
      '| **g** | 50.0 % | 1 | 0 | 1 | 0 | 0 |',
      '| &nbsp;&nbsp;`a.ts` | 50.0 % | 1 | 0 | 1 | 0 | 0 |',
      '| **all** | 50.0 % | 1 | 0 | 1 | 0 | 0 |',
    ]);
  });

  it('takes a later run’s files over the whole run’s, keeping the others', () => {
    const whole: MutationReport = { files: { 'a.ts': mutants('Survived'), 'b.ts': mutants('Killed') } };
    const merged = mergeReports(whole, { files: { 'a.ts': mutants('Killed', 'Killed') } });
    expect(merged.files).toEqual({ 'a.ts': mutants('Killed', 'Killed'), 'b.ts': mutants('Killed') });
  });

  it('replaces only the block between the markers', () => {
    expect(replaceBlock(`head\n${START}\nold\n${END}\ntail`, 'new')).toBe(`head\n${START}\nnew\n${END}\ntail`);
    expect(() => replaceBlock('no markers', 'new')).toThrow(/markers/);
  });
});

describe('the mutation configuration', () => {
  it('names files that exist, each once', () => {
    const files = Object.values(GROUPS).flat().map(fileOf);
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);
    expect(strykerConfig.mutate).toEqual(Object.values(GROUPS).flat());
  });

  it('runs test files that exist', () => {
    expect(MUTATION_TESTS.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('has a summary block in the doc', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(doc.indexOf(START)).toBeGreaterThan(-1);
    expect(doc.indexOf(END)).toBeGreaterThan(doc.indexOf(START));
  });
});
