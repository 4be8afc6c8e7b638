/** Home's figures (src/features/home/figures.ts): on hold, open counts, the month's bars, exact to the last digit. */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { heldAmount, openCount } from '../../../src/features/home/figures.ts';
import { flowLines } from '../../../src/features/home/flows.ts';
import { monthBars, share } from '../../../src/features/home/month-figures.ts';

const amount = (value: string, count = 1) => ({ amount: value, count, detail: [] });
const none = amount('0', 0);

function month(topUp: string[], withdraw: string[]) {
  const [completedIn = '0', pendingIn = '0', waitingIn = '0'] = topUp;
  const [completedOut = '0', pendingOut = '0', waitingOut = '0'] = withdraw;
  return {
    monthly_amount: { top_up: amount(completedIn), withdraw: amount(completedOut) },
    pending_monthly_amount: { top_up: amount(pendingIn), withdraw: amount(pendingOut), internal: none },
    waiting_monthly_amount: { top_up: amount(waitingIn), withdraw: amount(waitingOut), internal: none },
  };
}

describe('Home figures', () => {
  it('shows what is on hold only when the ledger balance is above the available one', () => {
    expect(heldAmount({ balance: '1000.10', validate_balance: '900.05' })?.toFixed()).toBe('100.05');
    expect(heldAmount({ balance: '1000', validate_balance: '1000' })).toBeNull();
  });

  it('counts the open transactions of every flow', () => {
    expect(openCount({ top_up: amount('5', 2), withdraw: amount('1', 1), internal: amount('3', 4) })).toBe(7);
  });

  it('lists the flows an amount group has, in SPEC order', () => {
    expect(flowLines({ withdraw: none, top_up: none }).map(([flow]) => flow)).toEqual(['top_up', 'withdraw']);
    expect(flowLines({ top_up: none, withdraw: none, internal: none })).toHaveLength(3);
  });

  it('adds the month of every wallet into money in and out, exactly', () => {
    const [moneyIn, moneyOut] = monthBars([
      month(['0.1', '0.2', '0.3'], ['1']),
      month(['99999999999999999999.7'], ['2', '3', '4']),
    ]);
    expect(moneyIn.total.toFixed()).toBe('100000000000000000000.3');
    expect(moneyIn.completed.toFixed()).toBe('99999999999999999999.8');
    expect(moneyOut.total.toFixed()).toBe('10');
    expect([moneyOut.completed, moneyOut.pending, moneyOut.waiting].map((part) => part.toFixed())).toEqual([
      '3',
      '3',
      '4',
    ]);
  });

  it('draws every part on the scale of the larger bar, and nothing when nothing moved', () => {
    const bars = monthBars([month(['50', '25', '25'], ['20', '0', '5'])]);
    expect(share(bars[0].total, bars)).toBe(1);
    expect(share(bars[0].pending, bars)).toBe(0.25);
    expect(share(bars[1].waiting, bars)).toBe(0.05);
    const empty = monthBars([month([], [])]);
    expect(share(empty[0].total, empty)).toBe(0);
    expect(share(new Big(1), [])).toBe(0);
  });
});
