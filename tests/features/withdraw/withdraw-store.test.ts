import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '../../../src/contract/calls/payments.ts';
import type { RangeOfRateType } from '../../../src/contract/calls/va.ts';
import {
  bandWordings,
  rangeOf,
  transactionHref,
  usableMethods,
  withdrawAmountRules,
  withdrawSummary,
} from '../../../src/features/withdraw/withdraw.ts';
import { createWithdrawStore } from '../../../src/features/withdraw/withdraw-store.ts';
import { checkTypedAmount } from '../../../src/lib/forms/amount.ts';
import { createConfirmStep } from '../../../src/stores/kit/confirm.ts';
import type { ConfirmModule } from '../../../src/stores/kit/lazy-confirm.ts';
import { FakeTab, settled } from '../../stores/kit/fake-browser.ts';
import { FakeMoneyApi, FakeNetwork } from '../../stores/kit/fake-money-api.ts';

const at = '2026-03-01T09:00:00.000Z';

function range(id: number, min: string, max: string | null, fee: RangeOfRateType['fee']): RangeOfRateType {
  return { id, currency: 'VND', min, max, rate: '1', received_currency: 'VND', fee };
}

const RANGES: RangeOfRateType[] = [
  range(1, '50000', '10000000', { type: 'FIXED', value: '11000', currency: 'VND' }),
  range(2, '10000000', '100000000', { type: 'PERCENT', value: '0.1' }),
  {
    id: 3,
    currency: 'USD',
    min: '10',
    max: null,
    rate: '25350',
    received_currency: 'VND',
    fee: { type: 'PERCENT', value: '1' },
  },
];

function bank(id: number, status: PaymentRecord['payment_status'], isDefault = false): PaymentRecord {
  return {
    id,
    payment_type: 'BANK',
    payment_status: status,
    is_default: isDefault,
    currency: 'VND',
    rejected_reason: null,
    created_at: at,
    updated_at: at,
    detail: {
      account_name: 'NGUYEN VAN A',
      account_number: `97040000${id}6789`,
      bank_name: 'Vietcombank',
      bank_bin: '970436',
    },
  };
}

describe('withdraw figures', () => {
  it('takes a fixed fee and pays the rest at the rate', () => {
    const summary = withdrawSummary(RANGES[0] as RangeOfRateType, '2000000', 'Vietcombank ·· 6789');
    expect(summary.fee).toEqual({ amount: '11000', currency: 'VND' });
    expect(summary.received).toEqual({ amount: '1989000', currency: 'VND' });
    expect(summary.rate).toEqual({ from: 'VND', to: 'VND', value: '1' });
  });

  it('rounds a percentage fee down to whole dong', () => {
    const summary = withdrawSummary(RANGES[1] as RangeOfRateType, '12345679', 'x');
    expect(summary.fee?.amount).toBe('12345');
    expect(summary.received?.amount).toBe('12333334');
  });

  it('converts at the rate and rounds the received amount down', () => {
    const summary = withdrawSummary(RANGES[2] as RangeOfRateType, '10.55', 'x');
    expect(summary.fee?.amount).toBe('0.1');
    expect(summary.received?.amount).toBe('264907');
  });

  it('picks the range an amount falls in', () => {
    expect(rangeOf(RANGES.slice(0, 2), '10000001')?.id).toBe(2);
    expect(rangeOf(RANGES.slice(0, 2), '49999')).toBeNull();
  });
});

describe('withdraw amount rules', () => {
  const rules = withdrawAmountRules(RANGES.slice(0, 2), { currency: 'VND', available: '5000000' }, 'en');
  const parse = (text: string) => checkTypedAmount(text, rules);

  it('refuses an amount above the available balance', () => {
    expect(parse('5,000,001').problem?.key).toBe('amount_above_available');
  });

  it('refuses decimals in VND and an amount under the lowest range', () => {
    expect(parse('100000.5').problem?.key).toBe('amount_whole');
    expect(parse('49,999').problem?.key).toBe('amount_below_min');
  });

  it('takes an amount within the balance and the ranges, as the canonical string', () => {
    expect(parse('5,000,000').amount).toBe('5000000');
  });

  it('keeps only approved methods of the kind, the default first', () => {
    const methods = usableMethods([bank(1, 'APPROVED'), bank(2, 'PENDING'), bank(3, 'APPROVED', true)], 'BANK');
    expect(methods.map((method) => method.id)).toEqual([3, 1]);
    expect(usableMethods([bank(1, 'APPROVED')], 'E_WALLET')).toEqual([]);
  });
});

