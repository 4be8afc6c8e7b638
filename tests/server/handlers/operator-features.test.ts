import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/auth/users.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { accountTopic } from '../../../server/events/publish.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import { CustomerFeatures } from '../../../src/contract/calls/operator.ts';
import { createPerson, json } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';

type Row = Record<string, unknown>;

describe('PUT /admin/customers/{id}/features', () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;
  const adminKey = () => ({ 'x-admin-key': ctx.api.config.adminKey });

  const put = (id: number | string, body: unknown, headers: Record<string, string> = adminKey()) =>
    ctx.api.call('PUT', `/api/warehouse/v1/admin/customers/${id}/features`, {
      headers,
      unsigned: true,
      body: body as Row,
    });

  async function dataOf(response: Response): Promise<Row> {
    const body = await json(response);
    expect([response.status, body.status], JSON.stringify(body)).toEqual([200, true]);
    expect(CustomerFeatures.safeParse(body.data).success).toBe(true);
    return body.data as Row;
  }

  async function expectError(response: Response, status: number, code: string): Promise<void> {
    expect([response.status, (await json(response)).code]).toEqual([status, code]);
  }

  /** A level-2 person with the wallet on: VAs follow va_enable (SPEC section 4). */
  const levelTwo = () => createPerson(ctx.api, { kycLevel: 2, vaEnable: true, vcEnable: false });

  async function profileOf(person: UserRow): Promise<Row> {
    const response = await ctx.api.call('GET', '/api/v1/accounts/me', { token: await sessionOn(ctx.api, person) });
    return (await json(response)).data as Row;
  }

  async function vaNotifications(userId: number): Promise<string[]> {
    const rows = await db().select().from(notifications).where(eq(notifications.userId, userId));
    return rows.map((row) => row.kind).filter((kind) => kind.startsWith('VA_FEATURE_'));
  }

  /** The events of the account's live stream while `act` runs. */
  async function eventsDuring(ownerId: number, act: () => Promise<unknown>): Promise<unknown[]> {
    const events: unknown[] = [];
    const stop = ctx.api.bus.subscribe(accountTopic(ownerId), (payload) => events.push(payload));
    try {
      await act();
    } finally {
      stop();
    }
    return events;
  }

  it('switches VAs off and on: the profile says so, the open app hears it, the owner is told', async () => {
    const person = await levelTwo();
    const updated = { type: 'account.updated', data: { account_level: 2, tier: 'STANDARD' } };
    let answer: Row = {};
    const off = await eventsDuring(person.id, async () => {
      answer = await dataOf(await put(person.id, { va_enable: false }));
    });
    expect(answer).toEqual({ id: person.id, email: person.email, va_enable: false, vc_enable: false });
    expect(off.filter((event) => (event as Row).type === 'account.updated')).toEqual([updated]);
    expect(off.every((event) => ServerEvent.safeParse(event).success)).toBe(true);
    expect(await profileOf(person)).toMatchObject({ va_enable: false, vc_enable: false });

    await dataOf(await put(person.id, { va_enable: true }));
    expect(await profileOf(person)).toMatchObject({ va_enable: true });
    expect(await vaNotifications(person.id)).toEqual(['VA_FEATURE_DISABLED', 'VA_FEATURE_ENABLED']);
  });

  it('changes nothing and tells nobody when the flag already is what is asked (a retry is safe)', async () => {
    const person = await levelTwo();
    const events = await eventsDuring(person.id, async () => {
      expect(await dataOf(await put(person.id, { va_enable: true }))).toMatchObject({ va_enable: true });
    });
    expect(events).toEqual([]);
    expect(await vaNotifications(person.id)).toEqual([]);
  });

  it('leaves a field left out as it is: vc_enable alone tells no VA change', async () => {
    const person = await levelTwo();
    const events = await eventsDuring(person.id, async () => {
      expect(await dataOf(await put(person.id, { vc_enable: true }))).toMatchObject({
        va_enable: true,
        vc_enable: true,
      });
    });
    expect(events.map((event) => (event as Row).type)).toEqual(['account.updated']);
    expect(await vaNotifications(person.id)).toEqual([]);
    expect(await profileOf(person)).toMatchObject({ va_enable: true, vc_enable: true });
  });

  it('needs the admin key (401), before looking at the request', async () => {
    const person = await levelTwo();
    await expectError(await put(person.id, { va_enable: false }, {}), 401, 'ADMIN_KEY_INVALID');
    const wrong = { 'x-admin-key': `${ctx.api.config.adminKey}x` };
    await expectError(await put(person.id, { va_enable: false }, wrong), 401, 'ADMIN_KEY_INVALID');
    await expectError(await put(person.id, {}, {}), 401, 'ADMIN_KEY_INVALID');
    expect(await profileOf(person)).toMatchObject({ va_enable: true });
  });

  it('answers 404 for an unknown customer and for a team member’s login (no account of its own)', async () => {
    await expectError(await put(999_999, { va_enable: false }), 404, 'NOT_FOUND');
    const member = await createPerson(ctx.api, { memberOnly: true });
    await expectError(await put(member.id, { va_enable: true }), 404, 'NOT_FOUND');
  });

  it.each([
    ['no field', {}],
    ['an unknown field', { va_enable: true, wallet_enable: false }],
    ['a string for a boolean', { va_enable: 'false' }],
    ['null', { vc_enable: null }],
  ])('refuses %s (422) and changes nothing', async (_, body) => {
    const person = await levelTwo();
    await expectError(await put(person.id, body), 422, 'VALIDATION_FAILED');
    expect(await profileOf(person)).toMatchObject({ va_enable: true, vc_enable: false });
  });

  it('refuses an id that is not one (422)', async () => {
    await expectError(await put('abc', { va_enable: true }), 422, 'VALIDATION_FAILED');
  });
});
