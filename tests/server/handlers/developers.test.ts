import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys, webhooks } from '../../../server/db/schema/developers.ts';
import { authenticateApiKey, MAX_ACTIVE_API_KEYS } from '../../../server/developers/api-keys.ts';
import { type Deliver, type DeliveryRequest, httpDeliverer } from '../../../server/developers/deliver.ts';
import { deliverEvent } from '../../../server/developers/events.ts';
import { MAX_WEBHOOKS } from '../../../server/developers/webhooks.ts';
import { json } from '../api/harness.ts';
import { closedPort } from '../developers/closed-port.ts';
import { type Team, team } from './account-session.ts';
import { useDevelopersApi } from './developers-setup.ts';

type Row = Record<string, unknown>;
const KEY = { name: 'Shop', scopes: ['va.read'] };
const HOOK = { url: 'https://hooks.example.com/campay', events: ['topup.approved', 'va.topup.success'] };

describe('developer handlers', () => {
  const dev = useDevelopersApi();
  const { call, dataOf, expectError, sent } = dev;

  const listOf = async (who: Team, what: string) =>
    (await dataOf(await call('GET', `/${what}`, who.directorToken))) as unknown as Row[];
  const createKey = (who: Team, body: Row = KEY) => call('POST', '/api-keys', who.directorToken, body);
  const createHook = (who: Team, body: Row = HOOK) => call('POST', '/webhooks', who.directorToken, body);
  const testHook = (who: Team, id: unknown, body: Row = {}) =>
    call('POST', `/webhooks/${id}/test`, who.directorToken, body);

  describe('API keys', () => {
    it('creates a key shown once, stored as a SHA-256 digest, listed by prefix', async () => {
      const who = await team(dev.api);
      const created = await dataOf(
        await createKey(who, { name: 'Online shop', scopes: ['transactions.read', 'va.read'] }),
      );
      const secret = created.secret as string;
      expect(secret).toMatch(/^cp_live_[A-Za-z0-9_-]{43}$/);
      expect(created).toMatchObject({
        name: 'Online shop',
        prefix: secret.slice(0, 12),
        scopes: ['transactions.read', 'va.read'],
        expires_at: null,
      });
      const [stored] = await dev.api.handle.db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.id, Number(created.id)));
      expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(secret);
      const { secret: _once, ...shown } = created;
      expect(await listOf(who, 'api-keys')).toEqual([shown]);
      expect(await authenticateApiKey(dev.api.handle.db, secret, dev.api.clock.now())).toBe(who.director.id);
      expect((await listOf(who, 'api-keys'))[0]?.last_used_at).toBe(dev.api.clock.now().toISOString());
    });

    it('refuses an expiry in the past; an expired key stays listed but stops working', async () => {
      const who = await team(dev.api);
      const past = new Date(dev.api.clock.now().getTime() - 1000).toISOString();
      await expectError(await createKey(who, { ...KEY, expires_at: past }), 422, 'EXPIRY_IN_PAST');
      const soon = new Date(dev.api.clock.now().getTime() + 60_000).toISOString();
      const created = await dataOf(await createKey(who, { ...KEY, expires_at: soon }));
      expect(created.expires_at).toBe(soon);
      dev.api.clock.advance(60_000);
      expect(await authenticateApiKey(dev.api.handle.db, created.secret as string, dev.api.clock.now())).toBeNull();
      expect((await listOf(who, 'api-keys')).map((key) => key.id)).toEqual([created.id]);
    });

    it(`allows ${MAX_ACTIVE_API_KEYS} usable keys; revoking one makes room`, async () => {
      const who = await team(dev.api);
      const ids = [];
      for (let n = 0; n < MAX_ACTIVE_API_KEYS; n += 1) ids.push((await dataOf(await createKey(who))).id);
      await expectError(await createKey(who), 409, 'API_KEY_LIMIT_REACHED');
      expect(await dataOf(await call('DELETE', `/api-keys/${ids[0]}`, who.directorToken))).toBeUndefined();
      await dataOf(await createKey(who));
    });

    it('revokes at once and idempotently; another account’s key is not found', async () => {
      const who = await team(dev.api);
      const other = await team(dev.api);
      const created = await dataOf(await createKey(who));
      await expectError(await call('DELETE', `/api-keys/${created.id}`, other.directorToken), 404, 'NOT_FOUND');
      for (let n = 0; n < 2; n += 1) {
        const response = await call('DELETE', `/api-keys/${created.id}`, who.directorToken);
        expect([response.status, await json(response)]).toEqual([200, { status: true }]);
      }
      expect(await listOf(who, 'api-keys')).toEqual([]);
      expect(await authenticateApiKey(dev.api.handle.db, created.secret as string, dev.api.clock.now())).toBeNull();
    });

    it('is for directors only, and checks the name', async () => {
      const who = await team(dev.api);
      for (const token of [who.financeToken, who.sellerToken]) {
        await expectError(await call('GET', '/api-keys', token), 403, 'FORBIDDEN');
        await expectError(await call('POST', '/api-keys', token, { name: 'Shop' }), 403, 'FORBIDDEN');
      }
      await expectError(await createKey(who, { ...KEY, name: ' x ' }), 422, 'VALIDATION_FAILED');
      await expectError(await createKey(who, { name: 'No scopes', scopes: [] }), 422, 'VALIDATION_FAILED');
      await expectError(
        await createKey(who, { name: 'Twice', scopes: ['va.read', 'va.read'] }),
        422,
        'VALIDATION_FAILED',
      );
      await expectError(await createKey(who, { name: 'Unknown', scopes: ['admin'] }), 422, 'VALIDATION_FAILED');
    });
  });

  describe('webhooks', () => {
    it('creates an endpoint with a sealed secret shown once, and lists it by prefix', async () => {
      const who = await team(dev.api);
      const created = await dataOf(await createHook(who, { ...HOOK, description: 'Orders' }));
      const secret = created.secret as string;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(created).toMatchObject({
        url: HOOK.url,
        description: 'Orders',
        events: HOOK.events,
        status: 'ACTIVE',
        secret_prefix: secret.slice(0, 10),
        last_delivery: null,
      });
      const [stored] = await dev.api.handle.db
        .select()
        .from(webhooks)
        .where(eq(webhooks.id, Number(created.id)));
      expect(stored?.secretSealed).toMatch(/^v1\./);
      expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
      const { secret: _once, ...shown } = created;
      expect(await listOf(who, 'webhooks')).toEqual([shown]);
    });

    it('refuses plain http, private and local addresses, and more than the limit', async () => {
      const who = await team(dev.api);
      await expectError(await createHook(who, { ...HOOK, url: 'http://hooks.example.com/' }), 422, 'VALIDATION_FAILED');
      for (const url of [
        'https://localhost:8443/',
        'https://10.1.2.3/',
        'https://[::1]/',
        'https://ci.internal/',
        'https://user:secret@hooks.example.com/',
        'https://hooks.example.com:8443/',
        'https://hooks.example.com:22/',
        'https://[64:ff9b::7f00:1]/',
        'https://[2002:a00:1::]/',
      ]) {
        await expectError(await createHook(who, { ...HOOK, url }), 422, 'WEBHOOK_URL_NOT_ALLOWED');
      }
      const dup = { ...HOOK, events: ['topup.approved', 'topup.approved'] };
      await expectError(await createHook(who, dup), 422, 'VALIDATION_FAILED');
      for (let n = 0; n < MAX_WEBHOOKS; n += 1) await dataOf(await createHook(who));
      await expectError(await createHook(who), 409, 'WEBHOOK_LIMIT_REACHED');
    });

    it('replaces the settings and keeps the secret; refuses a private URL and another account’s endpoint', async () => {
      const who = await team(dev.api);
      const other = await team(dev.api);
      const created = await dataOf(await createHook(who));
      const change = { url: 'https://new.example.com/in', events: ['card.transaction.created'], status: 'DISABLED' };
      const updated = await dataOf(await call('PUT', `/webhooks/${created.id}`, who.directorToken, change));
      expect(updated).toMatchObject({ ...change, description: null, secret_prefix: created.secret_prefix });
      const local = { ...change, url: 'https://192.168.0.10/' };
      await expectError(
        await call('PUT', `/webhooks/${created.id}`, who.directorToken, local),
        422,
        'WEBHOOK_URL_NOT_ALLOWED',
      );
      await expectError(await call('PUT', `/webhooks/${created.id}`, other.directorToken, change), 404, 'NOT_FOUND');
    });

    it('deletes idempotently; a deleted endpoint is not listed, updated or tested; another account’s is not found', async () => {
      const who = await team(dev.api);
      const other = await team(dev.api);
      const created = await dataOf(await createHook(who));
      await expectError(await call('DELETE', `/webhooks/${created.id}`, other.directorToken), 404, 'NOT_FOUND');
      for (let n = 0; n < 2; n += 1) await dataOf(await call('DELETE', `/webhooks/${created.id}`, who.directorToken));
      expect(await listOf(who, 'webhooks')).toEqual([]);
      const update = { ...HOOK, status: 'ACTIVE' };
      await expectError(await call('PUT', `/webhooks/${created.id}`, who.directorToken, update), 404, 'NOT_FOUND');
      await expectError(await testHook(who, created.id), 404, 'NOT_FOUND');
    });

    it('is for directors only', async () => {
      const who = await team(dev.api);
      const created = await dataOf(await createHook(who));
      for (const token of [who.financeToken, who.sellerToken]) {
        await expectError(await call('GET', '/webhooks', token), 403, 'FORBIDDEN');
        await expectError(await call('POST', `/webhooks/${created.id}/test`, token, {}), 403, 'FORBIDDEN');
      }
    });
  });

  describe('test deliveries', () => {
    it('posts a signed sample of the first subscribed event and records the delivery', async () => {
      const who = await team(dev.api);
      const created = await dataOf(await createHook(who));
      dev.endpoint = async () => ({ statusCode: 204, error: null });
      const report = await dataOf(await testHook(who, created.id));
      expect(report).toMatchObject({
        event: 'topup.approved',
        succeeded: true,
        status_code: 204,
        error: null,
        next_retry_at: null,
      });
      expect(Number.isInteger(report.duration_ms)).toBe(true);
      const request = sent.at(-1);
      if (request === undefined) throw new Error('nothing was delivered');
      expect(request.url).toBe(HOOK.url);
      const hmac = createHmac('sha256', created.secret as string)
        .update(request.body)
        .digest('hex');
      expect(request.headers).toMatchObject({
        'content-type': 'application/json',
        'x-campay-event': 'topup.approved',
        'x-campay-signature': `sha256=${hmac}`,
      });
      const payload = JSON.parse(request.body) as Row;
      expect(Object.keys(payload).sort()).toEqual(['created_at', 'data', 'id', 'type']);
      expect(payload).toMatchObject({ type: 'topup.approved', created_at: dev.api.clock.now().toISOString() });
      expect(payload.data).toMatchObject({ sample: true, status: 'APPROVED' });
      const [listed] = await listOf(who, 'webhooks');
      expect(listed?.last_delivery).toEqual({
        at: dev.api.clock.now().toISOString(),
        status_code: 204,
        succeeded: true,
      });
    });

    it('delivers the event asked for, and reports a non-2xx answer as a failure', async () => {
      const who = await team(dev.api);
      const created = await dataOf(await createHook(who));
      dev.endpoint = async () => ({ statusCode: 500, error: null });
      const report = await dataOf(await testHook(who, created.id, { event: 'qr.payment.success' }));
      expect(report).toMatchObject({ event: 'qr.payment.success', succeeded: false, status_code: 500, error: null });
      expect(sent.at(-1)?.headers['x-campay-event']).toBe('qr.payment.success');
      const [listed] = await listOf(who, 'webhooks');
      expect(listed?.last_delivery).toMatchObject({ status_code: 500, succeeded: false });
    });

    it('reports an endpoint that refuses the connection, with the reason', async () => {
      const port = await closedPort();
      // The public test URL is sent to a closed local port through the real deliverer, its guard opened.
      const anywhere = { urlAllowed: () => true, addressAllowed: () => true };
      dev.endpoint = (request) => httpDeliverer({ guard: anywhere })({ ...request, url: `http://127.0.0.1:${port}/` });
      const who = await team(dev.api);
      const created = await dataOf(await createHook(who));
      const report = await dataOf(await testHook(who, created.id));
      expect(report).toMatchObject({ succeeded: false, status_code: null, error: 'ECONNREFUSED' });
      const [listed] = await listOf(who, 'webhooks');
      expect(listed?.last_delivery).toMatchObject({ status_code: null, succeeded: false });
    });

    it('refuses, at connect time, a name that resolves to a private address (no probe of the inside)', async () => {
      const resolved: string[] = [];
      const resolve = async (hostname: string) => {
        resolved.push(hostname);
        return ['127.0.0.1'];
      };
      dev.endpoint = httpDeliverer({ resolve });
      const who = await team(dev.api);
      const created = await dataOf(await createHook(who, { ...HOOK, url: 'https://127.0.0.1.nip.io/hook' }));
      const report = await dataOf(await testHook(who, created.id));
      expect(report).toMatchObject({ succeeded: false, status_code: null, error: 'ADDRESS_NOT_ALLOWED' });
      expect(resolved).toEqual(['127.0.0.1.nip.io']);
    });

    it('allows 5 test deliveries per minute per endpoint', async () => {
      dev.endpoint = async () => ({ statusCode: 200, error: null });
      const who = await team(dev.api);
      const [first, second] = [await dataOf(await createHook(who)), await dataOf(await createHook(who))];
      for (let n = 0; n < 5; n += 1) await dataOf(await testHook(who, first.id));
      const limited = await testHook(who, first.id);
      expect(limited.headers.get('retry-after')).not.toBeNull();
      await expectError(limited, 429, 'RATE_LIMITED');
      await dataOf(await testHook(who, second.id));
      dev.api.clock.advance(60_000);
      await dataOf(await testHook(who, first.id));
    });
  });

  it('deliverEvent sends a real event to the account’s ACTIVE endpoints subscribed to it', async () => {
    const who = await team(dev.api);
    const subscribed = await dataOf(await createHook(who));
    await dataOf(await createHook(who, { ...HOOK, events: ['card.transaction.created'] }));
    const disabled = await dataOf(await createHook(who));
    await dataOf(await call('PUT', `/webhooks/${disabled.id}`, who.directorToken, { ...HOOK, status: 'DISABLED' }));
    const seen: DeliveryRequest[] = [];
    const deliver: Deliver = async (request) => {
      seen.push(request);
      return { statusCode: 200, error: null };
    };
    const data = { transaction_id: 42, amount: '250000', currency: 'VND' };
    const reports = await deliverEvent(dev.api.handle.db, who.director.id, 'va.topup.success', data, {
      deliver,
      now: dev.api.clock.now(),
      retryUnitMs: dev.api.config.webhookRetryUnitMs,
    });
    expect(reports).toMatchObject([{ event: 'va.topup.success', succeeded: true, status_code: 200 }]);
    expect(seen).toHaveLength(1);
    const hmac = createHmac('sha256', subscribed.secret as string)
      .update(seen[0]?.body ?? '')
      .digest('hex');
    expect(seen[0]?.headers['x-campay-signature']).toBe(`sha256=${hmac}`);
    expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({ type: 'va.topup.success', data });
  });
});
