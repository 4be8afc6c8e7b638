/**
 * Topping up a card (src/features/cards/top-up-store.ts): the amount's rules (the contract's amount, the fees'
 * bounds, MAIN covering amount + fee), the fee the server charges, and one top-up per intent — a double click, an
 * answer lost after the server committed, and a reload while the outcome was unknown all carry the same key.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  checkTopUp,
  createTopUpStore,
  type TopUpRules,
  topUpFigures,
} from '../../../src/features/cards/top-up-store.ts';
import { networkFailure } from '../../../src/lib/http/errors.ts';
import type { SavedConfirm } from '../../../src/stores/kit/confirm.ts';
import { createSessionSlot } from '../../../src/stores/kit/session-slot.ts';
import { MemoryStorage } from '../../stores/kit/fake-browser.ts';
import { FakeNetwork } from '../../stores/kit/fake-money-api.ts';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const rules: TopUpRules = {
  currency: 'USD',
  locale: 'en',
  fee: { type: 'PERCENT', value: '1.5' },
  min: '10',
  max: '5000',
  available: '101.50',
};

describe('topUpFigures', () => {
  it('charges the card fee the server charges: a percentage rounded up to the cent, or a fixed amount', () => {
    expect(topUpFigures('33.33', rules.fee)).toEqual({ amount: '33.33', fee: '0.5', total: '33.83' });
    expect(topUpFigures('100', { type: 'FIXED', value: '2', currency: 'USD' })).toEqual({
      amount: '100',
      fee: '2',
      total: '102',
    });
  });
});

describe('checkTopUp', () => {
  it('takes an amount in the page’s locale within the bounds that MAIN covers with its fee', () => {
    expect(checkTopUp('100', rules).figures).toEqual({ amount: '100', fee: '1.5', total: '101.5' });
    expect(checkTopUp('100', { ...rules, locale: 'vi' }).figures?.amount).toBe('100');
    expect(checkTopUp('12,5', { ...rules, locale: 'vi' }).figures?.amount).toBe('12.5');
  });

  it('refuses what the contract or the fees refuse, one reason at a time', () => {
    expect(checkTopUp('', rules).problem).toEqual({ key: 'amount_format' });
    expect(checkTopUp('abc', rules).problem).toEqual({ key: 'amount_format' });
    expect(checkTopUp('0', rules).problem).toEqual({ key: 'amount_positive' });
    expect(checkTopUp('10.005', rules).problem).toMatchObject({ key: 'amount_decimals' });
    expect(checkTopUp('9.99', rules).problem).toMatchObject({ key: 'amount_below_min' });
    expect(checkTopUp('5000.01', { ...rules, available: '9999' }).problem).toMatchObject({ key: 'amount_above_max' });
  });

  it('refuses an amount whose total with the fee is more than MAIN, though the amount alone fits', () => {
    expect(checkTopUp('100.01', rules)).toEqual({ problem: 'above_available', total: '101.52' });
  });
});

const card = {
  id: 42,
  name: 'Ads',
  last4: '4242',
  brand: 'VISA',
  status: 'ACTIVE',
  balance: { amount: '10', currency: 'USD' },
  spending_limit: null,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
} as const;

const answer = {
  card: { ...card, balance: { amount: '110', currency: 'USD' } },
  transaction: { id: 9, amount: { amount: '100', currency: 'USD' } },
};

function setup(topUpCard: (input: unknown, options: { idempotencyKey: string }) => Promise<unknown>) {
  const call = vi.fn(topUpCard);
  const storage = new MemoryStorage();
  const slot = createSessionSlot<SavedConfirm>('vc-top-up-confirm', () => storage);
  const onDone = vi.fn();
  let minted = 0;
  const make = () =>
    createTopUpStore({
      api: { topUpCard: call, requestTwoFactorChallenge: vi.fn(), verifyTwoFactor: vi.fn() } as never,
      slot,
      network: () => new FakeNetwork(),
      newKey: () => `key-${++minted}`,
      onDone,
    });
  return { call, make, onDone, storage };
}

const review = (store: ReturnType<typeof createTopUpStore>, amount = '100') =>
  store.review(card as never, amount, topUpFigures(amount, rules.fee), 'USD', []);

describe('createTopUpStore', () => {
  it('sends a double click once, with the amount and the card, and says done with the server’s card', async () => {
    const { call, make, onDone } = setup(async () => answer);
    const store = make();
    review(store);
    expect(store.confirm.$state.get().summary).toMatchObject({
      amount: { amount: '100', currency: 'USD' },
      fee: { amount: '1.5', currency: 'USD' },
    });
    await Promise.all([store.confirm.submit(), store.confirm.submit()]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toEqual({ params: { id: 42 }, body: { amount: '100' } });
    expect(store.$step.get()).toBe('done');
    expect(onDone).toHaveBeenCalledWith(answer);
  });

  it('checks a lost answer with the same key, and the next top-up of the same amount gets a new one', async () => {
    let lose = true;
    const { call, make } = setup(async () => {
      if (lose) {
        lose = false;
        return networkFailure();
      }
      return answer;
    });
    const store = make();
    review(store);
    await store.confirm.submit();
    await vi.waitFor(() => expect(store.$step.get()).toBe('done'));
    const keys = call.mock.calls.map(([, options]) => options.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set(['key-1']));
    store.reset();
    review(store);
    await store.confirm.submit();
    expect(call.mock.calls.at(-1)?.[1].idempotencyKey).toBe('key-2');
  });

  it('keeps the key in the tab while the outcome is unknown, so a reload checks the same top-up', async () => {
    const { call, make, storage } = setup(() => new Promise(() => undefined));
    const first = make();
    review(first);
    void first.confirm.submit();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(storage.getItem('campay-wizard:slot:vc-top-up-confirm')).toContain('"key":"key-1"');
    call.mockImplementation(async () => answer);
    const reloaded = make();
    review(reloaded);
    await vi.waitFor(() => expect(reloaded.$step.get()).toBe('done'));
    expect(call.mock.calls.map(([, options]) => options.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});
