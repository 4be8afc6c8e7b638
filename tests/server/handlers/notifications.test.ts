import { describe, expect, it } from 'vitest';
import { storeNotification } from '../../../server/notifications/store.ts';
import type { NotificationType } from '../../../src/contract/calls/notifications.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';

type ListBody = {
  data: { items: NotificationType[]; next_page: string | null; unread: { important: number; system: number } };
};

describe('notification handlers', () => {
  const context = useHandlerApi();

  /** A person with three important (one about a top-up) and one system notification, all unread. */
  async function reader() {
    const person = await createPerson(context.api);
    const db = context.api.handle.db;
    const notes = [];
    for (const amount of ['100000', '200000', '300000']) {
      notes.push(
        await storeNotification(db, null, {
          userId: person.id,
          group: 'important',
          kind: 'TOP_UP_APPROVED',
          params: { amount, currency: 'VND' },
        }),
      );
    }
    await storeNotification(db, null, { userId: person.id, group: 'system', kind: 'WELCOME' });
    return { person, notes, token: await sessionOn(context.api, person) };
  }

  async function list(token: string, query: string, lang = 'en') {
    const response = await context.api.call('GET', `/api/v1/notifications?${query}`, { token, lang });
    return { status: response.status, body: (await response.json()) as ListBody & { code?: string } };
  }

  it('lists one group newest first, in the reader’s language, with both unread counts', async () => {
    const { token } = await reader();
    const { status, body } = await list(token, 'notification_group=important', 'vi');
    expect(status).toBe(200);
    expect(body.data.items.map((item) => item.params.amount)).toEqual(['300000', '200000', '100000']);
    expect(body.data.items[0]).toMatchObject({
      title: 'Đã nhận tiền nạp',
      body: '300.000\u00a0₫ đã được cộng vào số dư của bạn.',
    });
    expect(body.data.unread).toEqual({ important: 3, system: 1 });
    expect(body.data.next_page).toBeNull();
  });

  it('pages with a cursor, and accepts SPEC’s very large limits', async () => {
    const { token } = await reader();
    const first = await list(token, 'notification_group=important&limit=2');
    expect(first.body.data.items).toHaveLength(2);
    const rest = await list(token, `notification_group=important&limit=2&cursor=${first.body.data.next_page}`);
    expect(rest.body.data.items.map((item) => item.params.amount)).toEqual(['100000']);
    expect(rest.body.data.next_page).toBeNull();
    expect((await list(token, 'notification_group=important&limit=10000000')).body.data.items).toHaveLength(3);
  });

  it('refuses an unknown group with the SPEC message', async () => {
    const { token } = await reader();
    const { status, body } = await list(token, 'notification_group=promo');
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain('Notifications group invalid');
  });

  it('refuses to mark an unknown group read, in both languages, and reads nothing', async () => {
    const { token } = await reader();
    for (const [lang, words] of [
      ['en', 'Notifications group invalid'],
      ['vi', 'Nhóm thông báo không hợp lệ'],
    ] as const) {
      const response = await context.api.call('PUT', '/api/v1/notifications/read-all', {
        token,
        lang,
        body: { notification_group: 'promo' },
      });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(words);
    }
    expect((await list(token, 'notification_group=important')).body.data.unread).toEqual({ important: 3, system: 1 });
  });

  it('marks one read (only the reader’s own) and then all of a group', async () => {
    const { notes, token } = await reader();
    const [first] = notes;
    const one = await context.api.call('PUT', `/api/v1/notifications/${first?.id}/read`, { token });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { data: { unread: object } }).data.unread).toEqual({ important: 2, system: 1 });

    const stranger = await sessionOn(context.api, await createPerson(context.api));
    expect((await context.api.call('PUT', `/api/v1/notifications/${first?.id}/read`, { token: stranger })).status).toBe(
      404,
    );

    const all = await context.api.call('PUT', '/api/v1/notifications/read-all', {
      token,
      body: { notification_group: 'important' },
    });
    expect(((await all.json()) as { data: object }).data).toEqual({ updated: 2, unread: { important: 0, system: 1 } });
    const unread = await list(token, 'notification_group=important&notification_status=unread');
    expect(unread.body.data.items).toEqual([]);
  });
});
