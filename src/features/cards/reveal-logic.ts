/**
 * The rules of a card's revealed details (PRODUCT.md section 4: sensitive card data only after an OTP, never
 * kept): how they are shown (the number in groups of four, the expiry MM/YY), and when they go — 60 seconds after
 * they arrive, or at once when the tab is hidden. The values themselves live only in the reveal dialog's React
 * state; this module never sees them but to format, and holds none.
 */
import type { CardSensitiveType } from '../../contract/calls/card.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';

/** How long revealed details stay on screen. */
export const REVEAL_MS = 60_000;

/** `4111111111111111` → `4111 1111 1111 1111`. */
export const groupedNumber = (pan: string): string => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Month 3 of 2029 → `03/29`. */
export const expiryText = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** What a page offers the watcher: its visibility and timers (unit tests pass fakes). */
export interface RevealHost {
  readonly visibility: () => DocumentVisibilityState;
  readonly onVisibilityChange: (listener: () => void) => () => void;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (timer: unknown) => void;
}

export const browserRevealHost: RevealHost = {
  visibility: () => document.visibilityState,
  onVisibilityChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
};

/**
 * Calls `hide` once: after `ms`, or as soon as the page is hidden (another tab, the phone locked). Returns the stop
 * function, called when the values go for any other reason (closed, unmounted).
 */
export function watchReveal(hide: () => void, host: RevealHost = browserRevealHost, ms = REVEAL_MS): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    hide();
  };
  const timer = host.setTimeout(once, ms);
  const unlisten = host.onVisibilityChange(() => {
    if (host.visibility() === 'hidden') once();
  });
  function stop() {
    host.clearTimeout(timer);
    unlisten();
  }
  if (host.visibility() === 'hidden') once();
  return () => {
    done = true;
    stop();
  };
}

type RevealApi = Pick<Api, 'sendCardOtp' | 'verifyCardOtp' | 'getCardSensitive'>;

/** Asks for the code that reveals card `cardId`. */
export const sendRevealCode = (api: RevealApi, cardId: number) =>
  api.sendCardOtp({ body: { card_id: cardId, purpose: 'card_sensitive' } });

/**
 * Checks the code and reads the details with the w-token it buys. The token is used at once and dropped; the
 * values are handed to the caller, never kept here.
 */
export async function readWithCode(api: RevealApi, cardId: number, code: string) {
  const verified = await api.verifyCardOtp({ body: { card_id: cardId, code } });
  if (isApiFailure(verified)) return verified;
  return api.getCardSensitive({ params: { id: cardId } }, { wToken: verified.w_token });
}

export type RevealedCard = CardSensitiveType;
