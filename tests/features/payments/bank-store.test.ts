import { describe, expect, it } from 'vitest';
import { accountNumberOf } from '../../../src/features/payments/account-rules.ts';
import { type BankStoreOptions, createBankStore } from '../../../src/features/payments/bank-store.ts';
import { FakeTab, settled } from '../../stores/kit/fake-browser.ts';
import { FakePaymentsApi, holderOf } from './fake-payments-api.ts';

const EMAIL_ONLY = { two_factor_status: 'INACTIVE', two_factor_method: null, two_factor_enable_for: [] } as const;

function setup(tab = new FakeTab('https://app.test/setting/payment/bank'), fake = new FakePaymentsApi()) {
  let keys = 0;
  const store = createBankStore({
    api: fake as unknown as BankStoreOptions['api'],
    host: () => tab.host(),
    newKey: () => `key-${++keys}`,
    twoFactor: async () => EMAIL_ONLY,
    refused: () => false,
  });
  const stop = store.start();
  return { store, fake, tab, stop };
}

async function ready(store: ReturnType<typeof createBankStore>) {
  while (store.$banks.get().status === 'loading') await settled();
}

describe('account number rule', () => {
  it('takes 6–20 digits, dropping the spaces people group them with', () => {
    expect(accountNumberOf('0123 4567 89')).toEqual({ value: '0123456789' });
    expect(accountNumberOf('12345')).toEqual({ problem: { key: 'account_number_format' } });
    expect(accountNumberOf('1'.repeat(21))).toEqual({ problem: { key: 'account_number_format' } });
    expect(accountNumberOf('')).toEqual({ problem: { key: 'required' } });
  });
});

describe('the holder-name lookup', () => {
  it('asks nothing while typing, once when the field is left, and not again for the same account', async () => {
    const { store, fake } = setup();
    await ready(store);
    store.chooseBank('970436');
    for (const text of ['1', '12', '123', '1234', '12345', '123456789']) store.typeAccountNumber(text);
    expect(fake.lookups).toHaveLength(0);
    await store.lookUp();
    await store.lookUp();
    expect(fake.lookups).toEqual([{ bank_bin: '970436', account_number: '123456789' }]);
    expect(store.confirmedName()).toBe(holderOf('123456789'));
  });

  it('refuses a malformed number beside the field without asking the server', async () => {
    const { store, fake } = setup();
    await ready(store);
    store.chooseBank('970436');
    store.typeAccountNumber('12a45');
    await store.lookUp();
    expect(fake.lookups).toHaveLength(0);
    expect(store.$errors.get().account_number).toEqual({ kind: 'rule', problem: { key: 'account_number_format' } });
  });

  it('says beside the field that nobody holds the account, keeps what was typed, and will not go on', async () => {
    const { store } = setup();
    await ready(store);
    store.chooseBank('970436');
    store.typeAccountNumber('11111111');
    expect(await store.submitAccount()).toBe(false);
    expect(store.$errors.get().account_number).toMatchObject({
      kind: 'refused',
      failure: { code: 'BANK_ACCOUNT_NOT_FOUND' },
    });
    expect(store.$draft.get().accountNumber).toBe('11111111');
    expect(store.wizard.$state.get().step).toBe('add-payment');
  });

  it('forgets the name when the number or bank changes', async () => {
    const { store } = setup();
    await ready(store);
    store.chooseBank('970436');
    store.typeAccountNumber('123456789');
    await store.lookUp();
    store.typeAccountNumber('1234567890');
    expect(store.confirmedName()).toBeNull();
  });

  it('needs a bank before looking up', async () => {
    const { store, fake } = setup();
    await ready(store);
    store.typeAccountNumber('123456789');
    await store.lookUp();
    expect(store.$errors.get().bank_bin).toEqual({ kind: 'rule', problem: { key: 'required' } });
    expect(fake.lookups).toHaveLength(0);
  });
});

describe('adding a bank', () => {
  async function toConfirm() {
    const context = setup();
    await ready(context.store);
    context.store.chooseBank('970436');
    context.store.typeAccountNumber('987654321');
    // The first submit shows the holder's name; the second confirms it.
    expect(await context.store.submitAccount()).toBe(false);
    expect(await context.store.submitAccount()).toBe(true);
    await settled();
    expect(context.store.wizard.$state.get().step).toBe('select-method');
    return context;
  }

  it('sends the confirmed name with one add_bank w-token and ends pending approval', async () => {
    const { store, fake } = await toConfirm();
    expect(fake.challenges).toBe(1);
    await store.confirm.submit(fake.codes.at(-1));
    await settled();
    expect(fake.adds).toHaveLength(1);
    expect(fake.adds[0]?.body).toMatchObject({
      bank_bin: '970436',
      account_number: '987654321',
      account_name: holderOf('987654321'),
    });
    expect(fake.adds[0]?.wToken).toMatch(/^w-add_bank-/);
    expect(store.wizard.$state.get().step).toBe('verifying');
    expect(store.wizard.$state.get().data.payment?.payment_status).toBe('PENDING');
  });

  it('a double submit sends once, with one idempotency key', async () => {
    const { store, fake } = await toConfirm();
    const code = fake.codes.at(-1);
    await Promise.all([store.confirm.submit(code), store.confirm.submit(code)]);
    expect(fake.adds).toHaveLength(1);
    expect(fake.adds[0]?.key).toBe('key-1');
  });

  it('a wrong code sends nothing and keeps the step', async () => {
    const { store, fake } = await toConfirm();
    await store.confirm.submit('000000');
    expect(fake.adds).toHaveLength(0);
    expect(store.confirm.$state.get().codeError).toMatchObject({ kind: 'refused' });
  });

  it('Back from the confirm step keeps the account and its holder, without a new lookup', async () => {
    const { store, fake, tab } = await toConfirm();
    await tab.back();
    expect(store.wizard.$state.get().step).toBe('add-payment');
    expect(store.$draft.get()).toMatchObject({ bankBin: '970436', accountNumber: '987654321' });
    expect(store.confirmedName()).toBe(holderOf('987654321'));
    expect(fake.lookups).toHaveLength(1);
  });
});
