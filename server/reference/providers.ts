/**
 * The payment providers of SPEC section 3 and how each moves money. Cross-border collection accounts
 * (PingPong, LianLian…) bring marketplace payouts in; Payoneer also pays out to an email. Vietnamese
 * e-wallets and gateways (ePay, 9Pay, HPay, G-Tel) take top-ups and pay out to a wallet id or phone number.
 */
import type { ProviderType } from '../../src/contract/calls/reference.ts';
import { assetPath } from './assets.ts';

type ProviderValue = ProviderType['value'];

const IN_AND_OUT = ['TOP_UP', 'WITHDRAWAL'] as const;
const IN_ONLY = ['TOP_UP'] as const;

function provider(
  value: ProviderValue,
  name: string,
  group: ProviderType['group'],
  types: readonly ProviderType['transaction_types'][number][],
): ProviderType {
  return { group, value, name, logo: assetPath('providers', value), transaction_types: [...types] };
}

/** In the order of SPEC section 3. */
export const PROVIDERS: readonly ProviderType[] = [
  provider('ping-pong', 'PingPong', 'CROSS_BORDER', IN_ONLY),
  provider('lian-lian', 'LianLian Global', 'CROSS_BORDER', IN_ONLY),
  provider('payoneer', 'Payoneer', 'CROSS_BORDER', IN_AND_OUT),
  provider('yoobil', 'Yoobil', 'CROSS_BORDER', IN_ONLY),
  provider('neox', 'NeoX', 'CROSS_BORDER', IN_ONLY),
  provider('bank', 'Bank transfer', 'BANK', IN_AND_OUT),
  provider('x-transfer', 'XTransfer', 'CROSS_BORDER', IN_ONLY),
  provider('mercury', 'Mercury', 'CROSS_BORDER', IN_ONLY),
  provider('tazapay', 'Tazapay', 'CROSS_BORDER', IN_ONLY),
  provider('world-first', 'WorldFirst', 'CROSS_BORDER', IN_ONLY),
  provider('e-pay', 'ePay', 'E_WALLET', IN_AND_OUT),
  provider('airwallex', 'Airwallex', 'CROSS_BORDER', IN_ONLY),
  provider('g-tel', 'G-Tel', 'E_WALLET', IN_AND_OUT),
  provider('h-pay', 'HPay', 'E_WALLET', IN_AND_OUT),
  provider('9-pay', '9Pay', 'E_WALLET', IN_AND_OUT),
];

const BY_VALUE = new Map(PROVIDERS.map((entry) => [entry.value, entry]));

export function providerByValue(value: ProviderValue): ProviderType {
  const found = BY_VALUE.get(value);
  // PROVIDERS lists every value of the contract's enum; a miss is a programming error.
  if (found === undefined) throw new Error(`Unknown provider ${value}`);
  return found;
}

/** Providers a saved e-wallet may use: anything but a bank that pays out. */
export function paysOutToWallet(value: ProviderValue): boolean {
  const entry = providerByValue(value);
  return entry.group !== 'BANK' && entry.transaction_types.includes('WITHDRAWAL');
}
