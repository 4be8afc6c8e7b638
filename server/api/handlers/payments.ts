/**
 * Handlers of src/contract/calls/payments.ts. A team member acts on the director's account
 * (`user.accountId`); the pipeline already checked the role (DIRECTOR edits, FINANCE lists) and the w-tokens.
 */
import { consumeLimit } from '../../auth/rate-limit.ts';
import { BANK_NAME_LOOKUPS, lookupBankAccountName } from '../../payments/account-name.ts';
import { bankDetails, eWalletDetails } from '../../payments/details.ts';
import { addPayment, removePayment, replacePayment } from '../../payments/methods.ts';
import { listOwnPayments } from '../../payments/queries.ts';
import { paymentView } from '../../payments/view.ts';
import { callNamed, handle } from '../handler.ts';

const saved = (row: Parameters<typeof paymentView>[0]) => ({ status: true as const, data: paymentView(row) });
const done = { status: true as const };

export const paymentsHandlers = [
  handle(callNamed('listPayments'), async ({ db, user, query }) => {
    const { page, limit, ...filters } = query;
    const { rows, total } = await listOwnPayments(db, user.accountId, filters, { page, limit });
    return { status: true, data: { items: rows.map(paymentView), total, page, limit } };
  }),

  handle(callNamed('getBankAccountName'), async ({ db, user, query, now }) => {
    await consumeLimit(db, BANK_NAME_LOOKUPS, `user:${user.id}`, now);
    return {
      status: true,
      data: { account_name: await lookupBankAccountName(db, query.bank_bin, query.account_number) },
    };
  }),

  handle(callNamed('addBank'), async ({ db, user, body, now }) => {
    const details = await bankDetails(db, body);
    return saved(await addPayment(db, user.accountId, details, body.is_default, now));
  }),

  handle(callNamed('updateBank'), async ({ db, user, params, body, now }) => {
    const details = await bankDetails(db, body);
    return saved(await replacePayment(db, user.accountId, params.id, details, body.is_default, now));
  }),

  handle(callNamed('removeBank'), async ({ db, user, params, now }) => {
    await removePayment(db, user.accountId, params.id, 'BANK', now);
    return done;
  }),

  handle(callNamed('addEWallet'), async ({ db, user, body, now }) =>
    saved(await addPayment(db, user.accountId, eWalletDetails(body), body.is_default, now)),
  ),

  handle(callNamed('updateEWallet'), async ({ db, user, params, body, now }) =>
    saved(await replacePayment(db, user.accountId, params.id, eWalletDetails(body), body.is_default, now)),
  ),

  handle(callNamed('removeEWallet'), async ({ db, user, params, now }) => {
    await removePayment(db, user.accountId, params.id, 'E_WALLET', now);
    return done;
  }),
];
