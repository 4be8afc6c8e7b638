import { describe, expect, it } from 'vitest';
import type { ApiKeyType, WebhookDeliveryType, WebhookType } from '../../../src/contract/calls/developers.ts';
import {
  createDevelopersStore,
  type DevelopersStoreOptions,
} from '../../../src/features/developers/developers-store.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { settled } from '../../stores/kit/fake-browser.ts';

const AT = '2026-03-02T08:00:00.000Z';
const key = (id: number): ApiKeyType => ({
  id,
  name: `Key ${id}`,
  prefix: 'cp_live_abcd',
  scopes: ['va.read'],
  created_at: AT,
  last_used_at: null,
  expires_at: null,
});
const hook = (id: number): WebhookType => ({
  id,
  url: `https://hooks.example.com/${id}`,
  description: null,
  events: ['va.topup.success'],
  status: 'ACTIVE',
  secret_prefix: 'whsec_abcd',
  created_at: AT,
  last_delivery: null,
});
const refused = (code: string): ApiFailure => ({ status: false, message: code, code, httpStatus: 409 });

/** The developer calls over lists in memory, recording what was sent. */
class FakeDevelopersApi {
  keys: ApiKeyType[] = [key(1)];
  webhooks: WebhookType[] = [hook(7)];
  deliveries: WebhookDeliveryType[] = [];
  sent: string[] = [];
  refuse: ApiFailure | null = null;

  private answer<T>(call: string, data: T) {
    this.sent.push(call);
    if (this.refuse !== null) return Promise.resolve(this.refuse);
    return Promise.resolve({ status: true as const, data });
  }
  listApiKeys = () => Promise.resolve({ status: true as const, data: this.keys });
  listWebhooks = () => Promise.resolve({ status: true as const, data: this.webhooks });
  createApiKey = ({ body }: { body: { name: string; scopes: string[] } }) => {
    const created = { ...key(2), name: body.name, scopes: body.scopes as ApiKeyType['scopes'] };
    if (this.refuse === null) this.keys = [created, ...this.keys];
    return this.answer(`createApiKey ${body.scopes.join(',')}`, { ...created, secret: 'cp_live_secret' });
  };
  revokeApiKey = ({ params }: { params: { id: number } }) => {
    if (this.refuse === null) this.keys = this.keys.filter((each) => each.id !== params.id);
    return this.answer(`revokeApiKey ${params.id}`, undefined);
  };
  updateWebhook = ({ params, body }: { params: { id: number }; body: Partial<WebhookType> }) => {
    const updated = { ...hook(params.id), ...body, description: body.description ?? null };
    if (this.refuse === null) this.webhooks = this.webhooks.map((each) => (each.id === params.id ? updated : each));
    return this.answer(`updateWebhook ${params.id} ${JSON.stringify(body)}`, updated);
  };
  createWebhook = ({ body }: { body: { url: string } }) =>
    this.answer(`createWebhook ${body.url}`, { ...hook(8), url: body.url, secret: 'whsec_new' });
  deleteWebhook = ({ params }: { params: { id: number } }) => this.answer(`deleteWebhook ${params.id}`, undefined);
  rotateWebhookSecret = ({ params }: { params: { id: number } }) =>
    this.answer(`rotate ${params.id}`, { ...hook(params.id), secret: 'whsec_rotated' });
  testWebhook = ({ params }: { params: { id: number } }) => {
    this.deliveries = [
      {
        id: 1,
        event_id: 'evt_1',
        event: 'va.topup.success',
        attempt: 1,
        succeeded: false,
        status_code: 500,
        error: null,
        duration_ms: 3,
        created_at: AT,
        next_retry_at: AT,
      },
    ];
    return this.answer(`test ${params.id}`, {
      event: 'va.topup.success',
      succeeded: false,
      status_code: 500,
      duration_ms: 3,
      error: null,
      next_retry_at: AT,
    });
  };
  listWebhookDeliveries = () => Promise.resolve({ status: true as const, data: this.deliveries });
}

async function setup(fake = new FakeDevelopersApi()) {
  const store = createDevelopersStore({ api: fake as unknown as DevelopersStoreOptions['api'], refused: () => false });
  store.start();
  while (store.$state.get().status === 'loading') await settled();
  return { store, fake };
}

