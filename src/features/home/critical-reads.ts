/**
 * What Home cannot be read without (docs/decisions/011): the MAIN and VA wallets, started from the page's head.
 * MAIN only for the roles that may see it — a SELLER's page never asks (src/stores/wallets.ts).
 */
import { criticalRead } from '../../lib/http/critical-reads.ts';
import { MAIN_WALLET_ROLES, type WalletKind } from '../../stores/wallet-kinds.ts';

export const WALLET_READS = {
  MAIN: criticalRead(MAIN_WALLET_ROLES, (api) => api.getWallet({ params: { type: 'MAIN' } })),
  VA: criticalRead(undefined, (api) => api.getWallet({ params: { type: 'VA' } })),
} as const satisfies Record<WalletKind, unknown>;

export const HOME_READS = [WALLET_READS.MAIN, WALLET_READS.VA] as const;
