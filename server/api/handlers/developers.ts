/**
 * Handlers of src/contract/calls/developers.ts (DIRECTOR only: the pipeline checked the role). Keys and
 * endpoints belong to the account; the model is in server/developers/.
 */
import { API_KEY_HEADER } from '../../../src/contract/webhook-signing.ts';
import type { Config } from '../../config.ts';
import { createApiKey, findUsableApiKey, listApiKeys, revokeApiKey, toApiKey } from '../../developers/api-keys.ts';
import { configuredDelivery } from '../../developers/deliver.ts';
import { listDeliveries, toWebhookDelivery } from '../../developers/deliveries.ts';
import { testWebhook } from '../../developers/events.ts';
import {
  createWebhook,
  deleteWebhook,
  findOwnWebhook,
  listWebhooks,
  rotateWebhookSecret,
  toWebhook,
  updateWebhook,
} from '../../developers/webhooks.ts';
import { ApiError } from '../../errors/api-error.ts';
import { callNamed, handle, handlePublic } from '../handler.ts';

/** The URLs this server lets an endpoint have (the production rule, or a demo server's test allowance). */
const urlRule = (config: Config) => configuredDelivery(config.devWebhookReceiverCa).guard.urlAllowed;

const done = { status: true as const };

const apiKeyHandlers = [
  handle(callNamed('listApiKeys'), async ({ db, user }) => ({
    status: true,
    data: (await listApiKeys(db, user.accountId)).map(toApiKey),
  })),

  handle(callNamed('createApiKey'), async ({ db, user, body, now }) => {
    const expiresAt = body.expires_at === undefined ? null : new Date(body.expires_at);
    const key = { accountId: user.accountId, createdBy: user.id, name: body.name, scopes: body.scopes, expiresAt };
    const { row, secret } = await createApiKey(db, key, now);
    return { status: true, data: { ...toApiKey(row), secret } };
  }),

  handle(callNamed('revokeApiKey'), async ({ db, user, params, now }) => {
    await revokeApiKey(db, user.accountId, params.id, now);
    return done;
  }),

  handlePublic(callNamed('getApiKeyIdentity'), async ({ db, headers, now }) => {
    const secret = headers.get(API_KEY_HEADER);
    const key = secret === null ? null : await findUsableApiKey(db, secret, now);
    if (key === null) throw new ApiError('API_KEY_INVALID');
    return { status: true, data: { id: key.id, name: key.name, prefix: key.prefix, scopes: key.scopes } };
  }),
];

const webhookHandlers = [
  handle(callNamed('listWebhooks'), async ({ db, user }) => ({
    status: true,
    data: (await listWebhooks(db, user.accountId)).map(toWebhook),
  })),

  handle(callNamed('createWebhook'), async ({ db, config, user, body, now }) => {
    const { row, secret } = await createWebhook(db, user.accountId, body, now, urlRule(config));
    return { status: true, data: { ...toWebhook(row), secret } };
  }),

  handle(callNamed('updateWebhook'), async ({ db, config, user, params, body, now }) => ({
    status: true,
    data: toWebhook(await updateWebhook(db, user.accountId, params.id, body, now, urlRule(config))),
  })),

  handle(callNamed('rotateWebhookSecret'), async ({ db, user, params, now }) => {
    const { row, secret } = await rotateWebhookSecret(db, user.accountId, params.id, now);
    return { status: true, data: { ...toWebhook(row), secret } };
  }),

  handle(callNamed('listWebhookDeliveries'), async ({ db, user, params }) => {
    const webhook = await findOwnWebhook(db, user.accountId, params.id);
    return { status: true, data: (await listDeliveries(db, webhook.id)).map(toWebhookDelivery) };
  }),

  handle(callNamed('deleteWebhook'), async ({ db, user, params, now }) => {
    await deleteWebhook(db, user.accountId, params.id, now);
    return done;
  }),

  handle(callNamed('testWebhook'), async ({ db, user, params, body, now, deliver, webhookRetryUnitMs }) => ({
    status: true,
    data: await testWebhook(
      db,
      { accountId: user.accountId, webhookId: params.id, event: body.event },
      { deliver, now, retryUnitMs: webhookRetryUnitMs },
    ),
  })),
];

export const developersHandlers = [...apiKeyHandlers, ...webhookHandlers];
