/**
 * The browser's query rules (src/lib/http/query-rules.ts): generated from the contract and current with it, and
 * accepting exactly what the contract's own schema accepts for the values an address bar can hold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTRACT } from '../../../src/contract/index.ts';
import { listVaTransactions } from '../../../src/lib/http/query-rules/listVaTransactions.generated.ts';
import { acceptedValue } from '../../../src/lib/http/query-rules.ts';
import { QUERY_RULES_DIR, queryRulesFile, queryRulesModules } from '../../../tools/http-routes/query-rules.ts';

const rules = listVaTransactions;

describe('generated query rules', () => {
  it('are current with the contract (run `node tools/http-routes.ts` after changing src/contract)', () => {
    for (const [file, text] of queryRulesModules()) {
      expect(readFileSync(`${QUERY_RULES_DIR}/${file}`, 'utf8'), file).toBe(text);
    }
  });

  it('have one module for every entry that takes a query, each exporting that entry alone', async () => {
    const withQuery = CONTRACT.filter((call) => 'query' in call && call.query !== undefined).map((call) => call.name);
    const files = readdirSync(QUERY_RULES_DIR).filter((file) => file.endsWith('.generated.ts'));
    expect(files.sort()).toEqual(withQuery.map(queryRulesFile).sort());
    for (const name of withQuery) {
      const module: Record<string, unknown> = await import(`../../../${QUERY_RULES_DIR}/${queryRulesFile(name)}`);
      expect(Object.keys(module)).toEqual([name]);
    }
  });
});

describe('acceptedValue', () => {
  it('takes integers as digits within their bounds, as numbers', () => {
    expect(acceptedValue(rules.page, '3')).toBe(3);
    for (const refused of ['0', '-1', '1.5', '1e3', ' 2', '02', 'abc', '2147483648']) {
      expect(acceptedValue(rules.page, refused)).toBeUndefined();
    }
    expect(acceptedValue(rules.limit, '100')).toBe(100);
    expect(acceptedValue(rules.limit, '101')).toBeUndefined();
  });

  it('takes enum members only', () => {
    expect(acceptedValue(rules.type, 'TOP_UP')).toBe('TOP_UP');
    expect(acceptedValue(rules.type, 'top_up')).toBeUndefined();
  });

  it('takes text within its length and pattern', () => {
    expect(acceptedValue(rules.search, 'Nguyễn')).toBe('Nguyễn');
    expect(acceptedValue(rules.search, 'x'.repeat(100))).toHaveLength(100);
    expect(acceptedValue(rules.search, 'x'.repeat(101))).toBeUndefined();
    expect(acceptedValue(rules.search, 'line\nbreak')).toBeUndefined();
  });

  it('takes timestamps with an offset on real calendar days', () => {
    expect(acceptedValue(rules.from, '2026-02-28T00:00:00+07:00')).toBe('2026-02-28T00:00:00+07:00');
    expect(acceptedValue(rules.from, '2028-02-29T23:59:59.999Z')).toBe('2028-02-29T23:59:59.999Z');
    for (const refused of ['2026-02-29T00:00:00Z', '2026-01-01', '2026-01-01T00:00:00', 'yesterday']) {
      expect(acceptedValue(rules.from, refused)).toBeUndefined();
    }
  });

  it('drops empty values, a scalar given twice, and the default', () => {
    expect(acceptedValue(rules.type, '')).toBeUndefined();
    expect(acceptedValue(rules.type, ['TOP_UP', 'WITHDRAWAL'])).toBeUndefined();
    expect(acceptedValue(rules.page, '1')).toBeUndefined();
    expect(acceptedValue(rules.limit, '20')).toBeUndefined();
  });

  it('keeps the valid items of a list, each once', () => {
    expect(acceptedValue(rules.top_up_status, ['PENDING', 'NOPE', '', 'PROCESS', 'PENDING'])).toEqual([
      'PENDING',
      'PROCESS',
    ]);
    expect(acceptedValue(rules.top_up_status, 'PENDING')).toEqual(['PENDING']);
    expect(acceptedValue(rules.top_up_status, ['NOPE'])).toBeUndefined();
  });

  it('agrees with the contract on what the server accepts', () => {
    const call = CONTRACT.find((entry) => entry.name === 'listVaTransactions');
    const schema = call && 'query' in call ? (call.query as z.ZodType) : undefined;
    const samples: Record<string, string[]> = {
      page: ['1', '7', '0', '-3', 'x'],
      status: ['APPROVED', 'approved', 'DONE'],
      search: ['VAW-1', '\u0007'],
      to: ['2026-03-01T10:00:00.000Z', '2026-13-01T10:00:00.000Z'],
      virtual_account_id: ['5', '5.0'],
    };
    for (const [key, values] of Object.entries(samples)) {
      for (const value of values) {
        const server = schema?.safeParse({ [key]: value }).success;
        const rule = rules[key as keyof typeof rules];
        // The default is accepted by both, and only dropped from the address because it goes without saying.
        const browser =
          acceptedValue(rule, value) !== undefined || value === String('default' in rule ? rule.default : undefined);
        expect({ key, value, accepted: browser }).toEqual({ key, value, accepted: server });
      }
    }
  });
});
