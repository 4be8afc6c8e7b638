/**
 * Home's balances painted before its JavaScript runs (docs/decisions/012). On a slow network the wallets' early
 * answers (started from the head, docs/decisions/011) are in long before React has hydrated; a script inline in
 * the page, right after the island's prerendered cards, writes each available balance into its card the moment
 * its answer and the profile's are in. Only what the wallets store would show itself: a wallet the profile may
 * see, a successful answer, an amount that needs no rounding (big.js stays out of the page's first flight), and
 * a figure the island has not written yet. The store then takes the same answer; the text does not change.
 */
import { notePaintedEarly } from '../../lib/early-paint.ts';
import { type EarlyAnswer, peekEarlyRead } from '../../lib/http/early-reads.ts';
import { type Locale, toLocale } from '../../lib/locale.ts';
import { formatWireMoneyUnrounded } from '../../lib/money-layout.ts';
import { toRole } from '../../lib/roles.ts';
import { WALLET_KINDS, type WalletKind, walletFigureKey, walletKindsFor } from '../../stores/wallet-kinds.ts';

/** The moment this page first shows a balance from the server (not the last known one), for measuring it. */
export const BALANCE_PAINTED_MARK = 'campay:balance-painted';

/** The attribute naming a card's available-balance figure by its wallet kind. */
export const FIGURE_ATTRIBUTE = 'data-early-figure';

/** The URLs of the reads the page started: the profile's and each wallet's (Home.astro writes them). */
export interface EarlyBalanceReads {
  readonly profile: string;
  readonly wallets: Readonly<Record<WalletKind, string>>;
}

/** Mark the first balance painted from the server (once per page). */
export function markBalancePainted(): void {
  if (performance.getEntriesByName(BALANCE_PAINTED_MARK).length === 0) performance.mark(BALANCE_PAINTED_MARK);
}

type Fields = Readonly<Record<string, unknown>>;

/** The `data` of a successful answer (`200`, `{ status: true, data: {…} }`); null for anything else. */
function dataOf(answer: EarlyAnswer | null): Fields | null {
  if (answer?.status !== 200) return null;
  try {
    const { status, data } = JSON.parse(answer.text) as Fields;
    return status === true && typeof data === 'object' ? (data as Fields | null) : null;
  } catch {
    return null; // not JSON, or `null`
  }
}

/** The available balance as the card writes it; null when the store, not this script, must write it. */
export function earlyFigure(
  kind: WalletKind,
  profile: Fields | null,
  wallet: Fields | null,
  locale: Locale,
): string | null {
  if (profile === null || wallet === null) return null;
  const seen = walletKindsFor({ role: toRole(String(profile.role)), vaEnable: profile.va_enable === true });
  const { validate_balance: amount, currency } = wallet;
  if (!seen.includes(kind) || typeof amount !== 'string' || typeof currency !== 'string') return null;
  return formatWireMoneyUnrounded(amount, currency, locale);
}

function paint(doc: Document, kind: WalletKind, text: string | null): void {
  const figure = doc.querySelector(`[${FIGURE_ATTRIBUTE}="${kind}"]`);
  if (text === null || figure === null || figure.textContent !== '') return;
  figure.textContent = text;
  notePaintedEarly(walletFigureKey(kind));
  markBalancePainted();
}

/** Paint each wallet's figure once its early answer and the profile's are in; nothing when a read did not start. */
export function paintEarlyBalances(doc: Document, reads: EarlyBalanceReads): void {
  const profile = peekEarlyRead(reads.profile);
  if (profile === undefined) return;
  const locale = toLocale(doc.documentElement.lang) ?? 'en';
  for (const kind of WALLET_KINDS) {
    const wallet = peekEarlyRead(reads.wallets[kind]);
    if (wallet === undefined) continue;
    void Promise.all([profile, wallet]).then(([who, what]) =>
      paint(doc, kind, earlyFigure(kind, dataOf(who), dataOf(what), locale)),
    );
  }
}
