/** The balance-painted measuring tool's pure parts: options, cookies, median, and the harness's slow 4G preset. */
import { describe, expect, it } from 'vitest';
import { cookiesOf, median, parseOptions, SLOW_4G } from '../../tools/balance-painted.ts';

describe('balance painted tool', () => {
  it('reads its options, five runs of / by default', () => {
    expect(parseOptions(['--base', 'http://127.0.0.1:4334', '--cookie', 'a=1'])).toEqual({
      base: 'http://127.0.0.1:4334',
      cookie: 'a=1',
      path: '/',
      runs: 5,
    });
    expect(parseOptions(['--base', 'http://x', '--cookie', 'a=1', '--runs', '3', '--path', '/va']).runs).toBe(3);
    expect(() => parseOptions(['--base', 'http://x'])).toThrow(/usage/);
    expect(() => parseOptions(['--base', 'http://x', '--cookie', 'a=1', '--runs', '0'])).toThrow(/usage/);
  });

  it('sets the cookies verbatim, values with = and %-escapes included', () => {
    expect(cookiesOf('access_token=a.b=; access_expired_at=2026-01-01T00%3A00; junk', 'http://x')).toEqual([
      { name: 'access_token', value: 'a.b=', url: 'http://x' },
      { name: 'access_expired_at', value: '2026-01-01T00%3A00', url: 'http://x' },
    ]);
  });

  it('takes the middle run', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });

  it('throttles as shared/perf’s slow 4G preset', () => {
    expect(SLOW_4G).toEqual({ latencyMs: 562.5, downBps: 180000, upBps: 84375, cpu: 4 });
  });
});