class WithdrawApi extends FakeMoneyApi {
  readonly listPayments = async () => ({
    status: true as const,
    data: { items: [bank(7, 'APPROVED', true), bank(8, 'REJECTED')], page: 1, total: 2 },
  });
  readonly getWallet = async () => ({
    status: true as const,
    data: { currency: 'VND', validate_balance: '10000000' },
  });
  /** The calls the store made to load its steps. */
  loads = 0;
  readonly getVaSettings = async () => {
    this.loads += 1;
    return { status: true as const, data: { ranges_of_rate: RANGES } };
  };
}

/** The confirm step's module as the page gets it, once it has arrived. */
const confirmModule = async (): Promise<ConfirmModule> => ({ createConfirmStep });

function setup({ refused = false, loadConfirm = confirmModule } = {}) {
  const tab = new FakeTab('https://app.test/withdraw/bank');
  const api = new WithdrawApi();
  const network = new FakeNetwork();
  let keys = 0;
  const store = createWithdrawStore({
    kind: 'BANK',
    // The fake answers the shapes the store reads; the rest of each record is not looked at.
    api: api as never,
    host: () => tab.host(),
    network: () => network,
    newKey: () => `key-${++keys}`,
    twoFactor: async () => ({ two_factor_status: 'INACTIVE', two_factor_method: null, two_factor_enable_for: [] }),
    refused: () => refused,
    locale: () => 'en',
    loadConfirm,
  });
  return { tab, api, network, store };
}

/** Started, bank 7 chosen and `amount` (as typed in English) entered: the confirm step is open. */
async function atConfirm(amount = '2,000,000') {
  const context = setup();
  context.store.start();
  await settled();
  context.store.chooseMethod(7);
  context.store.enterAmount(amount);
  await settled();
  return context;
}

