/** /referral's figures: read when the screen starts, failures said (offline read again when back), late answers dropped. */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const { createStatsStore } = await import('../../../src/features/referral/stats-store.ts');

const STATS = {
  referral_code: 'ABC123',
  referral_url: 'https://campay.example/signup?ref=ABC123',
  referred_customers: 3,
  active_customers: 1,
  total_earnings: { amount: '25', currency: 'USD' },
  pending_earnings: { amount: '7.5', currency: 'USD' },
};

type Answer = { status: true; data: typeof STATS } | { status: false; message: string };

/** The browser page the store follows: the connection (settable), its events, the guard's answer. */
function fakePage(online: boolean, refused: boolean) {
  const listeners = new Map<string, () => void>();
  const state = { online };
  return {
    state,
    env: {
      online: () => state.online,
      on: (event: string, listener: () => void) => {
        listeners.set(event, listener);
        return () => listeners.delete(event);
      },
      refused: () => refused,
    },
    fire: (event: string) => listeners.get(event)?.(),
    following: (event: string) => listeners.has(event),
  };
}
let page: ReturnType<typeof fakePage>;

function store(answers: Answer[], options: { online?: boolean; refused?: boolean } = {}) {
  page = fakePage(options.online ?? true, options.refused ?? false);
  const calls: unknown[] = [];
  const pending: ((answer: Answer) => void)[] = [];
  const api = {
    getReferralStats: (input: unknown) => {
      calls.push(input);
      const next = answers.shift();
      if (next) return Promise.resolve(next);
      return new Promise<Answer>((resolve) => pending.push(resolve));
    },
  };
  // biome-ignore lint/suspicious/noExplicitAny: the fake answers only what the store reads.
  const made = createStatsStore({ api: api as any, env: page.env });
  return { store: made, calls, pending };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the referral figures store', () => {
  it('reads the figures when the screen starts', async () => {
    const { store: stats, calls } = store([{ status: true, data: STATS }]);
    expect(stats.$state.get()).toEqual({ status: 'loading' });
    stats.start();
    await settled();
    expect(calls).toHaveLength(1);
    expect(stats.$state.get()).toEqual({ status: 'ready', stats: STATS });
  });

  it('says a failure, and retry reads again', async () => {
    const failure = { status: false as const, message: 'Internal error' };
    const { store: stats, calls } = store([failure, { status: true, data: STATS }]);
    stats.start();
    await settled();
    expect(stats.$state.get()).toMatchObject({ status: 'error', failure });
    stats.retry();
    await settled();
    expect(calls).toHaveLength(2);
    expect(stats.$state.get()).toMatchObject({ status: 'ready' });
  });

  it('says it is offline, and reads again by itself when the connection is back', async () => {
    const { store: stats, calls } = store(
      [
        { status: false, message: 'Network Error' },
        { status: true, data: STATS },
      ],
      {
        online: false,
      },
    );
    stats.start();
    await settled();
    expect(stats.$state.get()).toMatchObject({ status: 'offline' });
    page.state.online = true;
    page.fire('online');
    await settled();
    expect(calls).toHaveLength(2);
    expect(stats.$state.get()).toMatchObject({ status: 'ready' });
  });

  it('drops an answer that arrives after the screen stopped, and stops following the connection', async () => {
    const { store: stats, pending } = store([]);
    const stop = stats.start();
    stop();
    expect(page.following('online')).toBe(false);
    pending[0]?.({ status: true, data: STATS });
    await settled();
    expect(stats.$state.get()).toEqual({ status: 'loading' });
  });

  it('reads nothing on a page the guard refused', async () => {
    const { store: stats, calls } = store([{ status: true, data: STATS }], { refused: true });
    stats.start();
    await settled();
    expect(calls).toEqual([]);
  });
});

describe('reading the figures again (a referred friend joined)', () => {
  it('keeps the figures on screen while it reads, then shows the new ones', async () => {
    const { store: stats, pending } = store([{ status: true, data: STATS }]);
    const stop = stats.start();
    await settled();
    stats.refresh();
    expect(stats.$state.get()).toEqual({ status: 'ready', stats: STATS });
    pending.shift()?.({ status: true, data: { ...STATS, referred_customers: 4 } });
    await settled();
    expect(stats.$state.get()).toEqual({ status: 'ready', stats: { ...STATS, referred_customers: 4 } });
    stop();
  });

  it('keeps the figures shown when the read fails, and reads nothing once the screen stopped', async () => {
    const { store: stats, calls } = store([
      { status: true, data: STATS },
      { status: false, message: 'Network Error' },
    ]);
    const stop = stats.start();
    await settled();
    stats.refresh();
    await settled();
    expect(stats.$state.get()).toEqual({ status: 'ready', stats: STATS });
    stop();
    stats.refresh();
    expect(calls).toHaveLength(2);
  });
});
