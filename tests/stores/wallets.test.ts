/**
 * The wallets store (src/stores/wallets.ts) against a fake API: which wallets a role asks for, the last known
 * figures of this sign-in painted while the fresh ones load (never another sign-in's), live updates, failures,
 * and logout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletType } from '../../src/contract/calls/wallets.ts';
import { notePaintedEarly } from '../../src/lib/early-paint.ts';
import { walletFigureKey } from '../../src/stores/wallet-kinds.ts';
import { DEMO_DIRECTOR, liveStream, stubSession, stubSessionStorage } from './fakes.ts';

const getWallet = vi.hoisted(() => vi.fn());
const openStream = vi.hoisted(() => vi.fn());
vi.mock('../../src/stores/api.ts', () => ({ api: { getWallet }, openStream }));

const flows = () => {
  const none = { amount: '0', count: 0, detail: [] };
  return { top_up: none, withdraw: none, internal: none };
};

function wallet(type: 'MAIN' | 'VA', validate: string, balance = validate): WalletType {
  const { top_up, withdraw } = flows();
  return {
    id: type === 'MAIN' ? 1 : 2,
    type,
    balance,
    validate_balance: validate,
    currency: 'VND',
    status: 'ACTIVE',
    monthly_amount: { top_up, withdraw },
    pending_amount: flows(),
    waiting_amount: flows(),
    pending_monthly_amount: flows(),
    waiting_monthly_amount: flows(),
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

/** The API answers each wallet kind with the next of its figures. */
function answerWith(figures: Record<'MAIN' | 'VA', string[]>) {
  getWallet.mockImplementation(async ({ params }: { params: { type: 'MAIN' | 'VA' } }) => {
    const next = figures[params.type].shift();
    return next === undefined
      ? { status: false, message: 'Request failed with status code 503' }
      : { status: true, data: wallet(params.type, next) };
  });
}

async function freshStores() {
  vi.resetModules();
  const wallets = await import('../../src/stores/wallets.ts');
  const { $profile } = await import('../../src/stores/profile.ts');
  const { resetAllStores } = await import('../../src/stores/reset.ts');
  return { ...wallets, $profile, resetAllStores };
}

type Stores = Awaited<ReturnType<typeof freshStores>>;
const shown = (stores: Stores, kind: 'MAIN' | 'VA') => {
  const slot = stores.$wallets.get()[kind];
  return [slot.status, slot.wallet?.validate_balance ?? null];
};

/** An earlier page of this tab showed fresh figures (MAIN 100, VA 50) and was left. */
async function leaveFigures(): Promise<void> {
  answerWith({ MAIN: ['100'], VA: ['50'] });
  const first = await freshStores();
  const listening = first.$wallets.listen(() => undefined);
  first.$profile.set(DEMO_DIRECTOR);
  await vi.waitFor(() => expect(shown(first, 'VA')).toEqual(['fresh', '50']));
  listening();
}

let storage: Map<string, string>;
let stop: () => void = () => undefined;

beforeEach(() => {
  getWallet.mockReset();
  openStream.mockReset();
  openStream.mockReturnValue(new Promise(() => undefined));
  storage = stubSessionStorage();
  stubSession(7, 'session-a');
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, '__campayEarlyPainted');
});

