import { describe, expect, it } from 'vitest';
import {
  createEWalletStore,
  type EWalletStoreOptions,
  editIdOf,
} from '../../../src/features/payments/e-wallet-store.ts';
import { eWalletSchema } from '../../../src/features/payments/form-schemas.ts';
import { settled } from '../../stores/kit/fake-browser.ts';
import { eWalletRecord, FakePaymentsApi } from './fake-payments-api.ts';

async function setup(editId: number | null, fake = new FakePaymentsApi()) {
  const store = createEWalletStore({
    api: fake as unknown as EWalletStoreOptions['api'],
    editId: () => editId,
    refused: () => false,
  });
  store.start();
  while (store.$state.get().status === 'loading') await settled();
  return { store, fake };
}

describe('the e-wallet form', () => {
  it('offers only providers that pay out to a wallet, with their currency', async () => {
    const { store } = await setup(null);
    const state = store.$state.get();
    expect(state.status === 'ready' && state.context.providers).toEqual([
      { value: '9-pay', name: '9Pay', currency: 'VND' },
    ]);
  });

  it('takes the contract rules: a name of 2+ characters and an email or an account id', () => {
    const refused = eWalletSchema.safeParse({ provider: '9-pay', account_name: 'A' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'account_name',
      'name_too_short',
    ]);
    const noReach = eWalletSchema.safeParse({
      provider: '9-pay',
      account_name: 'An Nguyen',
      email: '',
      account_number: '',
    });
    expect(noReach.error?.issues.map((issue) => issue.message)).toEqual(['email_or_account_required']);
    expect(
      eWalletSchema.safeParse({ provider: '9-pay', account_name: ' An ', account_number: '0901234567' }).data,
    ).toEqual({
      provider: '9-pay',
      account_name: 'An',
      account_number: '0901234567',
    });
  });

  it('adds one, pending approval, with its currency', async () => {
    const { store, fake } = await setup(null);
    expect(await store.save({ provider: '9-pay', account_name: 'An Nguyen', email: 'an@example.vn' })).toBeUndefined();
    expect(fake.adds[0]?.body).toEqual({
      currency: 'VND',
      provider: '9-pay',
      account_name: 'An Nguyen',
      email: 'an@example.vn',
      is_default: false,
    });
    expect(store.$saved.get()?.payment_status).toBe('PENDING');
  });

  it('edits the one of `?id=`, and says when it is not the user’s', async () => {
    const fake = new FakePaymentsApi();
    fake.payments = [eWalletRecord(7)];
    const { store } = await setup(7, fake);
    await store.save({ provider: '9-pay', account_name: 'An Nguyen', account_number: '0901234567', is_default: 'on' });
    expect(fake.updates[0]).toMatchObject({ id: 7, body: { account_number: '0901234567', is_default: true } });
    expect((await setup(8, fake)).store.$state.get().status).toBe('missing');
  });

  it('reads the id from the address only when it is a positive whole number', () => {
    expect(editIdOf('?id=12')).toBe(12);
    expect(editIdOf('?id=0')).toBeNull();
    expect(editIdOf('?id=1e3')).toBeNull();
    expect(editIdOf('')).toBeNull();
  });
});
