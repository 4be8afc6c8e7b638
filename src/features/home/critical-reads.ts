/**
 * What Home cannot be read without (docs/decisions/011): the MAIN and VA wallets, started from the page's head.
 * MAIN only for the roles that may see it — a SELLER's page never asks (src/stores/wallets.ts).
 */
import { criticalRead } from '../../lib/http/critical-reads.ts';
import { MAIN_WALLET_ROLES } from '../../stores/wallets.ts';

export const HOME_READS = [
  criticalRead(MAIN_WALLET_ROLES, (api) => api.getWallet({ params: { type: 'MAIN' } })),
  criticalRead(undefined, (api) => api.getWallet({ params: { type: 'VA' } })),
] as const;
