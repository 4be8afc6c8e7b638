/** Pending actions, notifications, wallets and balances (SPEC section 7, Other). */
import { z } from 'zod';
import {
  CurrencyCode,
  Decimal,
  Id,
  IdParam,
  IdParams,
  MultiLineText,
  numberedPage,
  ok,
  paramInteger,
  positiveInt,
  Timestamp,
} from '../common.ts';
import { defineCall } from '../define.ts';
import { LargePageQuery } from './payments.ts';
import { BalanceType } from './reference.ts';

/* ---------------------------------------------------------------- pending actions */

/** SPEC section 3: a pending action's status. `cancel` means the operator withdrew the request. */
export const RequestStatus = z.enum(['pending', 'completed', 'cancel']);

/** What the operator asks for: a written answer, documents, or a yes/no confirmation. */
export const PendingActionKind = z.enum(['INFORMATION', 'DOCUMENT', 'CONFIRMATION']);

export const PendingAction = z.object({
  id: Id,
  request_status: RequestStatus,
  kind: PendingActionKind,
  title: z.string(),
  description: z.string(),
  /** What the request is about, so the UI can link to it. */
  reference: z
    .object({ type: z.enum(['TRANSACTION', 'VIRTUAL_ACCOUNT', 'PAYMENT', 'KYC', 'KYB', 'CARD']), id: Id })
    .nullable(),
  created_at: Timestamp,
  /** After this the operator may reject what the request is about. */
  due_at: Timestamp.nullable(),
  completed_at: Timestamp.nullable(),
  answer: z
    .object({
      message: z.string().nullable(),
      document_ids: z.array(Id),
      confirmed: z.boolean().nullable(),
      answered_at: Timestamp,
    })
    .nullable(),
});
export type PendingActionType = z.infer<typeof PendingAction>;

/* ---------------------------------------------------------------- notifications */

/** SPEC section 3 notification classes, lower-case on the wire as the SPEC's notification_group. */
export const NotificationGroup = z.enum(['important', 'system'], { error: 'notification_group_invalid' });

/** SPEC section 3 delivery states; a notification the user has seen is READ. */
export const NotificationStatus = z.enum(['CREATED', 'SENT', 'DELIVERED', 'READ', 'FAILED']);

/** SPEC section 3 notification kinds. */
export const NotificationKind = z.enum([
  'WELCOME',
  'REFERRAL_CAMPAIGN',
  'VA_TRANSACTION_CAMPAIGN',
  'NEW_DEVICE_LOGIN',
  'ACCOUNT_LEVEL_UPDATED',
  'ACCOUNT_TYPE_UPDATED',
  'BALANCE_ADJUSTED',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'KYB_APPROVED',
  'KYB_REJECTED',
  'TIER_UPGRADED',
  'TIER_DOWNGRADED',
  'PAYMENT_APPROVED',
  'PAYMENT_REJECTED',
  'VA_FEATURE_ENABLED',
  'VA_FEATURE_DISABLED',
  'VA_CREATED',
  'VA_RESTRICTED',
  'VA_INACTIVE',
  'VA_OUTDATED_BY_BANK',
  'TOP_UP_APPROVED',
  'TOP_UP_REJECTED',
  'WITHDRAW_APPROVED',
  'WITHDRAW_REJECTED',
  'WALLET_FEATURE_ENABLED',
  'WALLET_FEATURE_DISABLED',
  'CARD_APPROVED',
  'CARD_REJECTED',
  'VA_REJECTED',
]);

export const Notification = z.object({
  id: Id,
  notification_group: NotificationGroup,
  kind: NotificationKind,
  /** Title and body in the request's language. */
  title: z.string(),
  body: z.string(),
  notification_status: NotificationStatus,
  read_at: Timestamp.nullable(),
  /** App path to open, e.g. `/transactions/42`; null when there is nothing to open. */
  link: z
    .string()
    .regex(/^\/[^\s]*$/)
    .nullable(),
  /** Values the text mentions (amount, currency, transaction code…), for rich rendering. */
  params: z.record(z.string(), z.string()),
  created_at: Timestamp,
});
export type NotificationType = z.infer<typeof Notification>;

/** Unread notifications per group (the bell's badges). */
export const UnreadCounts = z.object({
  important: z.number().int().nonnegative(),
  system: z.number().int().nonnegative(),
});

/* ---------------------------------------------------------------- wallets */

/** An amount with its breakdown per source (transfer method or provider code). */
export const AmountDetail = z.object({
  amount: Decimal,
  count: z.number().int().nonnegative(),
  detail: z.array(z.object({ source: z.string(), amount: Decimal, count: z.number().int().nonnegative() })),
});

const Flows = z.object({ top_up: AmountDetail, withdraw: AmountDetail });
const FlowsWithInternal = Flows.extend({ internal: AmountDetail });

