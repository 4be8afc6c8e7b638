/**
 * SPEC section 4, "Transaction list status rewrites before the call": pending with type top-up gives an impossible
 * status (empty result); pending alone forces type withdraw; process with no type becomes top-up statuses pending and
 * process plus withdraw status process; process with top-up sends only top-up statuses pending and process.
 */
import { describe, expect, it } from 'vitest';
import { GENERIC_STATUSES } from '../../src/contract/common.ts';
import { rewriteStatuses } from '../../src/lib/status-rewrites.ts';

describe('the four transaction-list status rewrites', () => {
  it('1. PENDING with type TOP_UP: nothing can match, so there is no query to send', () => {
    expect(rewriteStatuses({ status: 'PENDING', type: 'TOP_UP', search: 'x' })).toBeNull();
  });

  it('2. PENDING alone forces type WITHDRAWAL', () => {
    expect(rewriteStatuses({ status: 'PENDING', search: 'x', page: 2 })).toEqual({
      status: 'PENDING',
      type: 'WITHDRAWAL',
      search: 'x',
      page: 2,
    });
  });

  it('3. PROCESS with no type: top-up statuses PENDING and PROCESS plus withdraw status PROCESS', () => {
    expect(rewriteStatuses({ status: 'PROCESS', from: '2026-01-01T00:00:00+07:00' })).toEqual({
      top_up_status: ['PENDING', 'PROCESS'],
      withdraw_status: ['PROCESS'],
      from: '2026-01-01T00:00:00+07:00',
    });
  });

  it('4. PROCESS with TOP_UP: only the top-up statuses PENDING and PROCESS', () => {
    expect(rewriteStatuses({ status: 'PROCESS', type: 'TOP_UP' })).toEqual({
      type: 'TOP_UP',
      top_up_status: ['PENDING', 'PROCESS'],
    });
  });

  it('leaves every other query as it is', () => {
    expect(rewriteStatuses({})).toEqual({});
    expect(rewriteStatuses({ type: 'TOP_UP' })).toEqual({ type: 'TOP_UP' });
    expect(rewriteStatuses({ status: 'PENDING', type: 'WITHDRAWAL' })).toEqual({
      status: 'PENDING',
      type: 'WITHDRAWAL',
    });
    expect(rewriteStatuses({ status: 'PROCESS', type: 'WITHDRAWAL' })).toEqual({
      status: 'PROCESS',
      type: 'WITHDRAWAL',
    });
    for (const status of GENERIC_STATUSES.filter((value) => value !== 'PENDING' && value !== 'PROCESS')) {
      for (const type of [undefined, 'TOP_UP', 'WITHDRAWAL'] as const) {
        const query = type === undefined ? { status } : { status, type };
        expect(rewriteStatuses(query)).toEqual(query);
      }
    }
  });

  it('does not change the query it is given', () => {
    const query = { status: 'PROCESS' as const };
    rewriteStatuses(query);
    expect(query).toEqual({ status: 'PROCESS' });
  });
});
