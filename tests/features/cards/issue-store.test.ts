import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { CardDetailType, CardFeesType } from '../../../src/contract/calls/card.ts';
import { later } from '../../../src/features/cards/issue-later.ts';
import { createIssueStore, type IssueContext } from '../../../src/features/cards/issue-store.ts';
import { type ApiFailure, networkFailure } from '../../../src/lib/http/errors.ts';
import { createConfirmStep } from '../../../src/stores/kit/confirm.ts';
import type { DetailState, DetailStore } from '../../../src/stores/kit/detail.ts';
import type { LiveEvent } from '../../../src/stores/live.ts';
import { FakeTab, settled } from '../../stores/kit/fake-browser.ts';
import { FakeNetwork } from '../../stores/kit/fake-money-api.ts';

const FEES: CardFeesType = {
  currency: 'USD',
  issue: { type: 'FIXED', value: '5', currency: 'USD' },
  top_up: { type: 'PERCENT', value: '1.5' },
  fx: { type: 'PERCENT', value: '2' },
  limits: { min_issue_amount: '10', min_top_up: '10', max_top_up: '10000' },
};

const PAYMENTS = [
  { id: 1, network: 'TRX', currency: 'USDT', address: 'TXYZtronaddress000000001', min_amount: '10', confirmations: 20 },
  {
    id: 2,
    network: 'ETH',
    currency: 'USDC',
    address: '0xethaddress0000000000000002',
    min_amount: '20',
    confirmations: 12,
  },
] as const;

interface IssueBody {
  readonly name: string;
  readonly initial_amount: string;
  readonly funding_source: string;
}

/** The card API as the server behaves: one card per idempotency key; an answer may be lost after the commit. */
class CardApi {
  readonly cards = new Map<string, number>();
  readonly requests: { body: IssueBody; key: string }[] = [];
  /** The next answers lost after the server committed. */
  dropAnswers = 0;

  issueCard = async (
    { body }: { body: IssueBody },
    { idempotencyKey }: { idempotencyKey: string },
  ): Promise<unknown | ApiFailure> => {
    this.requests.push({ body, key: idempotencyKey });
    let id = this.cards.get(idempotencyKey);
    if (id === undefined) {
      id = 100 + this.cards.size;
      this.cards.set(idempotencyKey, id);
    }
    if (this.dropAnswers > 0) {
      this.dropAnswers -= 1;
      return networkFailure();
    }
    return { card: { id, name: body.name, status: 'PENDING' }, transaction: { id: id + 1000 } };
  };
  requestTwoFactorChallenge = async () => networkFailure();
  verifyTwoFactor = async () => networkFailure();
}

/** A detail store that records what the store asks of it. */
class FakeCardDetail implements DetailStore<CardDetailType> {
  readonly $state = atom<DetailState<CardDetailType>>({
    status: 'loading',
    value: null,
    failure: null,
    polling: false,
  });
  retries = 0;
  start(_id: string | number) {
    return () => undefined;
  }
  retry() {
    this.retries += 1;
  }
}