describe('withdraw store', () => {
  it('walks select-info → enter-info → verify-2fa → verifying on the server answer', async () => {
    const { tab, api, store } = setup();
    store.start();
    await settled();
    expect(store.wizard.$state.get().step).toBe('select-info');
    expect(store.$context.get().status).toBe('ready');

    store.chooseMethod(7);
    expect(store.enterAmount('2,000,000')).toBe(true);
    await settled();
    expect(tab.address).toBe('/withdraw/bank?step=verify-2fa');
    const { summary } = store.confirm.$state.get();
    expect(summary?.fee?.amount).toBe('11000');
    expect(summary?.received?.amount).toBe('1989000');
    expect(summary?.destination).toContain('Vietcombank');

    // The code comes by email (2FA off for withdrawals).
    await store.confirm.submit(api.codes.at(-1));
    expect(api.transactions).toHaveLength(1);
    expect(api.requests[0]?.body).toMatchObject({ amount: '2000000', payment: { id: 7 }, range_of_rate: { id: 1 } });
    expect(store.wizard.$state.get().step).toBe('verifying');
    expect(store.wizard.$state.get().data.transactionId).toBe(1);
  });

  it('sends one withdrawal for a double submit', async () => {
    const { api, store } = await atConfirm();
    const code = api.codes.at(-1);
    await Promise.all([store.confirm.submit(code), store.confirm.submit(code)]);
    expect(api.transactions).toHaveLength(1);
  });

  it('goes back a step with the browser Back, keeping the amount', async () => {
    const { tab, store } = await atConfirm();
    await tab.back();
    expect(store.wizard.$state.get().step).toBe('enter-info');
    expect(store.wizard.$state.get().data.amount).toBe('2000000');
    await tab.back();
    expect(store.wizard.$state.get().step).toBe('select-info');
  });

  it('takes a refusal of the amount back to its field', async () => {
    const { api, store } = setup();
    api.balance = 1_000_000;
    store.start();
    await settled();
    store.chooseMethod(7);
    store.enterAmount('2000000');
    await settled();
    await store.confirm.submit(api.codes.at(-1));
    await settled();
    expect(api.transactions).toHaveLength(0);
    expect(store.wizard.$state.get().step).toBe('enter-info');
    expect(store.wizard.$state.get().errors['enter-info']?.amount?.length).toBeGreaterThan(0);
  });

  it('refuses an amount above the available balance or with decimals beside the field, and stays', async () => {
    const { api, store } = setup();
    store.start();
    await settled();
    store.chooseMethod(7);
    expect(store.enterAmount('10,000,001')).toBe(false);
    expect(store.$amountProblem.get()?.key).toBe('amount_above_available');
    expect(store.enterAmount('100,000.5')).toBe(false);
    expect(store.$amountProblem.get()).toEqual({ key: 'amount_whole', params: { currency: 'VND' } });
    expect(store.wizard.$state.get().step).toBe('enter-info');
    // Typing a good amount clears the refusal shown.
    store.typeAmount('100000', '100,000');
    expect(store.$amountProblem.get()).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the fee and the amount received as the amount is typed', async () => {
    const { store } = setup();
    store.start();
    await settled();
    store.chooseMethod(7);
    store.typeAmount('12345679', '12,345,679');
    expect(store.$preview.get()?.fee?.amount).toBe('12345');
    expect(store.$preview.get()?.received?.amount).toBe('12333334');
    store.typeAmount(null, '12,3x');
    expect(store.$preview.get()).toBeNull();
  });

  it('replays a withdrawal whose answer was lost with the same key, and makes exactly one', async () => {
    const { api, network, store } = await atConfirm();
    api.faults.push('lost-answer');
    const outcome = await store.confirm.submit(api.codes.at(-1));
    expect(outcome.state).toBe('done');
    expect(api.requests).toHaveLength(2);
    expect(new Set(api.requests.map((request) => request.key))).toEqual(new Set(['key-1']));
    expect(api.transactions).toHaveLength(1);
    // It was "pending — checking" (a wait before the replay), never "failed".
    expect(network.waits.length).toBeGreaterThan(0);
    expect(store.wizard.$state.get().step).toBe('verifying');
  });

  it('keeps one key per intent: the same key after a 502, a new one for the next withdrawal', async () => {
    const { api, store } = await atConfirm();
    api.faults.push('bad-gateway');
    await store.confirm.submit(api.codes.at(-1));
    expect(api.requests.map((request) => request.key)).toEqual(['key-1', 'key-1']);
    expect(api.transactions).toHaveLength(1);

    store.startOver();
    await settled();
    store.chooseMethod(7);
    store.enterAmount('2,000,000');
    await settled();
    await store.confirm.submit(api.codes.at(-1));
    expect(api.requests.at(-1)?.key).toBe('key-2');
    expect(api.transactions).toHaveLength(2);
  });

  it("loads the confirm step's code as the screen starts, and opens the step reached before it arrived", async () => {
    let loads = 0;
    let arrive: (module: ConfirmModule) => void = () => undefined;
    const { api, store } = setup({
      loadConfirm: () => {
        loads += 1;
        return new Promise<ConfirmModule>((resolve) => {
          arrive = resolve;
        });
      },
    });
    expect(loads).toBe(0);
    store.start();
    await settled();
    expect(loads).toBe(1);
    store.chooseMethod(7);
    store.enterAmount('2,000,000');
    await settled();
    expect(store.wizard.$state.get().step).toBe('verify-2fa');
    // Not in yet: the step is not shown (the view's spinner) and no code is asked for.
    expect(store.confirm.$ready.get()).toBe(false);
    expect(store.confirm.$state.get().summary).toBeNull();
    expect(api.challenges).toBe(0);

    arrive({ createConfirmStep });
    await settled();
    expect(store.confirm.$ready.get()).toBe(true);
    expect(store.confirm.$state.get().summary?.fee?.amount).toBe('11000');
    expect(api.challenges).toBe(1);
    await store.confirm.submit(api.codes.at(-1));
    expect(api.transactions).toHaveLength(1);
    expect(loads).toBe(1);
  });

  it('offers only methods the wallet can pay into, and reads nothing on a refused page', async () => {
    const { store } = setup();
    store.start();
    await settled();
    const usd = { ...bank(9, 'APPROVED'), currency: 'USD' };
    expect(store.receivable(usd)).toBe(false);
    expect(store.receivable(bank(7, 'APPROVED'))).toBe(true);

    const refused = setup({ refused: true });
    refused.store.start();
    await settled();
    expect(refused.api.loads).toBe(0);
    expect(refused.store.confirm.$ready.get()).toBe(false);
    expect(refused.store.$context.get().status).toBe('loading');
  });
});

