/** /referral follows the live stream: a referred friend's event, or the stream coming back, reads figures and list again. */
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../src/stores/live.ts';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const { followReferrals } = await import('../../../src/features/referral/live.ts');

describe('followReferrals', () => {
  it('reads the figures and the referees again on referral.updated and after a gap, nothing on other events', () => {
    const stats = { refresh: vi.fn() };
    const referees = { revalidate: vi.fn() };
    const listeners = new Set<(event: LiveEvent) => void>();
    const stop = followReferrals({ stats, referees }, (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    const hear = (event: LiveEvent) => {
      for (const listener of listeners) listener(event);
    };
    hear({ type: 'request.updated', data: { id: 1, request_status: 'pending', pending: 1 } });
    hear({ type: 'account.updated', data: { account_level: 1, tier: 'STANDARD' } });
    expect([stats.refresh.mock.calls.length, referees.revalidate.mock.calls.length]).toEqual([0, 0]);
    hear({ type: 'referral.updated', data: { referee_id: 9, status: 'REGISTERED' } });
    expect([stats.refresh.mock.calls.length, referees.revalidate.mock.calls.length]).toEqual([1, 1]);
    hear({ type: 'live.reconnected' });
    expect([stats.refresh.mock.calls.length, referees.revalidate.mock.calls.length]).toEqual([2, 2]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
