/**
 * Home's balances painted from the head's early answers before hydration (src/features/home/early-paint.ts,
 * docs/decisions/012): only what the wallets store would show itself, written exactly as the card writes it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BALANCE_PAINTED_MARK,
  type EarlyBalanceReads,
  earlyFigure,
  paintEarlyBalances,
} from '../../../src/features/home/early-paint.ts';
import { paintedEarly } from '../../../src/lib/early-paint.ts';
import { startEarlyReads, takeEarlyRead } from '../../../src/lib/http/early-reads.ts';
import { formatMoney } from '../../../src/lib/money.ts';
import { walletFigureKey } from '../../../src/stores/wallet-kinds.ts';

const NOW = Date.UTC(2026, 0, 1, 8);
const READS: EarlyBalanceReads = {
  profile: '/api/v1/accounts/me',
  wallets: { MAIN: '/api/v1/wallets/MAIN', VA: '/api/v1/wallets/VA' },
};
const COOKIES = `access_token=tok-1; access_expired_at=${encodeURIComponent(new Date(NOW + 600_000).toISOString())}`;

type Answers = Record<string, { status: number; body: unknown }>;

/** The head's reads started against these answers (each URL answered once). */
function startReads(answers: Answers) {
  vi.stubGlobal('fetch', async (url: string) => {
    const answer = answers[url];
    return new Response(JSON.stringify(answer?.body ?? null), { status: answer?.status ?? 404 });
  });
  const reads = [READS.profile, READS.wallets.MAIN, READS.wallets.VA].map((url) => ({ url }));
  startEarlyReads(reads, { cookies: COOKIES, role: 'director', locale: 'en', now: NOW, search: '' });
}

/** The page: its language and each card's available-balance figure, with what the island already wrote. */
function page(lang: string, written: Partial<Record<'MAIN' | 'VA', string>> = {}) {
  const figures = {
    MAIN: { textContent: written.MAIN ?? '' },
    VA: { textContent: written.VA ?? '' },
  };
  const doc = {
    documentElement: { lang },
    querySelector: (selector: string) => (selector.includes('"MAIN"') ? figures.MAIN : figures.VA),
  } as unknown as Document;
  return { doc, figures };
}

const profile = (role: string, vaEnable: boolean) => ({
  status: 200,
  body: { status: true, data: { role, va_enable: vaEnable } },
});
const wallet = (validate: string, currency = 'VND') => ({
  status: 200,
  body: { status: true, data: { validate_balance: validate, balance: '1', currency } },
});

/** Every answer has been read and every paint done. */
async function settled(): Promise<void> {
  await Promise.all(Object.values(READS.wallets).map((url) => takeEarlyRead(url)));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const url of [READS.profile, READS.wallets.MAIN, READS.wallets.VA]) void takeEarlyRead(url);
  Reflect.deleteProperty(globalThis, '__campayEarlyPainted');
  performance.clearMarks(BALANCE_PAINTED_MARK);
});

describe('painting the balances from the early answers', () => {
  it('writes each available balance as the card does, notes it and marks the first paint', async () => {
    startReads({
      [READS.profile]: profile('DIRECTOR', true),
      [READS.wallets.MAIN]: wallet('12345678.000'),
      [READS.wallets.VA]: wallet('-1500.5', 'USD'),
    });
    const { doc, figures } = page('vi');
    paintEarlyBalances(doc, READS);
    await settled();
    expect(figures.MAIN.textContent).toBe(formatMoney('12345678', 'VND', 'vi'));
    expect(figures.MAIN.textContent).toBe('12.345.678\u00a0₫');
    expect(figures.VA.textContent).toBe(formatMoney('-1500.5', 'USD', 'vi'));
    expect(paintedEarly(walletFigureKey('MAIN'))).toBe(true);
    expect(performance.getEntriesByName(BALANCE_PAINTED_MARK)).toHaveLength(1);
  });

  it('paints no wallet the profile may not see: a seller’s MAIN, a VA when virtual accounts are off', async () => {
    startReads({
      [READS.profile]: profile('seller', false),
      [READS.wallets.MAIN]: wallet('100'),
      [READS.wallets.VA]: wallet('50'),
    });
    const { doc, figures } = page('en');
    paintEarlyBalances(doc, READS);
    await settled();
    expect(figures.MAIN.textContent).toBe('');
    expect(figures.VA.textContent).toBe('');
    expect(paintedEarly(walletFigureKey('VA'))).toBe(false);
    expect(performance.getEntriesByName(BALANCE_PAINTED_MARK)).toHaveLength(0);
  });

  it('leaves a figure the island wrote, a refused or failed answer, and an amount that needs rounding', async () => {
    startReads({
      [READS.profile]: profile('director', true),
      [READS.wallets.MAIN]: wallet('100'),
      [READS.wallets.VA]: { status: 200, body: { status: false, code: 'WALLET_NOT_ENABLED' } },
    });
    const { doc, figures } = page('en', { MAIN: '$1.00' });
    paintEarlyBalances(doc, READS);
    await settled();
    expect(figures.MAIN.textContent).toBe('$1.00');
    expect(figures.VA.textContent).toBe('');
    const seen = { role: 'director', va_enable: true };
    expect(earlyFigure('MAIN', seen, { validate_balance: '100.5', currency: 'VND' }, 'en')).toBeNull();
    expect(earlyFigure('MAIN', seen, { validate_balance: 100, currency: 'VND' }, 'en')).toBeNull();
    expect(earlyFigure('MAIN', null, { validate_balance: '100', currency: 'VND' }, 'en')).toBeNull();
    expect(earlyFigure('MAIN', seen, { validate_balance: '100', currency: 'VND' }, 'en')).toBe('₫100');
  });

  it('does nothing when the head started no reads (no session, or a token about to expire)', () => {
    const { doc, figures } = page('en');
    paintEarlyBalances(doc, READS);
    expect(figures.MAIN.textContent).toBe('');
  });
});
