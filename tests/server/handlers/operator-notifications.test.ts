import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { userTopic } from '../../../server/notifications/store.ts';
import type { NotificationType } from '../../../src/contract/calls/notifications.ts';
import { NOTIFICATION_PARAMS } from '../../../src/contract/calls/operator.ts';
import { createPerson, json } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';

type Row = Record<string, unknown>;

describe('POST /admin/users/{id}/notifications', () => {
  const ctx = useHandlerApi();
  const adminKey = () => ({ 'x-admin-key': ctx.api.config.adminKey });
  const campaign = { notification_group: 'system', kind: 'REFERRAL_CAMPAIGN', params: { reward: '50000 VND' } };

  const push = (id: number | string, body: unknown, headers: Record<string, string> = adminKey()) =>
    ctx.api.call('POST', `/api/warehouse/v1/admin/users/${id}/notifications`, {
      headers,
      unsigned: true,
      body: body as Row,
    });

  async function listed(token: string, lang: string): Promise<{ items: NotificationType[]; unread: Row }> {
    const response = await ctx.api.call('GET', '/api/v1/notifications?notification_group=system', { token, lang });
    return (await json(response)).data as { items: NotificationType[]; unread: Row };
  }

  it('stores it for the person, pushes it to their live stream, and they read it in their language', async () => {
    const person = await createPerson(ctx.api);
    const heard: unknown[] = [];
    const stop = ctx.api.bus.subscribe(userTopic(person.id), (payload) => heard.push(payload));
    const response = await push(person.id, { ...campaign, link: '/referral' });
    stop();
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    const notification = (body.data as { notification: NotificationType }).notification;
    expect(notification).toMatchObject({
      kind: 'REFERRAL_CAMPAIGN',
      notification_group: 'system',
      title: 'Invite friends, earn rewards',
      link: '/referral',
      notification_status: 'DELIVERED',
    });
    expect(heard).toEqual([{ type: 'notification.created', id: notification.id }]);

    const token = await sessionOn(ctx.api, person);
    const { items, unread } = await listed(token, 'vi');
    expect(items.map((item) => [item.id, item.title])).toEqual([[notification.id, 'Mời bạn bè, nhận thưởng']]);
    expect(items[0]?.body).toContain('50000 VND');
    expect(unread).toEqual({ important: 0, system: 1 });
  });

  it('takes every value the words of any kind name', () => {
    const words = readFileSync('server/notifications/texts.ts', 'utf8');
    const named = new Set([...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    expect([...named].sort()).toEqual([...NOTIFICATION_PARAMS].sort());
  });

  it('needs the admin key (401) and a known person (404)', async () => {
    const person = await createPerson(ctx.api);
    expect((await push(person.id, campaign, {})).status).toBe(401);
    expect([(await push(999_999, campaign)).status]).toEqual([404]);
    expect((await listed(await sessionOn(ctx.api, person), 'en')).items).toEqual([]);
  });

  it.each([
    ['an unknown group', { ...campaign, notification_group: 'promo' }],
    ['an unknown kind', { ...campaign, kind: 'LOTTERY_WON' }],
    ['a link that is no app path', { ...campaign, link: 'https://evil.example/' }],
    ['an unknown field', { ...campaign, title: 'Free money' }],
    ['a value the words never name', { ...campaign, params: { reward: '5 VND', secret: 'x' } }],
  ])('refuses %s (422)', async (_, body) => {
    const person = await createPerson(ctx.api);
    const response = await push(person.id, body);
    expect([response.status, (await json(response)).code]).toEqual([422, 'VALIDATION_FAILED']);
  });
});
