/**
 * Issue 16's developer calls: API key scopes and the key's identity call (a revoked key is refused), the
 * signing secret rotated, every delivery attempt recorded with its retries on the schedule of
 * src/contract/webhook-signing.ts, and the demo server's test-receiver allowance (docs/decisions/031).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RECEIVER_CERT_PATH, receiverCertificate, startReceiver } from '../../../e2e/webhook-receiver/receiver.ts';
import { httpDeliverer, PUBLIC_ENDPOINTS, WITH_LOOPBACK_TEST_RECEIVERS } from '../../../server/developers/deliver.ts';
import { listDeliveries, retryDueDeliveries, toWebhookDelivery } from '../../../server/developers/deliveries.ts';
import { isAllowedWebhookUrl } from '../../../server/developers/url-guard.ts';
import {
  API_KEY_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_STEPS,
  WEBHOOK_RETRY_UNIT_MS,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../../src/contract/webhook-signing.ts';
import { createTestApi, json } from '../api/harness.ts';
import { type Team, team } from './account-session.ts';
import { useDevelopersApi } from './developers-setup.ts';

type Row = Record<string, unknown>;
const HOOK = { url: 'https://hooks.example.com/campay', events: ['va.topup.success'] };
const hmacOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('developer calls of issue 16', () => {
  const dev = useDevelopersApi();
  const { call, dataOf, expectError, sent, deliver } = dev;

  const identity = (secret?: string) =>
    dev.api.call(
      'GET',
      '/api/v1/developers/api-key',
      secret === undefined ? {} : { headers: { [API_KEY_HEADER]: secret } },
    );
  const createHook = async (who: Team, body: Row = HOOK) =>
    dataOf(await call('POST', '/webhooks', who.directorToken, body));
  const deliveriesOf = async (who: Team, id: unknown) =>
    (await dataOf(await call('GET', `/webhooks/${id}/deliveries`, who.directorToken))) as unknown as Row[];
  // After hours on the test clock the session has expired: the history is read below the HTTP layer.
  const historyOf = async (id: unknown) => (await listDeliveries(dev.api.handle.db, Number(id))).map(toWebhookDelivery);
  const retryNow = () =>
    retryDueDeliveries(dev.api.handle.db, { deliver, now: dev.api.clock.now(), retryUnitMs: WEBHOOK_RETRY_UNIT_MS });

  describe('an API key in x-api-key', () => {
    it('is answered with its name and scopes and marked used; once revoked it is refused', async () => {
      const who = await team(dev.api);
      const body = { name: 'Till', scopes: ['balances.read', 'va.write'] };
      const created = await dataOf(await call('POST', '/api-keys', who.directorToken, body));
      const secret = created.secret as string;
      expect(await dataOf(await identity(secret))).toEqual({
        id: created.id,
        name: 'Till',
        prefix: created.prefix,
        scopes: ['balances.read', 'va.write'],
      });
      const [listed] = (await dataOf(await call('GET', '/api-keys', who.directorToken))) as unknown as Row[];
      expect(listed?.last_used_at).toBe(dev.api.clock.now().toISOString());
      await dataOf(await call('DELETE', `/api-keys/${created.id}`, who.directorToken));
      await expectError(await identity(secret), 401, 'API_KEY_INVALID');
    });

    it('refuses no key, an unknown key and an expired one', async () => {
      const who = await team(dev.api);
      await expectError(await identity(), 401, 'API_KEY_INVALID');
      await expectError(await identity(`cp_live_${'x'.repeat(43)}`), 401, 'API_KEY_INVALID');
      const soon = new Date(dev.api.clock.now().getTime() + 1000).toISOString();
      const body = { name: 'Brief', scopes: ['va.read'], expires_at: soon };
      const created = await dataOf(await call('POST', '/api-keys', who.directorToken, body));
      await dataOf(await identity(created.secret as string));
      dev.api.clock.advance(1000);
      await expectError(await identity(created.secret as string), 401, 'API_KEY_INVALID');
    });
  });

  describe('rotating the signing secret', () => {
    it('answers a new secret once; deliveries are signed with it, not the old one', async () => {
      const who = await team(dev.api);
      const created = await createHook(who);
      const rotated = await dataOf(await call('POST', `/webhooks/${created.id}/rotate-secret`, who.directorToken));
      const secret = rotated.secret as string;
      expect(secret).toMatch(/^whsec_/);
      expect(secret).not.toBe(created.secret);
      expect(rotated.secret_prefix).toBe(secret.slice(0, 10));
      const [listed] = (await dataOf(await call('GET', '/webhooks', who.directorToken))) as unknown as Row[];
      expect(listed).toMatchObject({ id: created.id, secret_prefix: secret.slice(0, 10) });
      expect(listed).not.toHaveProperty('secret');
      await dataOf(await call('POST', `/webhooks/${created.id}/test`, who.directorToken, {}));
      const request = sent.at(-1);
      expect(request?.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(hmacOf(secret, request?.body ?? ''));
      expect(request?.headers[WEBHOOK_SIGNATURE_HEADER]).not.toBe(
        hmacOf(created.secret as string, request?.body ?? ''),
      );
    });

    it('is the director’s, of their own endpoint', async () => {
      const who = await team(dev.api);
      const other = await team(dev.api);
      const created = await createHook(who);
      await expectError(
        await call('POST', `/webhooks/${created.id}/rotate-secret`, other.directorToken),
        404,
        'NOT_FOUND',
      );
      for (const token of [who.financeToken, who.sellerToken]) {
        await expectError(await call('POST', `/webhooks/${created.id}/rotate-secret`, token), 403, 'FORBIDDEN');
        await expectError(await call('GET', `/webhooks/${created.id}/deliveries`, token), 403, 'FORBIDDEN');
      }
      await expectError(await call('GET', `/webhooks/${created.id}/deliveries`, other.directorToken), 404, 'NOT_FOUND');
    });
  });

  describe('deliveries and retries', () => {
    it(`retries a failed delivery after ${WEBHOOK_RETRY_STEPS.join(', ')} units, ${WEBHOOK_MAX_ATTEMPTS} attempts in all, the same event each time`, async () => {
      const who = await team(dev.api);
      const created = await createHook(who);
      dev.endpoint = async () => ({ statusCode: 500, error: null });
      const report = await dataOf(await call('POST', `/webhooks/${created.id}/test`, who.directorToken, {}));
      const firstRetry = new Date(dev.api.clock.now().getTime() + WEBHOOK_RETRY_UNIT_MS).toISOString();
      expect(report).toMatchObject({ succeeded: false, status_code: 500, next_retry_at: firstRetry });
      const firstBody = sent.at(-1)?.body;
      expect(await deliveriesOf(who, created.id)).toMatchObject([
        { attempt: 1, succeeded: false, status_code: 500, next_retry_at: firstRetry },
      ]);
      expect(await retryNow()).toEqual([]);
      for (const step of WEBHOOK_RETRY_STEPS) {
        dev.api.clock.advance(step * WEBHOOK_RETRY_UNIT_MS - 1);
        expect(await retryNow()).toEqual([]);
        dev.api.clock.advance(1);
        expect(await retryNow()).toMatchObject([{ succeeded: false, status_code: 500 }]);
        expect(sent.at(-1)?.body).toBe(firstBody);
        expect(sent.at(-1)?.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(hmacOf(created.secret as string, firstBody ?? ''));
      }
      dev.api.clock.advance(1_000 * WEBHOOK_RETRY_UNIT_MS);
      expect(await retryNow()).toEqual([]);
      const history = await historyOf(created.id);
      expect(history.map((row) => row.attempt)).toEqual([5, 4, 3, 2, 1]);
      expect(new Set(history.map((row) => row.event_id)).size).toBe(1);
      expect(history[0]).toMatchObject({
        succeeded: false,
        status_code: 500,
        next_retry_at: null,
        event: 'va.topup.success',
      });
      // A retry sent is no longer due: only a pending one names a time.
      expect(history.map((row) => row.next_retry_at)).toEqual([null, null, null, null, null]);
      expect(history[3]?.created_at).toBe(firstRetry);
    });

    it('stops retrying once the endpoint answers 2xx, and records the error of an answer never given', async () => {
      const who = await team(dev.api);
      const created = await createHook(who);
      dev.endpoint = async () => ({ statusCode: null, error: 'ECONNREFUSED' });
      await dataOf(await call('POST', `/webhooks/${created.id}/test`, who.directorToken, {}));
      dev.endpoint = async () => ({ statusCode: 202, error: null });
      dev.api.clock.advance(WEBHOOK_RETRY_UNIT_MS);
      expect(await retryNow()).toMatchObject([{ succeeded: true, status_code: 202, next_retry_at: null }]);
      dev.api.clock.advance(1_000 * WEBHOOK_RETRY_UNIT_MS);
      expect(await retryNow()).toEqual([]);
      expect(await historyOf(created.id)).toMatchObject([
        { attempt: 2, succeeded: true, status_code: 202, error: null, next_retry_at: null },
        { attempt: 1, succeeded: false, status_code: null, error: 'ECONNREFUSED' },
      ]);
    });

    it('does not retry to an endpoint disabled or deleted since', async () => {
      const who = await team(dev.api);
      const [disabled, deleted] = [await createHook(who), await createHook(who)];
      dev.endpoint = async () => ({ statusCode: 503, error: null });
      for (const hook of [disabled, deleted])
        await dataOf(await call('POST', `/webhooks/${hook.id}/test`, who.directorToken, {}));
      await dataOf(await call('PUT', `/webhooks/${disabled.id}`, who.directorToken, { ...HOOK, status: 'DISABLED' }));
      await dataOf(await call('DELETE', `/webhooks/${deleted.id}`, who.directorToken));
      const before = sent.length;
      dev.api.clock.advance(WEBHOOK_RETRY_UNIT_MS);
      await retryNow();
      expect(sent.length).toBe(before);
    });
    it('sends a disabled endpoint its test delivery, but promises no retry the retry pass would skip', async () => {
      const who = await team(dev.api);
      const hook = await createHook(who);
      await dataOf(await call('PUT', `/webhooks/${hook.id}`, who.directorToken, { ...HOOK, status: 'DISABLED' }));
      dev.endpoint = async () => ({ statusCode: 503, error: null });
      const before = sent.length;
      const report = await dataOf(await call('POST', `/webhooks/${hook.id}/test`, who.directorToken, {}));
      expect(sent.length).toBe(before + 1);
      expect(report).toMatchObject({ succeeded: false, status_code: 503, next_retry_at: null });
      expect(await deliveriesOf(who, hook.id)).toMatchObject([{ attempt: 1, next_retry_at: null }]);
    });
  });

  describe('the test-receiver allowance', () => {
    it('is off on a server without DEV_WEBHOOK_RECEIVER_CA: 127.0.0.1 is refused', async () => {
      const who = await team(dev.api);
      const response = await call('POST', '/webhooks', who.directorToken, {
        ...HOOK,
        url: 'https://127.0.0.1:8443/in',
      });
      await expectError(response, 422, 'WEBHOOK_URL_NOT_ALLOWED');
    });

    it('allows https on 127.0.0.1 only; the production rule never does', () => {
      const loopback = new URL('https://127.0.0.1:8443/in');
      expect(isAllowedWebhookUrl(loopback)).toBe(false);
      expect(PUBLIC_ENDPOINTS.urlAllowed(loopback)).toBe(false);
      expect(PUBLIC_ENDPOINTS.addressAllowed('127.0.0.1')).toBe(false);
      expect(WITH_LOOPBACK_TEST_RECEIVERS.urlAllowed(loopback)).toBe(true);
      for (const url of [
        'http://127.0.0.1:8443/',
        'https://localhost:8443/',
        'https://10.0.0.1/',
        'https://u:p@127.0.0.1/',
      ])
        expect(WITH_LOOPBACK_TEST_RECEIVERS.urlAllowed(new URL(url)), url).toBe(false);
      for (const address of ['10.0.0.1', '192.168.1.1', '127.0.0.2', '::1'])
        expect(WITH_LOOPBACK_TEST_RECEIVERS.addressAllowed(address), address).toBe(false);
    });

    it('on a demo server given the receiver’s CA: a real signed POST reaches the receiver, a 500 is retried', async () => {
      const receiver = await startReceiver(200);
      const real = httpDeliverer({ guard: WITH_LOOPBACK_TEST_RECEIVERS, loopbackCa: receiverCertificate() });
      const server = await createTestApi({ deliver: real, env: { DEV_WEBHOOK_RECEIVER_CA: RECEIVER_CERT_PATH } });
      try {
        const who = await team(server);
        const body = { ...HOOK, url: `${receiver.origin}/hooks` };
        const created = await json(
          await server.call('POST', '/api/v1/developers/webhooks', { token: who.directorToken, body }),
        );
        const id = (created.data as Row).id;
        const test = (path: string) =>
          server.call('POST', `/api/v1/developers/webhooks/${id}/${path}`, { token: who.directorToken, body: {} });
        expect((await json(await test('test'))).data).toMatchObject({ succeeded: true, status_code: 200 });
        const [received] = receiver.received;
        const secret = (created.data as Row).secret as string;
        expect(received?.path).toBe('/hooks');
        expect(received?.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(hmacOf(secret, received?.body ?? ''));
        receiver.answer(500);
        expect((await json(await test('test'))).data).toMatchObject({ succeeded: false, status_code: 500 });
        server.clock.advance(WEBHOOK_RETRY_UNIT_MS);
        receiver.answer(200);
        const options = { deliver: real, now: server.clock.now(), retryUnitMs: WEBHOOK_RETRY_UNIT_MS };
        const retried = await retryDueDeliveries(server.handle.db, options);
        expect(retried).toMatchObject([{ succeeded: true, status_code: 200 }]);
        expect(receiver.received).toHaveLength(3);
        expect(receiver.received[2]?.body).toBe(receiver.received[1]?.body);
      } finally {
        await server.close();
        await receiver.close();
      }
    });
  });
});
