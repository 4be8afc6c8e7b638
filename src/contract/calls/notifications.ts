/** The signed-in person's notifications and unread counts (SPEC section 7, Other: notifications). */
import { z } from 'zod';
import { distinctItems, Id, IdParam, IdParams, ok, paramInteger, positiveInt, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { LOCKED_IN_APP_TOPICS, NOTIFICATION_TOPICS, type NotificationTopicType } from '../notification-topics.ts';

/** SPEC section 3 notification classes, lower-case on the wire as the SPEC's notification_group. */
export const NotificationGroup = z.enum(['important', 'system'], {
  error: 'notification_group_invalid',
});

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

/**
 * What a person chooses to hear about, by topic: the SPEC's 30 kinds are too many to list one by one, so each
 * kind belongs to one topic (`NOTIFICATION_TOPIC_OF`).
 */
export const NotificationTopic = z.enum(NOTIFICATION_TOPICS);
export type { NotificationTopicType };

export const NOTIFICATION_TOPIC_OF: Readonly<Record<z.infer<typeof NotificationKind>, NotificationTopicType>> = {
  NEW_DEVICE_LOGIN: 'SECURITY',
  TOP_UP_APPROVED: 'MONEY',
  TOP_UP_REJECTED: 'MONEY',
  WITHDRAW_APPROVED: 'MONEY',
  WITHDRAW_REJECTED: 'MONEY',
  BALANCE_ADJUSTED: 'MONEY',
  PAYMENT_APPROVED: 'MONEY',
  PAYMENT_REJECTED: 'MONEY',
  KYC_APPROVED: 'VERIFICATION',
  KYC_REJECTED: 'VERIFICATION',
  KYB_APPROVED: 'VERIFICATION',
  KYB_REJECTED: 'VERIFICATION',
  ACCOUNT_LEVEL_UPDATED: 'VERIFICATION',
  VA_FEATURE_ENABLED: 'VIRTUAL_ACCOUNTS',
  VA_FEATURE_DISABLED: 'VIRTUAL_ACCOUNTS',
  VA_CREATED: 'VIRTUAL_ACCOUNTS',
  VA_RESTRICTED: 'VIRTUAL_ACCOUNTS',
  VA_INACTIVE: 'VIRTUAL_ACCOUNTS',
  VA_OUTDATED_BY_BANK: 'VIRTUAL_ACCOUNTS',
  VA_REJECTED: 'VIRTUAL_ACCOUNTS',
  CARD_APPROVED: 'CARDS',
  CARD_REJECTED: 'CARDS',
  ACCOUNT_TYPE_UPDATED: 'ACCOUNT',
  TIER_UPGRADED: 'ACCOUNT',
  TIER_DOWNGRADED: 'ACCOUNT',
  WALLET_FEATURE_ENABLED: 'ACCOUNT',
  WALLET_FEATURE_DISABLED: 'ACCOUNT',
  WELCOME: 'NEWS',
  REFERRAL_CAMPAIGN: 'NEWS',
  VA_TRANSACTION_CAMPAIGN: 'NEWS',
};

export { LOCKED_IN_APP_TOPICS };

export const NotificationPreference = z.object({
  topic: NotificationTopic,
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreferenceType = z.infer<typeof NotificationPreference>;

/** Every topic once, in NotificationTopic's order. */
const Preferences = z.array(NotificationPreference);

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
    response: ok(
      z.object({
        items: z.array(Notification),
        next_page: z.string().nullable(),
        unread: UnreadCounts,
      }),
    ),
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
    response: ok(
      z.object({
        updated: z.number().int().nonnegative(),
        unread: UnreadCounts,
      }),
    ),
  }),
  defineCall({
    name: 'getNotificationPreferences',
    client: 'client',
    method: 'GET',
    path: '/notification-preferences',
    tag: 'notifications',
    summary:
      "The caller's choices per topic and channel (in the app, by email); a topic never chosen is on for both. SECURITY stays on in the app.",
    response: ok(Preferences),
  }),
  defineCall({
    name: 'updateNotificationPreferences',
    client: 'client',
    method: 'PUT',
    path: '/notification-preferences',
    tag: 'notifications',
    summary:
      'Replace the choices of the topics sent (others keep theirs); answers every topic. Turning off SECURITY in the app is refused (422).',
    idempotent: true,
    body: z.object({
      preferences: distinctItems(
        Preferences.min(1).max(NotificationTopic.options.length),
        'duplicate_topic',
        (preference) => preference.topic,
      ),
    }),
    response: ok(Preferences),
  }),
] as const;