describe('the developers store', () => {
  it('lists the keys and endpoints', async () => {
    const { store } = await setup();
    expect(store.$state.get()).toMatchObject({ status: 'ready', keys: [{ id: 1 }], webhooks: [{ id: 7 }] });
  });

  it('shows a new key’s secret once: held until dismissed, then gone', async () => {
    const { store, fake } = await setup();
    store.openCreate('key');
    expect(await store.createKey({ name: 'Shop', scopes: ['va.read', 'balances.read'] })).toBeUndefined();
    expect(fake.sent).toContain('createApiKey va.read,balances.read');
    expect(store.$form.get()).toBeNull();
    expect(store.$secret.get()).toEqual({ kind: 'key', label: 'Shop', secret: 'cp_live_secret' });
    expect(store.$state.get()).toMatchObject({ keys: [{ id: 2 }, { id: 1 }] });
    store.dismissSecret();
    expect(store.$secret.get()).toBeNull();
  });

  it('keeps the form open with the refusal when a key is refused', async () => {
    const { store, fake } = await setup();
    store.openCreate('key');
    fake.refuse = refused('API_KEY_LIMIT_REACHED');
    expect(await store.createKey({ name: 'Shop', scopes: ['va.read'] })).toMatchObject({
      code: 'API_KEY_LIMIT_REACHED',
    });
    expect(store.$form.get()).toEqual({ kind: 'key' });
    expect(store.$secret.get()).toBeNull();
  });

  it('revokes only after the yes, and reads the list again', async () => {
    const { store, fake } = await setup();
    store.ask('revoke', 1, 'Key 1');
    expect(fake.sent).toEqual([]);
    expect(store.$pending.get()).toMatchObject({ kind: 'revoke', id: 1, busy: false });
    expect(await store.confirm()).toBe(true);
    expect(fake.sent).toEqual(['revokeApiKey 1']);
    expect(store.$pending.get()).toBeNull();
    expect(store.$state.get()).toMatchObject({ keys: [] });
  });

  it('cancelling a question sends nothing; a refusal keeps the dialog open with it', async () => {
    const { store, fake } = await setup();
    store.ask('delete', 7, 'https://hooks.example.com/7');
    store.cancel();
    expect(store.$pending.get()).toBeNull();
    store.ask('delete', 7, 'https://hooks.example.com/7');
    fake.refuse = refused('NOT_FOUND');
    expect(await store.confirm()).toBe(false);
    expect(store.$pending.get()).toMatchObject({ kind: 'delete', busy: false, failure: { code: 'NOT_FOUND' } });
  });

  it('rotating shows the new secret once', async () => {
    const { store, fake } = await setup();
    store.ask('rotate', 7, 'https://hooks.example.com/7');
    expect(await store.confirm()).toBe(true);
    expect(fake.sent).toEqual(['rotate 7']);
    expect(store.$secret.get()).toEqual({
      kind: 'webhook',
      label: 'https://hooks.example.com/7',
      secret: 'whsec_rotated',
    });
  });

  it('a test delivery shows the endpoint’s answer and the deliveries with the retry due', async () => {
    const { store } = await setup();
    const sending = store.test(7);
    expect(store.$tests.get()['7']).toEqual({ status: 'sending' });
    await sending;
    expect(store.$tests.get()['7']).toMatchObject({ status: 'done', report: { succeeded: false, status_code: 500 } });
    expect(store.$deliveries.get()['7']).toMatchObject({
      status: 'ready',
      items: [{ attempt: 1, status_code: 500, next_retry_at: AT }],
    });
  });

  it('a new endpoint’s signing secret is shown once', async () => {
    const { store } = await setup();
    const url = 'https://hooks.example.com/new';
    expect(await store.createWebhook({ url, events: ['va.topup.success'] })).toBeUndefined();
    expect(store.$secret.get()).toEqual({ kind: 'webhook', label: url, secret: 'whsec_new' });
  });

  it('edits an endpoint in the endpoint form, filled with it: the whole endpoint is sent, no secret is shown', async () => {
    const { store, fake } = await setup();
    const [endpoint] = fake.webhooks;
    if (endpoint === undefined) throw new Error('no endpoint');
    store.openEdit(endpoint);
    expect(store.$form.get()).toEqual({ kind: 'webhook', editing: endpoint });
    const change = { url: endpoint.url, events: ['topup.approved' as const], status: 'DISABLED' as const };
    expect(await store.updateWebhook(7, change)).toBeUndefined();
    expect(fake.sent).toEqual([
      `updateWebhook 7 ${JSON.stringify({ url: endpoint.url, events: ['topup.approved'], status: 'DISABLED' })}`,
    ]);
    expect(store.$form.get()).toBeNull();
    expect(store.$secret.get()).toBeNull();
    expect(store.$state.get()).toMatchObject({ webhooks: [{ id: 7, status: 'DISABLED', events: ['topup.approved'] }] });
  });

  it('keeps the edit form open with a refused address', async () => {
    const { store, fake } = await setup();
    const [endpoint] = fake.webhooks;
    if (endpoint === undefined) throw new Error('no endpoint');
    store.openEdit(endpoint);
    fake.refuse = refused('WEBHOOK_URL_NOT_ALLOWED');
    const change = { url: 'https://10.0.0.1/in', events: endpoint.events, status: 'ACTIVE' as const };
    expect(await store.updateWebhook(7, change)).toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED' });
    expect(store.$form.get()).toEqual({ kind: 'webhook', editing: endpoint });
  });
});
