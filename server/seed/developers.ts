/**
 * Demo developer settings: the director has one API key and one webhook endpoint whose last delivery
 * succeeded. Their secrets are random and never printed: the demo shows prefixes, as real use does.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { webhooks } from '../db/schema/developers.ts';
import { createApiKey } from '../developers/api-keys.ts';
import { createWebhook } from '../developers/webhooks.ts';
import type { SeedContext } from './run.ts';

const DAY_MS = 86_400_000;

export async function seedDevelopers(db: Database, ctx: SeedContext): Promise<void> {
  if (ctx.users === null) throw new Error('The developers step runs after the users step');
  const accountId = ctx.users.director.id;
  const daysAgo = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  await createApiKey(
    db,
    {
      accountId,
      createdBy: accountId,
      name: 'Online shop',
      scopes: ['balances.read', 'transactions.read'],
      expiresAt: null,
    },
    daysAgo(30),
  );
  const settings = {
    url: 'https://shop.example.com/webhooks/campay',
    description: 'Order fulfilment',
    events: ['va.topup.success', 'topup.approved'] as const,
  };
  const { row } = await createWebhook(db, accountId, { ...settings, events: [...settings.events] }, daysAgo(30));
  await db
    .update(webhooks)
    .set({ lastDeliveryAt: daysAgo(1), lastDeliveryStatusCode: 200, lastDeliverySucceeded: true })
    .where(eq(webhooks.id, row.id));
}
