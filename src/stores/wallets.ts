/**
 * The user's MAIN and VA wallets (SPEC section 3 "Wallet", `GET /wallets/{type}`): balance, validate_balance and
 * the month's completed, pending and waiting amounts. Which wallets follow the profile: MAIN for the roles that
 * may see it (a SELLER may not: the call is never made), VA when virtual accounts are enabled.
 *
 * - **Last known figures**: every answer is kept for this tab and this sign-in (src/lib/session-snapshot.ts), so
 *   the next page shows them at once, as `refreshing`, until its own answer lands; local logout forgets them.
 * - **Live**: `wallet.updated` puts the new balances in at once and reloads the wallet for its month's amounts;
 *   `transaction.updated` and a reconnection reload every wallet shown (a settlement moves pending amounts).
 * - The first call of a page may be answered by the critical read its head started (src/lib/http/early-reads.ts).
 */
import { atom, onMount } from 'nanostores';
import type { ServerEventType } from '../contract/calls/events.ts';
import type { WalletType } from '../contract/calls/wallets.ts';
import { readCookie } from '../lib/cookies.ts';
import { paintedEarly } from '../lib/early-paint.ts';
import type { ApiFailure } from '../lib/http/errors.ts';
import { clearSnapshot, readSnapshot, sessionKeyOf, writeSnapshot } from '../lib/session-snapshot.ts';
import { api } from './api.ts';
import type { LiveEvent } from './live.ts';
import { $profile } from './profile.ts';
import { onReset } from './reset.ts';
import { WALLET_KINDS, type WalletKind, walletFigureKey, walletKindsFor } from './wallet-kinds.ts';

export { MAIN_WALLET_ROLES, WALLET_KINDS, type WalletKind, walletKindsFor } from './wallet-kinds.ts';

/**
 * loading: nothing to show yet; refreshing: last known figures shown while the fresh ones load; fresh: this
 * page's answer; error: the load failed (last known figures, if any, still shown); hidden: not this user's to see.
 */
export type WalletStatus = 'loading' | 'refreshing' | 'fresh' | 'error' | 'hidden';

export interface WalletSlot {
  readonly status: WalletStatus;
  readonly wallet: WalletType | null;
  readonly error: ApiFailure | null;
}

export type Wallets = Readonly<Record<WalletKind, WalletSlot>>;

const LOADING: WalletSlot = { status: 'loading', wallet: null, error: null };
const HIDDEN: WalletSlot = { status: 'hidden', wallet: null, error: null };

/** What the prerendered page shows: both wallets loading. */
export const INITIAL_WALLETS: Wallets = { MAIN: LOADING, VA: LOADING };

export const $wallets = atom<Wallets>(INITIAL_WALLETS);

const SNAPSHOT = 'wallets';
/** Coalesces the events of one settlement (a transaction and its wallets) into one reload. */
export const LIVE_RELOAD_DELAY_MS = 300;

type Snapshot = Partial<Record<WalletKind, WalletType>>;

function session(): string | null {
  return sessionKeyOf(readCookie(globalThis.document?.cookie ?? '', 'access_token'));
}

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function setSlot(kind: WalletKind, slot: WalletSlot): void {
  $wallets.set({ ...$wallets.get(), [kind]: slot });
  remember();
}

/** Keep what is shown for the next page (hidden and never-loaded wallets are left out). */
function remember(): void {
  const store = storage();
  if (store === null) return;
  const shown: Snapshot = {};
  for (const kind of WALLET_KINDS) {
    const { wallet, status } = $wallets.get()[kind];
    if (wallet !== null && status !== 'hidden') shown[kind] = wallet;
  }
  writeSnapshot(store, SNAPSHOT, session(), shown);
}

/**
 * Paint the last known figures of this sign-in while the fresh ones load, except where the page's head script
 * already painted the fresh figure (src/features/home/early-paint.ts).
 */
