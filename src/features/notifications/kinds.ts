/**
 * What the app adds to each notification kind of SPEC section 3: its icon, its tone, and the page it is about when
 * the notification names none. The words are the server's (server/notifications/texts.ts, in the reader's
 * language, the same the emails use), so the app holds no second copy of them (docs/decisions/032).
 */

import type { RoutePath } from '../../app/routes.ts';
import type { NotificationType } from '../../contract/calls/notifications.ts';
import type { Tone } from '../../lib/appearance.ts';

type Kind = NotificationType['kind'];

/** success: something was granted; danger: refused, taken away or a stranger's sign-in; info: news and notices. */
export type NotificationTone = Extract<Tone, 'success' | 'danger' | 'info'>;

interface KindLook {
  readonly icon: string;
  readonly tone: NotificationTone;
  /** Where the notification leads when it carries no link of its own. */
  readonly page: RoutePath;
}

const look = (icon: string, tone: NotificationTone, page: RoutePath): KindLook => ({ icon, tone, page });

export const KIND_LOOK: Readonly<Record<Kind, KindLook>> = {
  WELCOME: look('i-lucide-party-popper', 'info', '/'),
  REFERRAL_CAMPAIGN: look('i-lucide-gift', 'info', '/referral'),
  VA_TRANSACTION_CAMPAIGN: look('i-lucide-megaphone', 'info', '/va'),
  NEW_DEVICE_LOGIN: look('i-lucide-monitor-smartphone', 'danger', '/setting/security'),
  ACCOUNT_LEVEL_UPDATED: look('i-lucide-badge-check', 'success', '/profile'),
  ACCOUNT_TYPE_UPDATED: look('i-lucide-building-2', 'info', '/profile'),
  BALANCE_ADJUSTED: look('i-lucide-scale', 'info', '/transactions'),
  KYC_APPROVED: look('i-lucide-shield-check', 'success', '/profile'),
  KYC_REJECTED: look('i-lucide-shield-x', 'danger', '/profile'),
  KYB_APPROVED: look('i-lucide-shield-check', 'success', '/profile'),
  KYB_REJECTED: look('i-lucide-shield-x', 'danger', '/profile'),
  TIER_UPGRADED: look('i-lucide-trending-up', 'success', '/profile'),
  TIER_DOWNGRADED: look('i-lucide-trending-down', 'info', '/profile'),
  PAYMENT_APPROVED: look('i-lucide-landmark', 'success', '/setting/payment'),
  PAYMENT_REJECTED: look('i-lucide-landmark', 'danger', '/setting/payment'),
  VA_FEATURE_ENABLED: look('i-lucide-toggle-right', 'success', '/va'),
  VA_FEATURE_DISABLED: look('i-lucide-toggle-left', 'danger', '/va'),
  VA_CREATED: look('i-lucide-wallet-cards', 'success', '/va/list'),
  VA_RESTRICTED: look('i-lucide-lock', 'danger', '/va/list'),
  VA_INACTIVE: look('i-lucide-circle-pause', 'danger', '/va/list'),
  VA_OUTDATED_BY_BANK: look('i-lucide-history', 'danger', '/va/list'),
  VA_REJECTED: look('i-lucide-circle-x', 'danger', '/va/list'),
  TOP_UP_APPROVED: look('i-lucide-arrow-down-to-line', 'success', '/transactions'),
  TOP_UP_REJECTED: look('i-lucide-arrow-down-to-line', 'danger', '/transactions'),
  WITHDRAW_APPROVED: look('i-lucide-arrow-up-from-line', 'success', '/transactions'),
  WITHDRAW_REJECTED: look('i-lucide-arrow-up-from-line', 'danger', '/transactions'),
  WALLET_FEATURE_ENABLED: look('i-lucide-wallet', 'success', '/'),
  WALLET_FEATURE_DISABLED: look('i-lucide-wallet', 'danger', '/'),
  CARD_APPROVED: look('i-lucide-credit-card', 'success', '/vc/list'),
  CARD_REJECTED: look('i-lucide-credit-card', 'danger', '/vc/list'),
};

/** The page a notification opens: its own link, else its kind's page. */
export function notificationTarget(notification: Pick<NotificationType, 'kind' | 'link'>): string {
  return notification.link ?? KIND_LOOK[notification.kind].page;
}

/** Whether the person has not read it yet (every delivery state before READ). */
export function isUnread(notification: Pick<NotificationType, 'notification_status'>): boolean {
  return notification.notification_status !== 'READ';
}
