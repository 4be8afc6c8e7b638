/**
 * The live stream store (src/stores/live.ts): one connection, events to every listener, reconnection with
 * Last-Event-ID after a drop (announced, so state is read again), backoff after failures, stopped by logout and as signing out begins.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../src/stores/live.ts';
import { liveStream } from './fakes.ts';

const openStream = vi.hoisted(() => vi.fn());
vi.mock('../../src/stores/api.ts', () => ({ api: {}, openStream }));

async function freshLive() {
  vi.resetModules();
  const live = await import('../../src/stores/live.ts');
  const { resetAllStores, stopSessionConnections } = await import('../../src/stores/reset.ts');
  const heard: LiveEvent[] = [];
  live.onLiveEvent((event) => heard.push(event));
  return { ...live, resetAllStores, stopSessionConnections, heard };
}

beforeEach(() => {
  openStream.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live stream', () => {
  it('hands the server’s events to every listener, and nothing it cannot read', async () => {
    const stream = liveStream();
    openStream.mockResolvedValueOnce(stream.response);
    const live = await freshLive();
    const other: LiveEvent[] = [];
    live.onLiveEvent((event) => other.push(event));
    live.startLive();
    live.startLive();
    await vi.waitFor(() => expect(live.$liveStatus.get()).toBe('open'));
    const update = { type: 'VA', currency: 'VND', balance: '10', validate_balance: '8' };
    stream.send('wallet.updated', update);
    stream.send('something.else', {});
    stream.send('transaction.updated', { id: 4, transaction_type: 'TOP_UP', status: 'APPROVED' });
    await vi.waitFor(() => expect(live.heard).toHaveLength(3));
    expect(live.heard).toEqual([
      // Opened after the page's first reads: what changed before is read again.
      { type: 'live.reconnected' },
      { type: 'wallet.updated', data: update },
      { type: 'transaction.updated', data: { id: 4, transaction_type: 'TOP_UP', status: 'APPROVED' } },
    ]);
    expect(other).toEqual(live.heard);
    expect(openStream).toHaveBeenCalledTimes(1);
    live.stopLive();
  });

  it('comes back after a drop with the last event id, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = liveStream();
    const second = liveStream();
    openStream.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const live = await freshLive();
    live.startLive();
    first.send('notification.created', { id: 9 }, 'n9');
    await vi.waitFor(() => expect(live.heard).toHaveLength(2));
    first.drop();
    await vi.waitFor(() => expect(live.$liveStatus.get()).toBe('waiting'));
    expect(openStream).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(live.$liveStatus.get()).toBe('open'));
    expect(openStream.mock.calls[1]?.[1]).toMatchObject({ headers: { 'last-event-id': 'n9' } });
    expect(live.heard.at(-1)).toEqual({ type: 'live.reconnected' });
    live.stopLive();
  });

  it('waits longer after each failed attempt, up to 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    openStream.mockResolvedValue({ status: false, message: 'Network Error' });
    const live = await freshLive();
    expect([0, 1, 2, 3, 4, 5, 9].map(live.retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    live.startLive();
    await vi.advanceTimersByTimeAsync(0);
    expect(openStream).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(openStream).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(openStream).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(openStream).toHaveBeenCalledTimes(3);
    live.stopLive();
  });

  it('closes on local logout, and opens anew afterwards', async () => {
    openStream.mockImplementation(() => Promise.resolve(liveStream().response));
    const live = await freshLive();
    live.startLive();
    await vi.waitFor(() => expect(live.$liveStatus.get()).toBe('open'));
    const [[, { signal }]] = openStream.mock.calls as [[unknown, { signal: AbortSignal }]];
    live.resetAllStores();
    expect(signal.aborted).toBe(true);
    expect(live.$liveStatus.get()).toBe('off');
    live.startLive();
    await vi.waitFor(() => expect(openStream).toHaveBeenCalledTimes(2));
    expect(openStream.mock.calls[1]?.[1]).toMatchObject({ headers: {} });
    live.stopLive();
  });

  it('closes when signing out begins, before the session is revoked', async () => {
    openStream.mockImplementation(() => Promise.resolve(liveStream().response));
    const live = await freshLive();
    live.startLive();
    await vi.waitFor(() => expect(live.$liveStatus.get()).toBe('open'));
    const [[, { signal }]] = openStream.mock.calls as [[unknown, { signal: AbortSignal }]];
    live.stopSessionConnections();
    expect(signal.aborted).toBe(true);
    expect(live.$liveStatus.get()).toBe('off');
  });
});
