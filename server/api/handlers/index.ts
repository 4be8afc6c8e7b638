/**
 * The handler registry: every domain's handlers, by call name. Adding a domain is one line here
 * (`...vaHandlers,`); a call without a handler answers 501 NOT_IMPLEMENTED until it gets one.
 */
import { CONTRACT } from '../../../src/contract/index.ts';
import type { Registration } from '../handler.ts';
import { accountsHandlers } from './accounts.ts';
import { authHandlers } from './auth.ts';
import { cardHandlers } from './card.ts';
import { delegationHandlers } from './delegation.ts';
import { developersHandlers } from './developers.ts';
import { eventsHandlers } from './events.ts';
import { invoiceHandlers } from './invoices.ts';
import { kycHandlers } from './kyc.ts';
import { notificationsHandlers } from './notifications.ts';
import { operatorHandlers } from './operator.ts';
import { paymentsHandlers } from './payments.ts';
import { pendingActionsHandlers } from './pending-actions.ts';
import { referenceHandlers } from './reference.ts';
import { referralHandlers } from './referral.ts';
import { securityHandlers } from './security.ts';
import { topUpHandlers } from './top-ups.ts';
import { vaHandlers } from './va.ts';
import { vaTransactionHandlers } from './va-transactions.ts';
import { walletsHandlers } from './wallets.ts';

export const REGISTRATIONS: readonly Registration[] = [
  ...authHandlers,
  ...accountsHandlers,
  ...referenceHandlers,
  ...paymentsHandlers,
  ...walletsHandlers,
  ...cardHandlers,
  ...securityHandlers,
  ...delegationHandlers,
  ...kycHandlers,
  ...referralHandlers,
  ...notificationsHandlers,
  ...vaHandlers,
  ...vaTransactionHandlers,
  ...topUpHandlers,
  ...invoiceHandlers,
  ...pendingActionsHandlers,
  ...developersHandlers,
  ...eventsHandlers,
  ...operatorHandlers,
];

export function handlerRegistry(registrations: readonly Registration[]): ReadonlyMap<string, Registration> {
  const byName = new Map<string, Registration>();
  for (const registration of registrations) {
    const { name } = registration.call;
    if (byName.has(name)) throw new Error(`Two handlers are registered for ${name}`);
    byName.set(name, registration);
  }
  return byName;
}

/** Contract calls that no handler serves yet (the coverage test lists them). */
export function missingHandlers(registrations: readonly Registration[] = REGISTRATIONS): string[] {
  const served = handlerRegistry(registrations);
  return CONTRACT.filter((call) => !served.has(call.name)).map((call) => call.name);
}
