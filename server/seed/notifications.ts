/** Demo notifications: for every demo person, both groups, read and unread, over the last weeks. */
import type { Database } from '../db/client.ts';
import { markRead, type NewNotification, storeNotification } from '../notifications/store.ts';
import type { SeedContext } from './run.ts';

const HOUR_MS = 3_600_000;

function demoNotes(userId: number, now: Date): NewNotification[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    { userId, group: 'system', kind: 'WELCOME', at: ago(24 * 60) },
    { userId, group: 'system', kind: 'REFERRAL_CAMPAIGN', params: { reward: '50000 VND' }, at: ago(24 * 20) },
    {
      userId,
      group: 'important',
      kind: 'PAYMENT_APPROVED',
      params: { name: 'Vietcombank ••4567' },
      link: '/setting/payment',
      at: ago(24 * 7),
    },
    {
      userId,
      group: 'important',
      kind: 'TOP_UP_APPROVED',
      params: { amount: '5000000', currency: 'VND' },
      link: '/transactions',
      at: ago(30),
    },
    {
      userId,
      group: 'important',
      kind: 'WITHDRAW_REJECTED',
      params: { amount: '1200000', currency: 'VND', reason: 'The account name does not match.' },
      link: '/transactions',
      at: ago(5),
    },
    { userId, group: 'system', kind: 'NEW_DEVICE_LOGIN', params: { device: 'Chrome on Android' }, at: ago(1) },
  ];
}

export async function seedNotifications(db: Database, ctx: SeedContext): Promise<void> {
  if (ctx.users === null) throw new Error('The notifications step runs after the users step');
  const { director, finance, seller, newbie, vip } = ctx.users;
  for (const person of [director, finance, seller, newbie, vip]) {
    const rows = [];
    for (const note of demoNotes(person.id, ctx.now)) rows.push(await storeNotification(db, null, note));
    // The older half has been read, so both states show.
    for (const row of rows.slice(0, 3)) await markRead(db, person.id, row.id, row.createdAt);
  }
}
