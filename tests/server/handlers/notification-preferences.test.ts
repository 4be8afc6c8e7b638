/**
 * Notification preferences: read and replaced per topic (GET/PUT /notification-preferences), and honoured by
 * `notify` — no in-app row or live event when the app is off, a mail in the person's language when email is on.
 */
import { describe, expect, it } from 'vitest';
import { latestMessages } from '../../../server/auth/outbox.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { notify, userTopic } from '../../../server/notifications/store.ts';
import type { NotificationPreferenceType } from '../../../src/contract/calls/notifications.ts';
import { NotificationTopic } from '../../../src/contract/calls/notifications.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';

type Answer = { status: number; body: { code?: string; errors?: Record<string, string[]>; data?: unknown } };

describe('notification preferences', () => {
  const context = useHandlerApi();

  async function call(method: 'GET' | 'PUT', token: string, body?: unknown): Promise<Answer> {
    const response = await context.api.call(method, '/api/v1/notification-preferences', {
      token,
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  const allOn = NotificationTopic.options.map((topic) => ({ topic, in_app: true, email: true }));

  it('answers every topic in order, on for both channels until chosen', async () => {
    const token = await sessionOn(context.api, await createPerson(context.api));
    const answer = await call('GET', token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(allOn);
  });

  it('replaces only the topics sent, and keeps them across later changes', async () => {
    const token = await sessionOn(context.api, await createPerson(context.api));
    const money = { topic: 'MONEY', in_app: false, email: false };
    const first = await call('PUT', token, { preferences: [money] });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(allOn.map((row) => (row.topic === 'MONEY' ? money : row)));
    const news = { topic: 'NEWS', in_app: true, email: false };
    await call('PUT', token, { preferences: [news] });
    const read = (await call('GET', token)).body.data as NotificationPreferenceType[];
    expect(read.find((row) => row.topic === 'MONEY')).toEqual(money);
    expect(read.find((row) => row.topic === 'NEWS')).toEqual(news);
  });

  it('refuses security notices off in the app beside that item, storing nothing of the request', async () => {
    const token = await sessionOn(context.api, await createPerson(context.api));
    const answer = await call('PUT', token, {
      preferences: [
        { topic: 'MONEY', in_app: false, email: false },
        { topic: 'SECURITY', in_app: false, email: true },
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ 'preferences.1.in_app': ['Security notices always show in the app.'] });
    expect((await call('GET', token)).body.data).toEqual(allOn);
    // Security by email may be turned off.
    const mailOff = await call('PUT', token, { preferences: [{ topic: 'SECURITY', in_app: true, email: false }] });
    expect(mailOff.status).toBe(200);
  });

  it('refuses a topic twice, an unknown topic, an empty list and a missing channel', async () => {
    const token = await sessionOn(context.api, await createPerson(context.api));
    const twice = await call('PUT', token, {
      preferences: [
        { topic: 'NEWS', in_app: true, email: false },
        { topic: 'NEWS', in_app: false, email: false },
      ],
    });
    expect(twice.status).toBe(422);
    expect(JSON.stringify(twice.body.errors)).toContain('Each topic may be listed only once.');
    for (const preferences of [[{ topic: 'SPAM', in_app: true, email: true }], [], [{ topic: 'NEWS', in_app: true }]]) {
      expect((await call('PUT', token, { preferences })).status).toBe(422);
    }
  });

  describe('notify', () => {
    it('stores no row and sends no live event for a topic off in the app, and mails when email is on', async () => {
      const person = await createPerson(context.api, { language: 'vi' });
      const token = await sessionOn(context.api, person);
      await call('PUT', token, { preferences: [{ topic: 'MONEY', in_app: false, email: true }] });
      const heard: unknown[] = [];
      const stop = context.api.bus.subscribe(userTopic(person.id), (payload) => heard.push(payload));
      const db = context.api.handle.db;
      const note = {
        userId: person.id,
        group: 'important',
        kind: 'TOP_UP_APPROVED',
        params: { amount: '100000', currency: 'VND' },
      } as const;
      expect(await notify(db, context.api.bus, note)).toBeNull();
      stop();
      expect(heard).toEqual([]);
      const rows = await db.select().from(notifications);
      expect(rows.filter((row) => row.userId === person.id)).toEqual([]);
      const [mail] = (await latestMessages(db)).filter((sent) => sent.to === person.email);
      expect(mail).toMatchObject({
        channel: 'email',
        subject: 'Đã nhận tiền nạp',
        body: '100.000\u00a0₫ đã được cộng vào số dư của bạn.',
        code: null,
      });
    });

    it('notifies in the app only when email is off, and both by default', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      await call('PUT', token, { preferences: [{ topic: 'VERIFICATION', in_app: true, email: false }] });
      const db = context.api.handle.db;
      const mailsTo = async () => (await latestMessages(db)).filter((sent) => sent.to === person.email).length;
      const quiet = await notify(db, null, { userId: person.id, group: 'important', kind: 'KYC_APPROVED' });
      expect(quiet?.kind).toBe('KYC_APPROVED');
      expect(await mailsTo()).toBe(0);
      const both = await notify(db, null, { userId: person.id, group: 'system', kind: 'WELCOME' });
      expect(both?.kind).toBe('WELCOME');
      expect(await mailsTo()).toBe(1);
      const [mail] = (await latestMessages(db)).filter((sent) => sent.to === person.email);
      expect(mail).toMatchObject({ subject: 'Welcome to CamPay' });
    });

    it('follows the choices of the person told, not of the account they work for', async () => {
      const director = await createPerson(context.api, { accountType: 'BUSINESS' });
      const member = await createPerson(context.api, { memberOnly: true });
      const memberToken = await sessionOn(context.api, member, director, 'FINANCE');
      await call('PUT', memberToken, { preferences: [{ topic: 'VERIFICATION', in_app: false, email: false }] });
      const db = context.api.handle.db;
      expect(await notify(db, null, { userId: director.id, group: 'important', kind: 'KYB_APPROVED' })).not.toBeNull();
      expect(await notify(db, null, { userId: member.id, group: 'important', kind: 'KYB_APPROVED' })).toBeNull();
    });
  });
});
