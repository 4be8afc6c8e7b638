/** Operator kind `va`: virtual accounts waiting for review; server/va/decide.ts lists and decides them. */
import { eq } from 'drizzle-orm';
import { type VirtualAccountRow, virtualAccounts } from '../../db/schema/va.ts';
import { notify } from '../../notifications/store.ts';
import { approveVa, listVaForReview, rejectVa, vaOperatorItem } from '../../va/decide.ts';
import { customerRow, reviewKind } from '../review.ts';

export const va = reviewKind<VirtualAccountRow>({
  list: (db, status, page) => listVaForReview(db, status, page),
  load: async (db, id) => {
    const [row] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.id, id));
    return row;
  },
  // Once approved, a VA may go INACTIVE or RESTRICTED: still an approved item.
  statusOf: (row) => (row.status === 'PENDING' || row.status === 'REJECTED' ? row.status : 'APPROVED'),
  toItem: async (db, row) => vaOperatorItem(row, await customerRow(db, row.ownerId)),
  approve: approveVa,
  reject: rejectVa,
  announce: async (db, row, { bus }) => {
    const approved = row.status !== 'REJECTED';
    const params = { account_number: row.accountNumber, bank: row.bankShortName };
    await notify(db, bus, {
      userId: row.ownerId,
      group: 'important',
      kind: approved ? 'VA_CREATED' : 'VA_REJECTED',
      params: approved ? params : { ...params, reason: row.statusReason ?? '' },
      // A QR merchant's VA is managed on the QR merchants page.
      link: row.walletType === 'QR_MERCHANT' ? '/va/list/qr-merchant-list' : '/va/list',
    });
  },
});
