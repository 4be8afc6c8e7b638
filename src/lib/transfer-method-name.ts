/**
 * A transfer method's name in the user's language. The reference data names methods in English; its `code` is the
 * stable key the UI translates (src/contract/calls/reference.ts). A code this build does not know yet shows the
 * server's name.
 */
import { m } from './i18n.ts';

const NAMES: Readonly<Record<string, () => string>> = {
  LOCAL_BANK_TRANSFER: () => m.method_local_bank_transfer(),
  VIETQR: () => m.method_vietqr(),
  VIRTUAL_ACCOUNT: () => m.method_virtual_account(),
  E_WALLET: () => m.method_e_wallet(),
  CROSS_BORDER_COLLECTION: () => m.method_cross_border_collection(),
  PAYONEER_PAYOUT: () => m.method_payoneer_payout(),
};

/** The method's name as the interface says it. */
export function transferMethodName(method: { readonly code: string; readonly name: string }): string {
  return NAMES[method.code]?.() ?? method.name;
}