function setup(main = '100', tab = new FakeTab('https://app.test/vc/issue'), api = new CardApi()) {
  const $context = atom<IssueContext | null>({ fees: FEES, main, payments: [...PAYMENTS] });
  const network = new FakeNetwork();
  const detail = new FakeCardDetail();
  const listeners: ((event: LiveEvent) => void)[] = [];
  let keys = 0;
  let reloads = 0;
  const store = createIssueStore({
    // The fake answers the shapes the store reads; the rest of each record is not looked at.
    api: api as never,
    $context,
    reloadBalance: () => {
      reloads += 1;
    },
    loadLater: async () => ({ ...later, cardDetail: detail }),
    onLive: async (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
    host: () => tab.host(),
    network: () => network,
    newKey: () => `key-${++keys}`,
    locale: () => 'en',
    loadConfirm: async () => ({ createConfirmStep }),
  });
  const emit = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  return { store, tab, api, $context, detail, emit, reloads: () => reloads };
}

async function atConfirm(amount = '20', name = 'Ads') {
  const context = setup();
  context.store.start();
  await settled();
  context.store.chooseWay('MAIN');
  context.store.continueFunding();
  expect(context.store.enterCard(amount, name)).toBeNull();
  await settled();
  return context;
}

describe('issue store', () => {
  it('walks funding → card → confirm → outcome and issues from MAIN', async () => {
    const { store, tab, api, reloads } = await atConfirm('20.5', '  Ads  ');
    expect(tab.address).toBe('/vc/issue?step=confirm');
    const { summary } = store.confirm.$state.get();
    expect(summary?.amount?.amount).toBe('20.50');
    expect(summary?.fee?.amount).toBe('5.00');
    expect(summary?.facts?.map((fact) => fact.value)).toEqual(['Ads', '$25.50', '$74.50']);

    await store.confirm.submit();
    expect(api.requests).toEqual([
      { body: { name: 'Ads', initial_amount: '20.5', funding_source: 'MAIN' }, key: 'key-1' },
    ]);
    expect(store.wizard.$state.get().step).toBe('outcome');
    expect(store.wizard.$state.get().data.cardId).toBe(100);
    expect(reloads()).toBe(1);
  });

  it('goes back a step with Back, keeping what was typed', async () => {
    const { store, tab } = await atConfirm();
    await tab.back();
    expect(store.wizard.$state.get().step).toBe('card');
    expect(store.wizard.$state.get().data).toMatchObject({ amount: '20', name: 'Ads' });
    await tab.back();
    expect(store.wizard.$state.get().step).toBe('funding');
    expect(store.wizard.$state.get().data.way).toBe('MAIN');
  });

  it('issues one card for a double submit', async () => {
    const { store, api } = await atConfirm();
    await Promise.all([store.confirm.submit(), store.confirm.submit()]);
    expect(api.cards.size).toBe(1);
    expect(api.requests).toHaveLength(1);
  });

  it('keeps the key when the answer is lost after the commit: one card, then the outcome', async () => {
    const { store, api } = await atConfirm();
    api.dropAnswers = 2;
    await store.confirm.submit();
    expect(new Set(api.requests.map((request) => request.key))).toEqual(new Set(['key-1']));
    expect(api.requests.length).toBe(3);
    expect(api.cards.size).toBe(1);
    expect(store.wizard.$state.get().step).toBe('outcome');
  });

  it('after a reload of the confirm step while the outcome was unknown, checks with the same key', async () => {
    const { store, api, tab } = await atConfirm();
    // The answer never comes and the user reloads while it is being checked.
    api.dropAnswers = 100;
    void store.confirm.submit();
    await settled();
    const sent = api.requests.length;
    expect(sent).toBeGreaterThan(0);
    api.dropAnswers = 0;

    const again = setup('100', tab.reload(), api);
    again.store.start();
    await settled();
    await settled();
    expect(api.requests.slice(sent).map((request) => request.key)).toEqual(['key-1']);
    expect(api.cards.size).toBe(1);
    expect(again.store.wizard.$state.get().step).toBe('outcome');
    expect(again.store.wizard.$state.get().data.cardId).toBe(100);
  });

  it('keeps the step and its data across a reload, with the same key for the same intent', async () => {
    const { tab, api } = await atConfirm();
    const again = setup('100', tab.reload(), api);
    again.store.start();
    await settled();
    expect(again.store.wizard.$state.get().step).toBe('confirm');
    await again.store.confirm.submit();
    expect(api.requests.map((request) => request.key)).toEqual(['key-1']);
  });

  it('gives a changed intent a new key', async () => {
    const { store, tab, api } = await atConfirm();
    await tab.back();
    store.enterCard('30', 'Ads');
    await settled();
    await store.confirm.submit();
    expect(api.requests.map((request) => request.key)).toEqual(['key-2']);
  });

  it('refuses beside the field an amount MAIN cannot pay with the fee, and stays', async () => {
    const { store, tab } = setup('50');
    store.start();
    await settled();
    store.chooseWay('MAIN');
    store.continueFunding();
    expect(store.enterCard('45.01', 'Ads')).toBe('amount');
    expect(store.$amountProblem.get()).toEqual({ key: 'over_main', most: '45.00' });
    expect(tab.address).toBe('/vc/issue?step=card');
    store.typeAmount('45', '45');
    expect(store.$figures.get()).toEqual({ amount: '45.00', fee: '5.00', total: '50.00', after: '0.00' });
  });

  it('refuses a bad name beside its field', async () => {
    const { store } = setup();
    store.start();
    await settled();
    store.chooseWay('MAIN');
    store.continueFunding();
    expect(store.enterCard('20', 'A')).toBe('name');
    expect(store.$nameProblem.get()?.key).toBe('name_too_short');
    store.typeName('Ab');
    expect(store.$nameProblem.get()).toBeNull();
  });

  it('waits on the funding step until MAIN pays for the smallest card, following MAIN live', async () => {
    const { store, $context, tab } = setup('14.99');
    store.start();
    await settled();
    store.chooseWay('CRYPTO');
    expect(store.wizard.$state.get().data).toMatchObject({ network: 'TRX', currency: 'USDT' });
    store.chooseNetwork('ETH');
    expect(store.wizard.$state.get().data).toMatchObject({ network: 'ETH', currency: 'USDC' });
    expect(store.$canContinue.get()).toBe(false);
    store.continueFunding();
    expect(tab.address).toBe('/vc/issue');

    // The deposit arrives: MAIN is read again.
    $context.set({ fees: FEES, main: '15', payments: [...PAYMENTS] });
    expect(store.$canContinue.get()).toBe(true);
    store.continueFunding();
    expect(tab.address).toBe('/vc/issue?step=card');
  });

  it('takes a refusal of the amount back to the card step', async () => {
    const { store, api } = await atConfirm();
    api.issueCard = async () => ({
      status: false,
      httpStatus: 422,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Not enough money',
    });
    await store.confirm.submit();
    await settled();
    expect(store.wizard.$state.get().step).toBe('card');
    expect(store.wizard.$state.get().errors.card?.amount).toEqual(['Not enough money']);
  });

  it('reads the card again when a live event names it', async () => {
    const { store, detail, emit } = await atConfirm();
    await store.confirm.submit();
    emit({ type: 'card.updated', data: { card_id: 999, status: 'ACTIVE' } });
    expect(detail.retries).toBe(0);
    emit({ type: 'card.updated', data: { card_id: 100, status: 'ACTIVE' } });
    emit({ type: 'live.reconnected' });
    expect(detail.retries).toBe(2);
  });

  it('never confirms a done intent again: Back from the outcome returns to it', async () => {
    const { store, tab, api } = await atConfirm();
    await store.confirm.submit();
    await tab.back();
    await settled();
    expect(store.wizard.$state.get().step).toBe('outcome');
    expect(api.requests).toHaveLength(1);
  });

  it('starts over on the first step with nothing kept', async () => {
    const { store, tab } = await atConfirm();
    await store.confirm.submit();
    store.startOver();
    expect(tab.address).toBe('/vc/issue');
    expect(store.wizard.$state.get().data.cardId).toBeNull();
    expect(store.wizard.$state.get().data.amount).toBeNull();
  });
});
