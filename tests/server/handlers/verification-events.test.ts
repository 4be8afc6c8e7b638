/**
 * An approval that raises the account level reaches every live stream of the account as `account.updated`
 * (the app refetches the profile, limits and fees), whatever the owner chose to be notified about.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/auth.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';
import { identityForm, send } from './kyc-helpers.ts';

describe('a verification decision on the live stream', () => {
  const context = useHandlerApi();

  async function approve(kind: string, id: number): Promise<number> {
    const response = await context.api.call('POST', `/api/warehouse/v1/admin/${kind}/${id}/approve`, {
      headers: { 'x-admin-key': context.api.config.adminKey },
      unsigned: true,
    });
    return response.status;
  }

  it('publishes account.updated with the new level, even with verification notices turned off', async () => {
    const person = await createPerson(context.api);
    const token = await sessionOn(context.api, person);
    await send(context.api, 'PUT', '/notification-preferences', token, {
      preferences: [{ topic: 'VERIFICATION', in_app: false, email: false }],
    });
    const submitted = await send(context.api, 'POST', '/kyc', token, await identityForm(context.api, token));
    const recording = recordAccount(context.api.bus, person.id);
    expect(await approve('kyc', submitted.body.data.id)).toBe(200);
    recording.stop();

    const db = context.api.handle.db;
    const [account] = await db.select().from(users).where(eq(users.id, person.id));
    expect(account?.kycLevel).toBeGreaterThan(0);
    const event = { type: 'account.updated', data: { account_level: account?.kycLevel, tier: 'STANDARD' } };
    expect(recording.heard).toEqual([event]);
    expect(ServerEvent.safeParse(event).success).toBe(true);
    expect(await db.select().from(notifications).where(eq(notifications.userId, person.id))).toEqual([]);
  });

  it('publishes nothing for a rejection, which changes no level', async () => {
    const person = await createPerson(context.api);
    const token = await sessionOn(context.api, person);
    const submitted = await send(context.api, 'POST', '/kyc', token, await identityForm(context.api, token));
    const recording = recordAccount(context.api.bus, person.id);
    const response = await context.api.call('POST', `/api/warehouse/v1/admin/kyc/${submitted.body.data.id}/reject`, {
      headers: { 'x-admin-key': context.api.config.adminKey },
      unsigned: true,
      body: { reason: 'Blurred.' },
    });
    recording.stop();
    expect(response.status).toBe(200);
    expect(recording.heard).toEqual([]);
  });
});
