/**
 * Demo pending actions: the director's account has one open request of each kind, one answered and one the
 * operator withdrew (so both tabs of the requests page show something); the VIP has one open request.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { payments } from '../db/schema/payments.ts';
import { respondToRequest } from '../pending-actions/answer.ts';
import { cancelPendingAction, createPendingAction } from '../pending-actions/store.ts';
import type { SeedContext } from './run.ts';

const DAY_MS = 86_400_000;

async function pendingPaymentId(db: Database, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.paymentStatus, 'PENDING')))
    .orderBy(asc(payments.id))
    .limit(1);
  return row?.id ?? null;
}

async function seedDirectorRequests(db: Database, accountId: number, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const paymentId = await pendingPaymentId(db, accountId);
  await createPendingAction(db, {
    accountId,
    kind: 'DOCUMENT',
    title: { en: 'Business licence needed', vi: 'Cần giấy phép kinh doanh' },
    description: {
      en: 'Please upload a clear scan of your current business registration certificate.',
      vi: 'Vui lòng tải lên bản quét rõ nét giấy chứng nhận đăng ký kinh doanh hiện hành.',
    },
    dueAt: daysAgo(-7),
    at: daysAgo(2),
  });
  await createPendingAction(db, {
    accountId,
    kind: 'CONFIRMATION',
    title: { en: 'Confirm your new bank account', vi: 'Xác nhận tài khoản ngân hàng mới' },
    description: {
      en: 'Did you add this bank account yourself? Confirm so we can review it.',
      vi: 'Bạn có tự thêm tài khoản ngân hàng này không? Hãy xác nhận để chúng tôi xem xét.',
    },
    ...(paymentId === null ? {} : { reference: { type: 'PAYMENT' as const, id: paymentId } }),
    at: daysAgo(1),
  });
  await createPendingAction(db, {
    accountId,
    kind: 'INFORMATION',
    title: { en: 'Source of funds', vi: 'Nguồn tiền' },
    description: {
      en: 'Tell us briefly where last month’s incoming transfers came from.',
      vi: 'Cho chúng tôi biết ngắn gọn nguồn gốc các khoản chuyển đến trong tháng trước.',
    },
    dueAt: daysAgo(-3),
    at: new Date(now.getTime() - 3_600_000),
  });
  const answered = await createPendingAction(db, {
    accountId,
    kind: 'INFORMATION',
    title: { en: 'Main sales channels', vi: 'Kênh bán hàng chính' },
    description: { en: 'Which platforms do you sell on?', vi: 'Bạn bán hàng trên những nền tảng nào?' },
    at: daysAgo(20),
  });
  await respondToRequest(
    db,
    { accountId, userId: accountId },
    answered.id,
    { message: 'Shopee and Lazada.' },
    daysAgo(19),
  );
  const withdrawn = await createPendingAction(db, {
    accountId,
    kind: 'CONFIRMATION',
    title: { en: 'Confirm a large withdrawal', vi: 'Xác nhận khoản rút tiền lớn' },
    description: { en: 'Did you request this withdrawal?', vi: 'Bạn có yêu cầu khoản rút tiền này không?' },
    at: daysAgo(12),
  });
  await cancelPendingAction(db, withdrawn.id, daysAgo(11));
}

export async function seedPendingActions(db: Database, ctx: SeedContext): Promise<void> {
  if (ctx.users === null) throw new Error('The pending actions step runs after the users step');
  await seedDirectorRequests(db, ctx.users.director.id, ctx.now);
  await createPendingAction(db, {
    accountId: ctx.users.vip.id,
    kind: 'INFORMATION',
    title: { en: 'Purpose of your virtual accounts', vi: 'Mục đích sử dụng tài khoản ảo' },
    description: {
      en: 'Describe what your virtual accounts receive payments for.',
      vi: 'Mô tả các khoản thanh toán mà tài khoản ảo của bạn nhận.',
    },
    at: new Date(ctx.now.getTime() - 2 * DAY_MS),
  });
}
