/**
 * /va's own figures: the QR-merchant balances (GET /customers/balances/QR_MERCHANT; the VA wallet is the shared
 * wallets store's) and the toast that says money arrived. Both follow the live stream: a QR_MERCHANT
 * `wallet.updated` or a reconnection reads the balances again, and a VA or QR-merchant balance that grew says so.
 */
import Big from 'big.js';
import { atom, onMount } from 'nanostores';
import type { ServerEventType } from '../../contract/calls/events.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { api } from '../../stores/api.ts';
import type { LiveEvent } from '../../stores/live.ts';
import { addToast } from '../../stores/toasts.ts';

export interface CurrencyFigure {
  readonly currency: string;
  readonly balance: string;
  readonly validate_balance: string;
}

export type QrBalances =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly balances: readonly CurrencyFigure[] }
  | { readonly status: 'error'; readonly failure: ApiFailure };

export const $qrBalances = atom<QrBalances>({ status: 'loading' });

let generation = 0;

export async function loadQrBalances(): Promise<void> {
  generation += 1;
  const mine = generation;
  const answer = await api.getBalances({ params: { type: 'QR_MERCHANT' } });
  if (mine !== generation) return;
  $qrBalances.set(
    answer.status === false
      ? { status: 'error', failure: answer }
      : { status: 'ready', balances: answer.data.balances },
  );
}

type WalletUpdate = Extract<ServerEventType, { type: 'wallet.updated' }>['data'];

/** The wallets whose money arriving /va announces. */
const ANNOUNCED: ReadonlySet<string> = new Set(['VA', 'QR_MERCHANT']);

/**
 * How much a pushed balance grew over the last one heard of the same wallet and currency (null when it did not
 * grow, or when it is the first one heard: nothing to compare with).
 */
export function arrived(previous: string | undefined, next: string): Big | null {
  if (previous === undefined) return null;
  const grown = new Big(next).minus(previous);
  return grown.gt(0) ? grown : null;
}

/** The last balance heard per wallet and currency; seeded from the figures loaded, then from the stream. */
const heard = new Map<string, string>();
const keyOf = (type: string, currency: string) => `${type}:${currency}`;

/** A figure loaded by a read: the base a later push is compared with, unless a push came first. */
export function noteLoaded(type: string, currency: string, balance: string): void {
  const key = keyOf(type, currency);
  if (!heard.has(key)) heard.set(key, balance);
}

export function onWalletUpdate(update: WalletUpdate): void {
  if (!ANNOUNCED.has(update.type)) return;
  const key = keyOf(update.type, update.currency);
  const grown = arrived(heard.get(key), update.balance);
  heard.set(key, update.balance);
  if (update.type === 'QR_MERCHANT') void loadQrBalances();
  if (grown === null) return;
  addToast({
    color: 'success',
    icon: 'i-lucide-banknote-arrow-down',
    title: m.va_money_arrived_title(),
    description: m.va_money_arrived_text({
      amount: formatMoney(grown.toString(), update.currency, getLocale()),
      wallet: update.type === 'VA' ? m.va_wallet_va() : m.va_wallet_qr(),
    }),
  });
}

function onLive(event: LiveEvent): void {
  if (event.type === 'wallet.updated') onWalletUpdate(event.data);
  else if (event.type === 'live.reconnected') void loadQrBalances();
}

onMount($qrBalances, () => {
  void loadQrBalances();
  let stop: () => unknown = () => undefined;
  let mounted = true;
  // The wallets store starts the stream; this only listens.
  void import('../../stores/live.ts').then(
    ({ onLiveEvent }) => {
      if (mounted) stop = onLiveEvent(onLive);
    },
    () => undefined,
  );
  return () => {
    mounted = false;
    stop();
  };
});
