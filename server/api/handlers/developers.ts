/**
 * Handlers of src/contract/calls/developers.ts (DIRECTOR only: the pipeline checked the role). Keys and
 * endpoints belong to the account; the model is in server/developers/.
 */
import { createApiKey, listApiKeys, revokeApiKey, toApiKey } from '../../developers/api-keys.ts';
import { testWebhook } from '../../developers/events.ts';
import { createWebhook, deleteWebhook, listWebhooks, toWebhook, updateWebhook } from '../../developers/webhooks.ts';
import { callNamed, handle } from '../handler.ts';

const done = { status: true as const };

const apiKeyHandlers = [
  handle(callNamed('listApiKeys'), async ({ db, user }) => ({
    status: true,
    data: (await listApiKeys(db, user.accountId)).map(toApiKey),
  })),

  handle(callNamed('createApiKey'), async ({ db, user, body, now }) => {
    const expiresAt = body.expires_at === undefined ? null : new Date(body.expires_at);
    const key = { accountId: user.accountId, createdBy: user.id, name: body.name, expiresAt };
    const { row, secret } = await createApiKey(db, key, now);
    return { status: true, data: { ...toApiKey(row), secret } };
  }),

  handle(callNamed('revokeApiKey'), async ({ db, user, params, now }) => {
    await revokeApiKey(db, user.accountId, params.id, now);
    return done;
  }),
];

const webhookHandlers = [
  handle(callNamed('listWebhooks'), async ({ db, user }) => ({
    status: true,
    data: (await listWebhooks(db, user.accountId)).map(toWebhook),
  })),

  handle(callNamed('createWebhook'), async ({ db, user, body, now }) => {
    const { row, secret } = await createWebhook(db, user.accountId, body, now);
    return { status: true, data: { ...toWebhook(row), secret } };
  }),

  handle(callNamed('updateWebhook'), async ({ db, user, params, body, now }) => ({
    status: true,
    data: toWebhook(await updateWebhook(db, user.accountId, params.id, body, now)),
  })),

  handle(callNamed('deleteWebhook'), async ({ db, user, params, now }) => {
    await deleteWebhook(db, user.accountId, params.id, now);
    return done;
  }),

  handle(callNamed('testWebhook'), async ({ db, user, params, body, now, deliver }) => ({
    status: true,
    data: await testWebhook(
      db,
      { accountId: user.accountId, webhookId: params.id, event: body.event },
      { deliver, now },
    ),
  })),
];

export const developersHandlers = [...apiKeyHandlers, ...webhookHandlers];
