/**
 * The session stores (SPEC section 4, "Login"): which calls the bootstrap's stores make for which profile —
 * the card balance, fees and system payments once `vc_enable` is true, nothing a SELLER may not read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DIRECTOR } from '../../stores/fakes.ts';

const calls: string[] = [];

vi.mock('../../../src/stores/api.ts', () => {
  const answer = (name: string, data: unknown) => async (input?: { params?: { type?: string } }) => {
    calls.push(input?.params?.type ? `${name} ${input.params.type}` : name);
    return { status: true, data };
  };
  return {
    api: {
      getConstants: answer('getConstants', {}),
      listCurrencies: answer('listCurrencies', []),
      getWallet: answer('getWallet', {}),
      listPayments: answer('listPayments', []),
      listNotifications: answer('listNotifications', { unread: { important: 2, system: 1 } }),
      listPendingActions: answer('listPendingActions', []),
      getCardBalance: answer('getCardBalance', {}),
      getCardFees: answer('getCardFees', {}),
      listSystemPayments: answer('listSystemPayments', []),
    },
    // The wallets open the live stream; these tests are about the calls, so it never connects.
    openStream: () => new Promise(() => undefined),
  };
});

const CARD_CALLS = ['getCardBalance', 'getCardFees', 'listSystemPayments'];

async function freshStores() {
  vi.resetModules();
  const stores = await import('../../../src/features/session/stores.ts');
  const { $profile } = await import('../../../src/stores/profile.ts');
  const { $unreadTotal } = await import('../../../src/stores/notification-counts.ts');
  return { ...stores, $profile, $unreadTotal };
}

/** Keep every session store loaded, as the bootstrap does; returns the unsubscribers. */
function keepLoaded(stores: Awaited<ReturnType<typeof freshStores>>): (() => void)[] {
  return stores.SESSION_STORES.map((store) => store.listen(() => undefined));
}

/** Wait until the calls made so far include `expected`, then one more turn for any stray call. */
async function settledWith(expected: string[]): Promise<string[]> {
  await vi.waitFor(() => expect(calls).toEqual(expect.arrayContaining(expected)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...calls].sort();
}

let unsubscribe: (() => void)[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});

afterEach(() => {
  for (const stop of unsubscribe) stop();
  unsubscribe = [];
  vi.unstubAllGlobals();
});

describe('session stores', () => {
  it('before the profile is in, ask for no wallets, payments or cards', async () => {
    const stores = await freshStores();
    unsubscribe = keepLoaded(stores);
    expect(await settledWith(['getConstants', 'listCurrencies'])).toEqual(
      ['getConstants', 'listCurrencies', 'listNotifications', 'listNotifications', 'listPendingActions'].sort(),
    );
  });

  it('load no card data while vc_enable is false, and the card balance, fees and system payments once it turns true', async () => {
    const stores = await freshStores();
    stores.$profile.set(DEMO_DIRECTOR);
    unsubscribe = keepLoaded(stores);
    const before = await settledWith(['getWallet MAIN', 'getWallet VA', 'listPayments']);
    expect(before.filter((name) => CARD_CALLS.includes(name))).toEqual([]);

    stores.$profile.set({ ...DEMO_DIRECTOR, vcEnable: true });
    const after = await settledWith(CARD_CALLS);
    expect(after.filter((name) => CARD_CALLS.includes(name))).toEqual(CARD_CALLS);
  });

  it('never ask for what a SELLER may not read: MAIN wallets, payments, cards', async () => {
    const stores = await freshStores();
    stores.$profile.set({ ...DEMO_DIRECTOR, role: 'seller', vcEnable: true });
    unsubscribe = keepLoaded(stores);
    const made = await settledWith(['getWallet VA']);
    expect(made).not.toContain('getWallet MAIN');
    expect(made).not.toContain('listPayments');
    expect(made.filter((name) => CARD_CALLS.includes(name))).toEqual([]);
  });

  it('count the unread notifications of both groups from the answers', async () => {
    const stores = await freshStores();
    stores.$profile.set(DEMO_DIRECTOR);
    unsubscribe = [...keepLoaded(stores), stores.$unreadTotal.listen(() => undefined)];
    await vi.waitFor(() => expect(stores.$unreadTotal.get()).toBe(3));
  });
});
