/**
 * The ways money comes in and goes out, with where and in which currencies each works. A withdrawal
 * method names the kind of saved payment method it pays out to.
 */
import type { TransferMethodType } from '../../src/contract/calls/reference.ts';
import { assetPath } from './assets.ts';
import { USD, VND } from './currencies.ts';

type Method = Omit<TransferMethodType, 'icon' | 'providers'>;

function method(entry: Method, providers: readonly TransferMethodType['providers'][number][]): TransferMethodType {
  return { ...entry, icon: assetPath('transfer-methods', entry.code), providers: [...providers] };
}

const VIETNAMESE_WALLETS = VND.providers.filter((value) => value !== 'bank');
const VN = ['VN'];

export const TRANSFER_METHODS: readonly TransferMethodType[] = [
  method(
    {
      id: 1,
      code: 'LOCAL_BANK_TRANSFER',
      name: 'Local bank transfer',
      transaction_types: ['TOP_UP', 'WITHDRAWAL'],
      payment_type: 'BANK',
      currencies: ['VND'],
      countries: VN,
    },
    ['bank'],
  ),
  method(
    {
      id: 2,
      code: 'VIETQR',
      name: 'VietQR',
      transaction_types: ['TOP_UP'],
      payment_type: null,
      currencies: ['VND'],
      countries: VN,
    },
    ['bank'],
  ),
  method(
    {
      id: 3,
      code: 'VIRTUAL_ACCOUNT',
      name: 'Virtual account',
      transaction_types: ['TOP_UP'],
      payment_type: null,
      currencies: ['VND'],
      countries: VN,
    },
    ['bank'],
  ),
  method(
    {
      id: 4,
      code: 'E_WALLET',
      name: 'E-wallet',
      transaction_types: ['TOP_UP', 'WITHDRAWAL'],
      payment_type: 'E_WALLET',
      currencies: ['VND'],
      countries: VN,
    },
    VIETNAMESE_WALLETS,
  ),
  method(
    {
      id: 5,
      code: 'CROSS_BORDER_COLLECTION',
      name: 'Cross-border collection account',
      transaction_types: ['TOP_UP'],
      payment_type: null,
      currencies: ['USD'],
      countries: USD.countries,
    },
    USD.providers,
  ),
  method(
    {
      id: 6,
      code: 'PAYONEER_PAYOUT',
      name: 'Payoneer payout',
      transaction_types: ['WITHDRAWAL'],
      payment_type: 'E_WALLET',
      currencies: ['USD'],
      countries: USD.countries,
    },
    ['payoneer'],
  ),
];