/**
 * SPEC section 3 "Wallet". Show `validate_balance` (available: balance minus held withdrawals); `balance` is
 * the ledger balance. Amounts cover the current calendar month in Vietnam time (UTC+7): `monthly_amount`
 * completed, `pending_*` PENDING (awaiting review), `waiting_*` WAITING or PROCESS (with the provider).
 */
export const Wallet = z.object({
  id: Id,
  type: BalanceType,
  balance: Decimal,
  validate_balance: Decimal,
  currency: CurrencyCode,
  status: z.enum(['ACTIVE', 'INACTIVE']),
  monthly_amount: Flows,
  pending_amount: FlowsWithInternal,
  waiting_amount: FlowsWithInternal,
  pending_monthly_amount: FlowsWithInternal,
  waiting_monthly_amount: FlowsWithInternal,
  updated_at: Timestamp,
});
export type WalletType = z.infer<typeof Wallet>;

export const CurrencyBalance = z.object({
  currency: CurrencyCode,
  balance: Decimal,
  validate_balance: Decimal,
  /** Withdrawals held from the balance. */
  pending: Decimal,
});

const TypeParams = z.object({ type: BalanceType });
const SELLER_NOTE = 'SELLER may read VA and QR_MERCHANT only (403 FORBIDDEN for MAIN).';

export const otherCalls = [
  defineCall({
    name: 'listPendingActions',
    client: 'client',
    method: 'GET',
    path: '/requests',
    tag: 'pending-actions',
    summary:
      "The operator's requests to the user, newest first. `request_status=completed` also returns cancelled ones (SPEC section 4).",
    query: LargePageQuery.extend({ request_status: RequestStatus.optional() }),
    response: ok(numberedPage(PendingAction)),
  }),
  defineCall({
    name: 'respondToRequest',
    client: 'client',
    method: 'POST',
    path: '/respondents',
    tag: 'pending-actions',
    summary:
      'Answer a pending action: `message` for INFORMATION, `document_ids` (uploaded with POST /kyc/documents) for DOCUMENT, `confirmed` for CONFIRMATION. It becomes completed.',
    body: z.object({
      request_id: Id,
      message: MultiLineText.trim().min(1).max(2000).optional(),
      document_ids: z.array(Id).min(1).max(10).optional(),
      confirmed: z.boolean().optional(),
    }),
    response: ok(PendingAction),
    errors: [
      'REQUEST_NOT_FOUND',
      'REQUEST_ALREADY_COMPLETED',
      'REQUEST_CANCELLED',
      'ANSWER_REQUIRED',
      'DOCUMENT_NOT_FOUND',
    ],
  }),
  defineCall({
    name: 'listNotifications',
    client: 'client',
    method: 'GET',
    path: '/notifications',
    tag: 'notifications',
    summary:
      'Notifications of one group, newest first, with the unread counts of both. Continue with `cursor` = the previous `next_page` (it wins over `page`); `limit` may be very large (SPEC section 9 fetches 10,000,000).',
    query: z.object({
      notification_group: NotificationGroup,
      notification_status: z.enum(['read', 'unread']).optional(),
      /** The previous answer's `next_page`: the id of the last notification it listed. */
      cursor: IdParam.optional(),
      page: paramInteger(positiveInt().default(1)),
      limit: paramInteger(positiveInt(10_000_000).default(20)),
    }),
    response: ok(z.object({ items: z.array(Notification), next_page: z.string().nullable(), unread: UnreadCounts })),
  }),
  defineCall({
    name: 'readNotification',
    client: 'client',
    method: 'PUT',
    path: '/notifications/{id}/read',
    tag: 'notifications',
    summary: 'Mark one notification READ.',
    idempotent: true,
    params: IdParams,
    response: ok(z.object({ notification: Notification, unread: UnreadCounts })),
  }),
  defineCall({
    name: 'readAllNotifications',
    client: 'client',
    method: 'PUT',
    path: '/notifications/read-all',
    tag: 'notifications',
    summary: 'Mark every notification of a group READ.',
    idempotent: true,
    body: z.object({ notification_group: NotificationGroup }),
    response: ok(z.object({ updated: z.number().int().nonnegative(), unread: UnreadCounts })),
  }),
  defineCall({
    name: 'getWallet',
    client: 'client',
    method: 'GET',
    path: '/wallets/{type}',
    tag: 'wallet',
    summary: `A wallet with its month's completed, pending and waiting amounts. ${SELLER_NOTE}`,
    params: TypeParams,
    response: ok(Wallet),
    errors: ['WALLET_NOT_ENABLED'],
  }),
  defineCall({
    name: 'getBalances',
    client: 'v2',
    method: 'GET',
    path: '/customers/balances/{type}',
    tag: 'wallet',
    summary: `The balances of a wallet type per currency, VND first. ${SELLER_NOTE}`,
    params: TypeParams,
    response: ok(z.object({ type: BalanceType, balances: z.array(CurrencyBalance), updated_at: Timestamp })),
    errors: ['WALLET_NOT_ENABLED'],
  }),
] as const;
