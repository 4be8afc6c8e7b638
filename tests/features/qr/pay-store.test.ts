/**
 * The QR pay store (src/features/qr/pay-store.ts): the form's checks (payQr's own fields), one payment per intent,
 * refusals back to the form, the intent's key kept in the tab until its outcome is known.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vietQrPayload } from '../../../server/va/qr-payload.ts';
import type { CallDefinition } from '../../../src/contract/define.ts';
import { CONTRACT } from '../../../src/contract/index.ts';
import { QR_PAYLOAD_MAX_LENGTH } from '../../../src/contract/rules.ts';
import { createPayStore, type PayValues, payRequestOf } from '../../../src/features/qr/pay-store.ts';
import { readPayload } from '../../../src/features/qr/payload.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import type { SavedConfirm } from '../../../src/stores/kit/confirm.ts';
import { createSessionSlot } from '../../../src/stores/kit/session-slot.ts';
import { MemoryStorage } from '../../stores/kit/fake-browser.ts';
import { FakeNetwork } from '../../stores/kit/fake-money-api.ts';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const code = (amount: string | null) =>
  vietQrPayload({
    bankBin: '970418',
    accountNumber: '962600000012',
    currency: 'VND',
    amount,
    description: 'Ban 4',
    reference: 'ABC123',
  });

function payBody() {
  const body = (CONTRACT as readonly CallDefinition[]).find((call) => call.name === 'payQr')?.body;
  if (!body) throw new Error('payQr takes a body');
  return body;
}

const transaction = { id: 7, code: 'QRP-20260302-000007', status: 'PENDING' };

function fakeApi(answer: () => Promise<unknown>) {
  const keys: string[] = [];
  const payQr = vi.fn(async (_input: unknown, options: { idempotencyKey: string }) => {
    keys.push(options.idempotencyKey);
    return answer();
  });
  return { keys, payQr, api: { payQr, requestTwoFactorChallenge: vi.fn(), verifyTwoFactor: vi.fn() } as never };
}

describe('payRequestOf', () => {
  it('pays the code’s own amount, sending none', () => {
    const check = payRequestOf({ payload: ` ${code('150000')} `, amount: '999', source: 'VA' }, 'en');
    expect(check.request).toEqual({ payload: code('150000'), source: 'VA' });
    expect(check.read).toEqual({ amount: '150000', currency: 'VND', description: 'Ban 4' });
  });

  it('asks for an amount when the code has none, read in the page’s locale by the currency’s rule', () => {
    const open = code(null);
    expect(payRequestOf({ payload: open, amount: '', source: 'MAIN' }, 'vi').problems).toEqual({
      amount: { key: 'required' },
    });
    expect(payRequestOf({ payload: open, amount: '1.500,5', source: 'MAIN' }, 'vi').problems?.amount?.key).toBe(
      'amount_whole',
    );
    expect(payRequestOf({ payload: open, amount: '1.500.000', source: 'MAIN' }, 'vi').request).toEqual({
      payload: open,
      amount: '1500000',
      source: 'MAIN',
    });
  });

  it('refuses an empty text and one that is no QR payment code', () => {
    expect(payRequestOf({ payload: ' ', amount: '', source: 'MAIN' }, 'en').problems).toEqual({
      payload: { key: 'required' },
    });
    expect(payRequestOf({ payload: 'hello', amount: '', source: 'MAIN' }, 'en').problems).toEqual({
      payload: { key: 'invalid' },
    });
    expect(readPayload('0002029999')).toBeNull();
  });

  it('checks the payload and the wallet by payQr’s own fields, as the server words them', () => {
    const long = `${code(null)}${'0'.repeat(QR_PAYLOAD_MAX_LENGTH)}`;
    expect(payRequestOf({ payload: long, amount: '', source: 'MAIN' }, 'en').problems).toEqual({
      payload: { key: 'too_long', params: { maximum: QR_PAYLOAD_MAX_LENGTH } },
    });
    expect(payRequestOf({ payload: `${code('1')}\n${code('1')}`, amount: '', source: 'MAIN' }, 'en').problems).toEqual({
      payload: { key: 'single_line' },
    });
    const source = 'QR_MERCHANT' as PayValues['source'];
    expect(payRequestOf({ payload: code('1'), amount: '', source }, 'en').problems).toEqual({
      source: { key: 'invalid_choice' },
    });
  });

  it('sends only what payQr’s body takes', () => {
    const requests = [
      payRequestOf({ payload: ` ${code('150000')} `, amount: '', source: 'VA' }, 'en').request,
      payRequestOf({ payload: code(null), amount: '1,500,000', source: 'MAIN' }, 'en').request,
    ];
    for (const request of requests) expect(payBody().safeParse(request).success).toBe(true);
  });
});

describe('createPayStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const values = { payload: code('150000'), amount: '', source: 'MAIN' as const };
  const review = (store: ReturnType<typeof createPayStore>) => {
    const check = payRequestOf(values, 'en');
    if (!check.request) throw new Error('a valid payload');
    store.review(values, check.request, check.read);
  };

  it('sends a double click once, and settles on the answered transaction', async () => {
    const { api, payQr } = fakeApi(async () => ({ status: true, data: transaction }));
    let minted = 0;
    const store = createPayStore({ api, newKey: () => `key-${++minted}` });
    review(store);
    expect(store.$step.get()).toBe('confirm');
    expect(store.confirm.$state.get().summary?.amount).toEqual({ amount: '150000', currency: 'VND' });
    await Promise.all([store.confirm.submit(), store.confirm.submit()]);
    expect(payQr).toHaveBeenCalledTimes(1);
    expect(payQr.mock.calls[0]?.[0]).toEqual({ body: { payload: code('150000'), source: 'MAIN' } });
    expect([store.$step.get(), store.$paid.get()]).toEqual(['done', transaction]);
  });

  it('sends the same intent again with the same key after a refusal, and takes a field’s reason back to the form', async () => {
    const refusal: ApiFailure = {
      status: false,
      code: 'INSUFFICIENT_BALANCE',
      message: 'Not enough money',
      httpStatus: 409,
    };
    const { api, keys } = fakeApi(async () => refusal);
    let minted = 0;
    const store = createPayStore({ api, newKey: () => `key-${++minted}` });
    review(store);
    await store.confirm.submit();
    expect(store.$step.get()).toBe('form');
    expect(store.$fieldErrors.get()).toEqual({ source: [expect.any(String)] });
    expect(store.$values.get()).toEqual(values);
    review(store);
    await store.confirm.submit();
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('keeps the intent’s key in the tab across a reload until the outcome is known', async () => {
    // The tab's storage, which the store uses unless told otherwise: a reload keeps it, and only it.
    const storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const network = () => new FakeNetwork();
    // The page is left while the answer is on its way.
    const lost = fakeApi(() => new Promise(() => {}));
    const first = createPayStore({ api: lost.api, network, newKey: () => 'key-1' });
    review(first);
    void first.confirm.submit();
    await vi.waitFor(() => expect(lost.keys).toEqual(['key-1']));
    // The same payment after the reload checks the one sent, with its key, and settles on it.
    const answered = fakeApi(async () => ({ status: true, data: transaction }));
    const reloaded = createPayStore({ api: answered.api, network, newKey: () => 'key-2' });
    review(reloaded);
    await vi.waitFor(() => expect(reloaded.$step.get()).toBe('done'));
    expect(answered.keys).toEqual(['key-1']);
    // Known: the key is dropped, so paying the same code again is a new intent.
    expect(storage.length).toBe(0);
    const next = createPayStore({ api: answered.api, network, newKey: () => 'key-3' });
    review(next);
    await next.confirm.submit();
    expect(answered.keys).toEqual(['key-1', 'key-3']);
  });

  it('gives another intent (another code, amount or wallet) a new key', async () => {
    const refusal: ApiFailure = { status: false, code: 'QR_EXPIRED', message: 'Expired', httpStatus: 409 };
    const { api, keys } = fakeApi(async () => refusal);
    const storage = new MemoryStorage();
    let minted = 0;
    const store = createPayStore({
      api,
      slot: createSessionSlot<SavedConfirm>('qr-pay-confirm', () => storage),
      newKey: () => `key-${++minted}`,
    });
    const others: PayValues[] = [
      values,
      { ...values, source: 'VA' },
      { payload: code('200000'), amount: '', source: 'VA' },
      { payload: code(null), amount: '5000', source: 'VA' },
      { payload: code(null), amount: '6000', source: 'VA' },
    ];
    for (const other of others) {
      const check = payRequestOf(other, 'en');
      if (!check.request) throw new Error('a valid payment');
      store.review(other, check.request, check.read);
      await store.confirm.submit();
    }
    expect(keys).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5']);
  });
});
