/**
 * Handlers of src/contract/calls/invoices.ts. Creating and cancelling are for DIRECTOR and FINANCE (the
 * contract's roles); every role reads (money into a VA, which a SELLER sees). The model is server/invoices/;
 * the demo pays an invoice with POST /__dev/va-payment quoting its reference.
 */
import { createInvoice } from '../../invoices/create.ts';
import { cancelInvoice, findOwnInvoice, listInvoices } from '../../invoices/store.ts';
import { invoiceSummary, invoiceView } from '../../invoices/view.ts';
import { callNamed, handle } from '../handler.ts';

export const invoiceHandlers = [
  handle(callNamed('createInvoice'), async ({ db, user, body, now }) => {
    const record = await createInvoice(db, {
      accountId: user.accountId,
      amount: body.amount,
      currency: body.currency,
      payerName: body.payer_name,
      payerEmail: body.payer_email,
      note: body.note === undefined || body.note === '' ? null : body.note,
      dueDate: body.due_date,
      virtualAccountId: body.virtual_account_id ?? null,
      at: now,
    });
    return { status: true, data: invoiceView(record, now) };
  }),

  handle(callNamed('listInvoices'), async ({ db, user, query, now }) => {
    const { page, limit, ...filters } = query;
    const { records, total } = await listInvoices(db, user.accountId, filters, { page, limit }, now);
    return { status: true, data: { items: records.map((record) => invoiceSummary(record, now)), total, page, limit } };
  }),

  handle(callNamed('getInvoice'), async ({ db, user, params, now }) => ({
    status: true,
    data: invoiceView(await findOwnInvoice(db, user.accountId, params.id), now),
  })),

  handle(callNamed('cancelInvoice'), async ({ db, user, params, now }) => ({
    status: true,
    data: invoiceView(await cancelInvoice(db, user.accountId, params.id, now), now),
  })),
];
