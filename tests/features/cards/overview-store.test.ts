/**
 * /vc's own reads and words: the cards at a glance and the latest card transactions are read again when the card
 * wallet changes (`card.updated`) or the stream comes back (`live.reconnected`), and only then; a failed read says
 * so; the fees read as plain words.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardFeesType } from '../../../src/contract/calls/card.ts';

const server = vi.hoisted(() => ({
  calls: [] as string[],
  fail: false,
  cards: [] as unknown[],
}));

vi.mock('../../../src/stores/api.ts', () => ({
  api: {
    listCards: async () => {
      server.calls.push('listCards');
      return server.fail
        ? { status: false, message: 'down' }
        : { items: server.cards, total: server.cards.length, page: 1, limit: 4 };
    },
    listCardTransactions: async () => {
      server.calls.push('listCardTransactions');
      return { items: [], total: 0, page: 1, limit: 4 };
    },
  },
}));

const { $glanceCards, $recentTransactions, loadGlance, onCardLive } = await import(
  '../../../src/features/cards/overview-store.ts'
);
const { cardFeeLines, cardFeeWords } = await import('../../../src/features/cards/overview-fees.ts');
const { resetAllStores } = await import('../../../src/stores/reset.ts');

beforeEach(() => {
  server.calls.length = 0;
  server.fail = false;
  server.cards = [];
});
afterEach(() => resetAllStores());

describe('the overview’s live refresh', () => {
  it('reads the cards and the latest transactions again on card.updated and live.reconnected', async () => {
    await loadGlance();
    expect(server.calls).toEqual(['listCards', 'listCardTransactions']);
    server.cards = [{ id: 1 }];
    onCardLive({ type: 'card.updated', data: { card_id: 1, status: 'FROZEN' } });
    await vi.waitFor(() => expect($glanceCards.get()).toEqual({ status: 'ready', items: [{ id: 1 }] }));
    onCardLive({ type: 'live.reconnected' });
    await vi.waitFor(() => expect(server.calls).toHaveLength(6));
  });

  it('ignores events about other things', async () => {
    onCardLive({ type: 'wallet.updated', data: { type: 'VA', currency: 'VND', balance: '1' } } as never);
    await Promise.resolve();
    expect(server.calls).toEqual([]);
  });

  it('says a read failed, and keeps the part that did not', async () => {
    server.fail = true;
    await loadGlance();
    expect($glanceCards.get()).toEqual({ status: 'error' });
    expect($recentTransactions.get()).toEqual({ status: 'ready', items: [] });
  });
});

describe('the card fees in words', () => {
  const fees: CardFeesType = {
    currency: 'USD',
    issue: { type: 'FIXED', value: '5', currency: 'USD' },
    top_up: { type: 'PERCENT', value: '1.5' },
    fx: { type: 'PERCENT', value: '0' },
    limits: { min_issue_amount: '10', min_top_up: '5', max_top_up: '10000' },
  };

  it('says each fee and bound plainly, a zero fee as free', () => {
    expect(cardFeeLines(fees, 'en').map((line) => [line.key, line.value])).toEqual([
      ['issue', '$5.00 each time'],
      ['top_up', '1.5% of the amount'],
      ['fx', 'Free'],
      ['min_issue', 'At least $10.00'],
      ['top_up_range', 'From $5.00 to $10,000.00'],
    ]);
  });

  it('writes numbers the Vietnamese way', () => {
    expect(cardFeeWords({ type: 'PERCENT', value: '1.5' }, 'vi')).toContain('1,5%');
  });
});
