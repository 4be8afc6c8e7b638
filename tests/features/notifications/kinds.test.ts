/** Every notification kind of SPEC section 3 has an icon that exists, a tone, and a page of the route table. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/app/routes.ts';
import { NotificationKind } from '../../../src/contract/calls/notifications.ts';
import { isUnread, KIND_LOOK, notificationTarget } from '../../../src/features/notifications/kinds.ts';

const lucide = JSON.parse(readFileSync('node_modules/@iconify-json/lucide/icons.json', 'utf8')) as {
  icons: Record<string, unknown>;
  aliases?: Record<string, unknown>;
};
const paths = new Set<string>(ROUTES.map((route) => route.path));

describe('notification kinds', () => {
  it.each(NotificationKind.options)('%s has a drawn icon and leads to a page the app has', (kind) => {
    const { icon, page } = KIND_LOOK[kind];
    const name = icon.replace(/^i-lucide-/, '');
    expect(name in lucide.icons || name in (lucide.aliases ?? {}), icon).toBe(true);
    expect(paths.has(page)).toBe(true);
  });

  it('opens the notification’s own link, else its kind’s page', () => {
    expect(notificationTarget({ kind: 'TOP_UP_APPROVED', link: '/transactions/42' })).toBe('/transactions/42');
    expect(notificationTarget({ kind: 'TOP_UP_APPROVED', link: null })).toBe('/transactions');
    expect(notificationTarget({ kind: 'NEW_DEVICE_LOGIN', link: null })).toBe('/setting/security');
  });

  it('counts every delivery state before READ as unread', () => {
    for (const state of ['CREATED', 'SENT', 'DELIVERED', 'FAILED'] as const) {
      expect(isUnread({ notification_status: state })).toBe(true);
    }
    expect(isUnread({ notification_status: 'READ' })).toBe(false);
  });
});
