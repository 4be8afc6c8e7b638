/**
 * What a person chooses to hear about, by topic (src/contract/calls/notifications.ts maps the SPEC's 30 kinds onto
 * them), and which in-app notices cannot be turned off. No zod here, so the settings screen can read the lock
 * without the contract's classic zod (~100 KB).
 */

/** Every topic, in the order a screen lists them. */
export const NOTIFICATION_TOPICS = [
  'SECURITY',
  'MONEY',
  'VERIFICATION',
  'VIRTUAL_ACCOUNTS',
  'CARDS',
  'ACCOUNT',
  'NEWS',
] as const;
export type NotificationTopicType = (typeof NOTIFICATION_TOPICS)[number];

/** Topics whose in-app notice cannot be turned off (a stranger's sign-in must always be seen). */
export const LOCKED_IN_APP_TOPICS: readonly NotificationTopicType[] = ['SECURITY'];
