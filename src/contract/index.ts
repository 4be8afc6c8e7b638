/**
 * The API contract table: every call of SPEC section 7 plus the calls PRODUCT.md section 3 adds, as data.
 * One file per domain in `calls/`; this list is what the clients, the server and the OpenAPI document read.
 */

import { accountsCalls } from './calls/accounts.ts';
import { authCalls } from './calls/auth.ts';
import { cardCalls } from './calls/card.ts';
import { delegationCalls } from './calls/delegation.ts';
import { developersCalls } from './calls/developers.ts';
import { eventsCalls } from './calls/events.ts';
import { invoiceCalls } from './calls/invoices.ts';
import { kycCalls } from './calls/kyc.ts';
import { notificationsCalls } from './calls/notifications.ts';
import { operatorCalls } from './calls/operator.ts';
import { paymentsCalls } from './calls/payments.ts';
import { pendingActionsCalls } from './calls/pending-actions.ts';
import { referenceCalls } from './calls/reference.ts';
import { referralCalls } from './calls/referral.ts';
import { securityCalls } from './calls/security.ts';
import { topUpCalls } from './calls/top-ups.ts';
import { vaCalls } from './calls/va.ts';
import { walletTransferCalls } from './calls/wallet-transfers.ts';
import { walletsCalls } from './calls/wallets.ts';

export const CONTRACT = [
  ...authCalls,
  ...accountsCalls,
  ...delegationCalls,
  ...referenceCalls,
  ...paymentsCalls,
  ...pendingActionsCalls,
  ...notificationsCalls,
  ...walletsCalls,
  ...securityCalls,
  ...kycCalls,
  ...developersCalls,
  ...referralCalls,
  ...eventsCalls,
  ...operatorCalls,
  ...vaCalls,
  ...topUpCalls,
  ...invoiceCalls,
  ...walletTransferCalls,
  ...cardCalls,
] as const;

export type Contract = typeof CONTRACT;
export type CallName = Contract[number]['name'];
