import { describe, expect, it } from 'vitest';
import type { CardFeesType, SystemPaymentType } from '../../../src/contract/calls/card.ts';
import { checkCardName, checkIssueAmount } from '../../../src/features/cards/issue-form.ts';
import {
  depositCoins,
  depositFor,
  depositNetworks,
  issueFigures,
  leastIssueTotal,
  mainCoversIssue,
  mostIssuable,
  pairOn,
} from '../../../src/features/cards/issue-rules.ts';

const FEES: CardFeesType = {
  currency: 'USD',
  issue: { type: 'FIXED', value: '5', currency: 'USD' },
  top_up: { type: 'PERCENT', value: '1.5' },
  fx: { type: 'PERCENT', value: '2' },
  limits: { min_issue_amount: '10', min_top_up: '10', max_top_up: '10000' },
};

const PERCENT_FEES: CardFeesType = { ...FEES, issue: { type: 'PERCENT', value: '1.5' } };

function payment(id: number, network: SystemPaymentType['network'], currency: SystemPaymentType['currency']) {
  return {
    id,
    network,
    currency,
    address: `${network}-${currency}-address-0123456789`,
    min_amount: '10',
    confirmations: 20,
  };
}

const PAYMENTS: SystemPaymentType[] = [
  payment(1, 'TRX', 'USDT'),
  payment(2, 'ETH', 'USDC'),
  payment(3, 'ETH', 'USDT'),
  payment(4, 'TRX', 'USDC'),
];

describe('crypto deposits from the system payments', () => {
  it('offers only the networks and coins that exist, in SPEC order', () => {
    expect(depositNetworks(PAYMENTS)).toEqual(['TRX', 'ETH']);
    expect(depositCoins(PAYMENTS, 'ETH')).toEqual(['USDT', 'USDC']);
    expect(depositCoins(PAYMENTS, 'SOL')).toEqual([]);
    expect(depositCoins([payment(1, 'SOL', 'USDC')], 'SOL')).toEqual(['USDC']);
  });

  it('finds the address of a pair, none for a pair that does not exist', () => {
    expect(depositFor(PAYMENTS, 'TRX', 'USDT')?.id).toBe(1);
    expect(depositFor(PAYMENTS, 'SOL', 'USDT')).toBeNull();
    expect(depositFor(PAYMENTS, null, null)).toBeNull();
  });

  it('keeps the chosen coin on a new network when it takes it, else its first coin', () => {
    expect(pairOn(PAYMENTS, 'ETH', 'USDC')).toEqual({ network: 'ETH', currency: 'USDC' });
    expect(pairOn([payment(1, 'SOL', 'USDT')], 'SOL', 'USDC')).toEqual({ network: 'SOL', currency: 'USDT' });
    expect(pairOn(PAYMENTS, 'SOL', 'USDT')).toEqual({ network: 'SOL', currency: null });
  });
});

describe('issue figures', () => {
  it('adds a fixed fee exactly', () => {
    expect(issueFigures(FEES.issue, '10.01', '100.1')).toEqual({
      amount: '10.01',
      fee: '5.00',
      total: '15.01',
      after: '85.09',
    });
  });

  it('rounds a percentage fee up to the cent, as the server charges it', () => {
    // 1.5 % of 33.33 is 0.49995: charged 0.50.
    expect(issueFigures(PERCENT_FEES.issue, '33.33', '50')).toEqual({
      amount: '33.33',
      fee: '0.50',
      total: '33.83',
      after: '16.17',
    });
  });

  it('knows the most MAIN pays for, fee included', () => {
    expect(mostIssuable(FEES.issue, '100').toFixed(2)).toBe('95.00');
    expect(mostIssuable(FEES.issue, '4').toFixed(2)).toBe('0.00');
    // 100 / 1.015 = 98.52…; 98.52 + 1.48 = 100.00 fits, 98.53 + 1.48 does not.
    const most = mostIssuable(PERCENT_FEES.issue, '100');
    expect(most.toFixed(2)).toBe('98.52');
    expect(issueFigures(PERCENT_FEES.issue, most.toFixed(2), '100').after).toBe('0.00');
  });

  it('enables continue once MAIN pays for the smallest card', () => {
    expect(leastIssueTotal(FEES).toFixed(2)).toBe('15.00');
    expect(mainCoversIssue(FEES, '14.99')).toBe(false);
    expect(mainCoversIssue(FEES, '15')).toBe(true);
    expect(mainCoversIssue(FEES, null)).toBe(false);
  });
});

describe('the card step form', () => {
  const context = { fees: FEES, main: '100', locale: 'en' as const };

  it('takes a whole-cent amount within the limits and MAIN', () => {
    expect(checkIssueAmount('12.50', context)).toEqual({ amount: '12.5', problem: null });
    expect(checkIssueAmount('95', context)).toEqual({ amount: '95', problem: null });
  });

  it('refuses an amount under the least issue amount', () => {
    expect(checkIssueAmount('9.99', context).problem?.key).toBe('amount_below_min');
  });

  it('refuses fractions of a cent', () => {
    expect(checkIssueAmount('10.001', context).problem?.key).toBe('amount_decimals');
  });

  it('refuses more than MAIN holds once the fee is added, naming the most', () => {
    expect(checkIssueAmount('95.01', context).problem).toEqual({ key: 'over_main', most: '95.00' });
  });

  it('refuses more than the most one card is loaded with', () => {
    expect(checkIssueAmount('10000.01', { ...context, main: '20000' }).problem?.key).toBe('amount_above_max');
  });

  it('refuses what is no amount', () => {
    expect(checkIssueAmount('ten', context).problem?.key).toBe('amount_format');
    expect(checkIssueAmount('0', context).problem?.key).toBe('amount_positive');
  });

  it('takes a card name of 2 to 50 characters on one line, trimmed', () => {
    expect(checkCardName('  Ads  ')).toEqual({ name: 'Ads', problem: null });
    expect(checkCardName('A').problem?.key).toBe('name_too_short');
    expect(checkCardName('x'.repeat(51)).problem?.key).toBe('name_too_long');
    expect(checkCardName('two\nlines').problem?.key).toBe('single_line');
  });
});
