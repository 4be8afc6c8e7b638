/** The signed-in person's notifications and unread counts (SPEC section 7, Other: notifications). */
import { z } from 'zod';
import { Id, IdParam, IdParams, ok, paramInteger, positiveInt, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';

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

export const notificationsCalls = [
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
] as const;