/** Each wallet with its own available balance: the main one 10,000,000 ₫, the VA one 3,000,000 ₫. */
class SourcesApi extends WithdrawApi {
  readonly walletsRead: string[] = [];
  override readonly getWallet = async (input?: { params: { type: string } }) => {
    const type = input?.params.type ?? 'none';
    this.walletsRead.push(type);
    const available = type === 'VA' ? '3000000' : type === 'QR_MERCHANT' ? '700000' : '10000000';
    return { status: true as const, data: { currency: 'VND', validate_balance: available } };
  };
}

describe('withdraw store by source', () => {
  function fromSource(source: 'VA' | 'QR_MERCHANT') {
    const api = new SourcesApi();
    const tab = new FakeTab(
      source === 'VA' ? 'https://app.test/va/withdraw/bank' : 'https://app.test/va/list/withdraw_qr',
    );
    const store = createWithdrawStore({
      kind: 'BANK',
      source,
      api: api as never,
      host: () => tab.host(),
      network: () => new FakeNetwork(),
      newKey: () => 'key-1',
      twoFactor: async () => ({ two_factor_status: 'INACTIVE', two_factor_method: null, two_factor_enable_for: [] }),
      refused: () => false,
      locale: () => 'en',
      loadConfirm: confirmModule,
    });
    return { api, store };
  }

  it("shows and checks the source wallet's available balance, and sends that source", async () => {
    const { api, store } = fromSource('VA');
    store.start();
    await settled();
    expect(api.walletsRead).toEqual(['VA']);
    const context = store.$context.get();
    expect(context.status === 'ready' && context.context.wallet.available).toBe('3000000');
    store.chooseMethod(7);
    // Within the main wallet's balance but above the VA wallet's.
    expect(store.enterAmount('3,000,001')).toBe(false);
    expect(store.$amountProblem.get()?.key).toBe('amount_above_available');
    expect(store.enterAmount('2,000,000')).toBe(true);
    await settled();
    await store.confirm.submit(api.codes.at(-1));
    expect(api.requests[0]?.body).toMatchObject({ withdrawal_source: 'VA', amount: '2000000' });
  });

  it('reads the QR-merchant wallet for a QR-merchant withdrawal', async () => {
    const { api, store } = fromSource('QR_MERCHANT');
    store.start();
    await settled();
    expect(api.walletsRead).toEqual(['QR_MERCHANT']);
    expect(store.amountRules()?.available).toBe('700000');
  });

  it('links the outcome to the transaction page of its source', () => {
    expect(transactionHref('MAIN', 4)).toBe('/transactions/4');
    expect(transactionHref('VA', 4)).toBe('/va/transactions/4');
    expect(transactionHref('QR_MERCHANT', 4)).toBe('/va/qr-transaction/4');
  });
});

describe('ranges of rate in words', () => {
  const vnd = RANGES.slice(0, 2);

  it('says each band, its fee and that the rest is received, marking the band of the typed amount', () => {
    const bands = bandWordings(vnd, '2000000', 'en');
    expect(bands.map((band) => band.text)).toEqual([
      'From ₫50,000 to ₫10,000,000: fee ₫11,000, you receive the rest',
      'From ₫10,000,000 to ₫100,000,000: fee 0.1% of the amount, you receive the rest',
    ]);
    expect(bands.map((band) => band.current)).toEqual([true, false]);
    expect(bandWordings(vnd, '20000000', 'en').map((band) => band.current)).toEqual([false, true]);
    expect(bandWordings(vnd, null, 'en').some((band) => band.current)).toBe(false);
  });

  it('adds the rate when the money changes currency, and words an open band', () => {
    const [usd] = bandWordings([RANGES[2] as RangeOfRateType], '10', 'en');
    expect(usd?.text).toBe('From $10.00 up: fee 1% of the amount, you receive the rest, paid at 1 USD = 25,350 VND');
  });

  it('speaks Vietnamese with Vietnamese amounts', () => {
    const [first] = bandWordings(vnd, null, 'vi');
    // Vietnamese money keeps its symbol on the same line (a no-break space).
    expect(first?.text).toBe('Từ 50.000\u00a0₫ đến 10.000.000\u00a0₫: phí 11.000\u00a0₫, bạn nhận phần còn lại');
  });
});
