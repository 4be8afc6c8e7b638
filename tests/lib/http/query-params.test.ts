import { describe, expect, it } from 'vitest';
import { cleanQuery, type QueryValue, toSearchParams } from '../../../src/lib/http/query-params.ts';

/** Lets a test pass a value the types forbid, as untyped form data could at run time. */
function untyped(params: Record<string, unknown>): Record<string, QueryValue> {
  return params as Record<string, QueryValue>;
}

describe('cleanQuery', () => {
  it("drops '', null, undefined and false", () => {
    expect(cleanQuery({ a: '', b: null, c: undefined, d: false, keep: 'x' })).toEqual({ keep: 'x' });
  });

  it("keeps 0, '0', true and whitespace", () => {
    expect(cleanQuery({ page: 0, code: '0', unread: true, space: ' ' })).toEqual({
      page: 0,
      code: '0',
      unread: true,
      space: ' ',
    });
  });

  it('drops empty elements inside lists and lists left empty', () => {
    expect(
      cleanQuery({ status: ['PENDING', '', null, undefined, false, 'PROCESS', 0], none: [], gone: ['', null] }),
    ).toEqual({ status: ['PENDING', 'PROCESS', 0] });
  });

  it('keeps dates and the key order', () => {
    const from = new Date('2026-01-01T00:00:00.000Z');
    expect(Object.keys(cleanQuery({ z: 1, a: 'x', from, m: true }))).toEqual(['z', 'a', 'from', 'm']);
    expect(cleanQuery({ from }).from).toBe(from);
  });

  it('accepts an interface with optional fields', () => {
    interface Filters {
      status?: readonly string[];
      page: number;
      search?: string;
    }
    const filters: Filters = { page: 1, search: '' };
    expect(cleanQuery(filters)).toEqual({ page: 1 });
  });

  it('does not change its input', () => {
    const params = { a: '', list: ['x', ''] };
    cleanQuery(params);
    expect(params).toEqual({ a: '', list: ['x', ''] });
  });

  it('rejects nested objects and lists with a TypeError', () => {
    expect(() => cleanQuery(untyped({ filter: { a: 1 } }))).toThrow(TypeError);
    expect(() => cleanQuery(untyped({ filter: {} }))).toThrow(/"filter"/);
    expect(() => cleanQuery(untyped({ list: [['a']] }))).toThrow(TypeError);
    expect(() => cleanQuery(untyped({ list: [{ a: 1 }] }))).toThrow(TypeError);
  });

  it('rejects values that would serialise to nonsense', () => {
    expect(() => cleanQuery({ page: Number.NaN })).toThrow(TypeError);
    expect(() => cleanQuery({ limit: Number.POSITIVE_INFINITY })).toThrow(TypeError);
    expect(() => cleanQuery({ from: new Date('not a date') })).toThrow(TypeError);
    expect(() => cleanQuery(untyped({ fn: () => 1 }))).toThrow(TypeError);
    expect(() => cleanQuery(untyped({ big: 1n }))).toThrow(TypeError);
  });
});

describe('toSearchParams', () => {
  it('serialises lists as repeated keys', () => {
    expect(toSearchParams({ status: ['PENDING', 'PROCESS'] }).toString()).toBe('status=PENDING&status=PROCESS');
  });

  it('serialises booleans, numbers and dates', () => {
    const params = toSearchParams({
      unread: true,
      page: 0,
      limit: 100,
      rate: 1.5,
      from: new Date('2026-01-01T07:00:00.000Z'),
    });
    expect(params.toString()).toBe('unread=true&page=0&limit=100&rate=1.5&from=2026-01-01T07%3A00%3A00.000Z');
    expect(params.get('from')).toBe('2026-01-01T07:00:00.000Z');
  });

  it('drops the empty values before serialising', () => {
    expect(toSearchParams({ notification_group: '', page: 0, limit: 10, cursor: null, unread: false }).toString()).toBe(
      'page=0&limit=10',
    );
    expect(toSearchParams({ a: '', b: [] }).toString()).toBe('');
  });

  it('encodes reserved characters in keys and values', () => {
    expect(toSearchParams({ 'q&x': 'a b&c=d', name: 'Nguyễn' }).toString()).toBe(
      'q%26x=a+b%26c%3Dd&name=Nguy%E1%BB%85n',
    );
  });

  it('rejects nested objects with a TypeError', () => {
    expect(() => toSearchParams(untyped({ range: { from: 1, to: 2 } }))).toThrow(TypeError);
  });
});