describe('wallets', () => {
  it('loads nothing before the profile, then the MAIN and VA wallets of a director', async () => {
    answerWith({ MAIN: ['100'], VA: ['50'] });
    const stores = await freshStores();
    stop = stores.$wallets.listen(() => undefined);
    expect(getWallet).not.toHaveBeenCalled();
    expect(shown(stores, 'MAIN')).toEqual(['loading', null]);
    stores.$profile.set(DEMO_DIRECTOR);
    await vi.waitFor(() => expect(shown(stores, 'VA')).toEqual(['fresh', '50']));
    expect(shown(stores, 'MAIN')).toEqual(['fresh', '100']);
  });

  it('never asks a SELLER’s MAIN wallet, nor a VA wallet when virtual accounts are off', async () => {
    answerWith({ MAIN: ['100'], VA: ['50'] });
    const stores = await freshStores();
    stop = stores.$wallets.listen(() => undefined);
    stores.$profile.set({ ...DEMO_DIRECTOR, role: 'seller' });
    await vi.waitFor(() => expect(shown(stores, 'VA')).toEqual(['fresh', '50']));
    expect(shown(stores, 'MAIN')).toEqual(['hidden', null]);
    expect(getWallet.mock.calls.map(([input]) => input.params.type)).toEqual(['VA']);
    expect(stores.walletKindsFor({ role: 'financial', vaEnable: false })).toEqual(['MAIN']);
  });

  it('paints the last known figures of this sign-in at once, marked refreshing, until the fresh ones land', async () => {
    await leaveFigures();

    // The next page of the same tab: its answers are held.
    let release: () => void = () => undefined;
    getWallet.mockImplementation(
      ({ params }: { params: { type: 'MAIN' | 'VA' } }) =>
        new Promise((resolve) => {
          release = () => resolve({ status: true, data: wallet(params.type, params.type === 'MAIN' ? '120' : '60') });
        }),
    );
    const next = await freshStores();
    stop = next.$wallets.listen(() => undefined);
    expect(shown(next, 'MAIN')).toEqual(['refreshing', '100']);
    expect(shown(next, 'VA')).toEqual(['refreshing', '50']);
    next.$profile.set(DEMO_DIRECTOR);
    await vi.waitFor(() => expect(getWallet).toHaveBeenCalledTimes(4));
    release();
    await vi.waitFor(() => expect(shown(next, 'VA')).toEqual(['fresh', '60']));
  });

  it('paints no last known figure over one the page’s head script painted from the fresh answer', async () => {
    await leaveFigures();

    // The next page painted MAIN before its island mounted (src/features/home/early-paint.ts); VA it did not.
    notePaintedEarly(walletFigureKey('MAIN'));
    const next = await freshStores();
    stop = next.$wallets.listen(() => undefined);
    expect(shown(next, 'MAIN')).toEqual(['loading', null]);
    expect(shown(next, 'VA')).toEqual(['refreshing', '50']);
  });

  it('never paints the figures another sign-in left in the tab', async () => {
    await leaveFigures();

    stubSession(8, 'session-b');
    const other = await freshStores();
    stop = other.$wallets.listen(() => undefined);
    expect(shown(other, 'MAIN')).toEqual(['loading', null]);
    expect(shown(other, 'VA')).toEqual(['loading', null]);
    expect([...storage.keys()].filter((key) => key.startsWith('campay-last'))).toEqual([]);
  });

  it('keeps the figures it had when a load fails, and loads again on demand', async () => {
    answerWith({ MAIN: ['100'], VA: ['50'] });
    const stores = await freshStores();
    stop = stores.$wallets.listen(() => undefined);
    stores.$profile.set(DEMO_DIRECTOR);
    await vi.waitFor(() => expect(shown(stores, 'VA')).toEqual(['fresh', '50']));
    await stores.loadWallets();
    expect(shown(stores, 'VA')).toEqual(['error', '50']);
    expect(stores.$wallets.get().VA.error?.message).toBe('Request failed with status code 503');
    answerWith({ MAIN: ['110'], VA: ['55'] });
    await stores.loadWallets();
    expect(shown(stores, 'VA')).toEqual(['fresh', '55']);
  });

  it('puts a pushed balance in at once, then reloads the wallet for its month', async () => {
    const stream = liveStream();
    openStream.mockResolvedValue(stream.response);
    answerWith({ MAIN: ['100', '100'], VA: ['50', '77'] });
    const stores = await freshStores();
    stop = stores.$wallets.listen(() => undefined);
    stores.$profile.set(DEMO_DIRECTOR);
    await vi.waitFor(() => expect(shown(stores, 'VA')).toEqual(['fresh', '50']));
    stream.send('wallet.updated', { type: 'VA', currency: 'VND', balance: '80', validate_balance: '75' });
    await vi.waitFor(() => expect(shown(stores, 'VA')).toEqual(['fresh', '75']));
    expect(stores.$wallets.get().VA.wallet?.balance).toBe('80');
    // A wallet in another currency is not this one.
    stream.send('wallet.updated', { type: 'MAIN', currency: 'USD', balance: '1', validate_balance: '1' });
    await vi.waitFor(() => expect(shown(stores, 'VA')).toEqual(['fresh', '77']));
    expect(shown(stores, 'MAIN')).toEqual(['fresh', '100']);
    expect(getWallet).toHaveBeenCalledTimes(4);
  });

  it('reloads every wallet shown when a transaction changes', async () => {
    const stream = liveStream();
    openStream.mockResolvedValue(stream.response);
    answerWith({ MAIN: ['100', '90'], VA: ['50', '50'] });
    const stores = await freshStores();
    stop = stores.$wallets.listen(() => undefined);
    stores.$profile.set(DEMO_DIRECTOR);
    await vi.waitFor(() => expect(shown(stores, 'MAIN')).toEqual(['fresh', '100']));
    stream.send('transaction.updated', { id: 3, transaction_type: 'WITHDRAWAL', status: 'APPROVED' });
    await vi.waitFor(() => expect(shown(stores, 'MAIN')).toEqual(['fresh', '90']));
  });

  it('forgets everything on local logout, the tab’s snapshot included', async () => {
    answerWith({ MAIN: ['100'], VA: ['50'] });
    const stores = await freshStores();
    stop = stores.$wallets.listen(() => undefined);
    stores.$profile.set(DEMO_DIRECTOR);
    await vi.waitFor(() => expect(shown(stores, 'VA')).toEqual(['fresh', '50']));
    expect(storage.has('campay-last-wallets')).toBe(true);
    stores.resetAllStores();
    expect(stores.$wallets.get()).toEqual(stores.INITIAL_WALLETS);
    expect(storage.has('campay-last-wallets')).toBe(false);
  });
});
