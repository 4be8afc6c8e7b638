import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../../server/auth/outbox.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { createDevApp, escapeHtml } from '../../../server/dev/outbox.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';

describe('the development outbox', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 8, minute));
    await sendMessage(
      handle.db,
      { to: 'a@demo.test', channel: 'email', subject: 'First', body: 'one', code: '111111' },
      at(0),
    );
    await sendMessage(
      handle.db,
      {
        to: '+84901234567',
        channel: 'sms',
        subject: '<script>alert(1)</script>',
        body: 'two & "three"',
        link: '/x?a=1&b=2',
      },
      at(1),
    );
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => handle.close());

  it('lists what was sent, newest first, as JSON in demo mode', async () => {
    const app = createDevApp({ db: handle.db, config: { demo: true } });
    const response = await app.request('/__dev/outbox');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual([
      {
        to: '+84901234567',
        channel: 'sms',
        subject: '<script>alert(1)</script>',
        body: 'two & "three"',
        code: null,
        link: '/x?a=1&b=2',
        created_at: '2026-03-02T08:01:00.000Z',
      },
      {
        to: 'a@demo.test',
        channel: 'email',
        subject: 'First',
        body: 'one',
        code: '111111',
        link: null,
        created_at: '2026-03-02T08:00:00.000Z',
      },
    ]);
  });

  it('shows them to a person as an escaped page', async () => {
    const app = createDevApp({ db: handle.db, config: { demo: true } });
    const response = await app.request('/__dev/outbox.html');
    const html = await response.text();
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('111111');
    expect(html.indexOf('+84901234567')).toBeLessThan(html.indexOf('a@demo.test'));
  });

  it('does not exist outside demo mode', async () => {
    const app = createDevApp({ db: handle.db, config: { demo: false } });
    expect((await app.request('/__dev/outbox')).status).toBe(404);
    expect((await app.request('/__dev/outbox.html')).status).toBe(404);
  });

  it('escapes every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