function restore(): void {
  const store = storage();
  const kept = store === null ? null : readSnapshot<Snapshot>(store, SNAPSHOT, session());
  if (kept === null) return;
  const current = $wallets.get();
  const slot = (kind: WalletKind): WalletSlot => {
    const wallet = kept[kind];
    const keep = current[kind].status !== 'loading' || paintedEarly(walletFigureKey(kind));
    return wallet && !keep ? { status: 'refreshing', wallet, error: null } : current[kind];
  };
  $wallets.set({ MAIN: slot('MAIN'), VA: slot('VA') });
}

/** Each kind's latest request: an older answer arriving after a newer request is dropped. */
const generations: Record<WalletKind, number> = { MAIN: 0, VA: 0 };

async function load(kind: WalletKind): Promise<void> {
  generations[kind] += 1;
  const generation = generations[kind];
  const before = $wallets.get()[kind];
  if (before.status === 'hidden' || before.status === 'error') {
    setSlot(kind, { status: before.wallet ? 'refreshing' : 'loading', wallet: before.wallet, error: null });
  }
  const answer = await api.getWallet({ params: { type: kind } });
  if (generation !== generations[kind]) return;
  if (answer.status === false) {
    setSlot(kind, { status: 'error', wallet: $wallets.get()[kind].wallet, error: answer });
    return;
  }
  setSlot(kind, { status: 'fresh', wallet: answer.data, error: null });
}

/** Load every wallet the profile may see (others become hidden); nothing before the profile is in. */
export async function loadWallets(): Promise<void> {
  const profile = $profile.get();
  if (profile === null) return;
  const kinds = walletKindsFor(profile);
  for (const kind of WALLET_KINDS) {
    if (!kinds.includes(kind)) {
      generations[kind] += 1;
      setSlot(kind, HIDDEN);
    }
  }
  await Promise.all(kinds.map(load));
}

let reloadTimer: ReturnType<typeof setTimeout> | undefined;

function reloadSoon(): void {
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => void loadWallets(), LIVE_RELOAD_DELAY_MS);
}

type WalletUpdate = Extract<ServerEventType, { type: 'wallet.updated' }>['data'];

/** A pushed balance change: shown at once on the wallet it is about (same currency), then the wallet reloaded. */
export function applyWalletUpdate(update: WalletUpdate): void {
  if (update.type !== 'MAIN' && update.type !== 'VA') return;
  const slot = $wallets.get()[update.type];
  if (slot.wallet === null || slot.status === 'hidden' || slot.wallet.currency !== update.currency) return;
  const wallet = { ...slot.wallet, balance: update.balance, validate_balance: update.validate_balance };
  setSlot(update.type, { ...slot, wallet });
  reloadSoon();
}

/** A module load cut short by leaving the page (or signing out) is no error: the next page loads it again. */
const ignoreLeftPage = () => undefined;

function onLive(event: LiveEvent): void {
  if (event.type === 'wallet.updated') applyWalletUpdate(event.data);
  else if (event.type === 'transaction.updated' || event.type === 'live.reconnected') reloadSoon();
}

onMount($wallets, () => {
  restore();
  let mounted = true;
  let stopLive: () => unknown = () => undefined;
  // The stream (and its parser) loads after the first figures: no balance waits for it.
  void import('./live.ts').then(({ onLiveEvent, startLive }) => {
    if (!mounted) return;
    startLive();
    stopLive = onLiveEvent(onLive);
  }, ignoreLeftPage);
  const stopProfile = $profile.subscribe((profile) => {
    if (profile !== null) void loadWallets();
  });
  return () => {
    mounted = false;
    clearTimeout(reloadTimer);
    stopProfile();
    stopLive();
  };
});

onReset(() => {
  clearTimeout(reloadTimer);
  generations.MAIN += 1;
  generations.VA += 1;
  $wallets.set(INITIAL_WALLETS);
  const store = storage();
  if (store !== null) clearSnapshot(store, SNAPSHOT);
});
