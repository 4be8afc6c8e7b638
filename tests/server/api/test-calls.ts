/**
 * A small contract of made-up calls, one per pipeline feature, so the pipeline tests do not depend on the
 * product's schemas, and handlers for them.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { handle, handlePublic } from '../../../server/api/handler.ts';
import type { ApiError } from '../../../server/errors/api-error.ts';
import { Done, IdParams, ok, PositiveDecimal } from '../../../src/contract/common.ts';
import { defineCall } from '../../../src/contract/define.ts';

const test = { tag: 'test', summary: 'Pipeline test call.' } as const;

export const echo = defineCall({
  ...test,
  name: 'echo',
  client: 'client',
  method: 'POST',
  path: '/echo',
  roles: ['DIRECTOR', 'FINANCE'],
  body: z.object({
    name: z.string().min(2),
    amount: PositiveDecimal,
    note: z.object({ text: z.string().max(5) }).optional(),
  }),
  response: ok(z.object({ name: z.string(), user_id: z.number(), account_id: z.number() })),
});

export const greeting = defineCall({
  ...test,
  name: 'greeting',
  client: 'auth',
  method: 'GET',
  path: '/greeting',
  response: ok(z.object({ lang: z.string() })),
});

export const whoami = defineCall({
  ...test,
  name: 'whoami',
  client: 'v2',
  method: 'GET',
  path: '/whoami',
  response: ok(z.object({ role: z.string() })),
});

export const transfer = defineCall({
  ...test,
  name: 'transfer',
  client: 'client',
  method: 'POST',
  path: '/transfers',
  wToken: 'withdrawal',
  idempotencyKey: true,
  body: z.object({ amount: PositiveDecimal }),
  response: ok(z.object({ transfer: z.number(), amount: z.string() })),
});

export const confirm = defineCall({
  ...test,
  name: 'confirm',
  client: 'client',
  method: 'PUT',
  path: '/confirm',
  wToken: 'update_profile',
  body: z.object({ ok: z.boolean() }),
  response: Done,
});

export const notYet = defineCall({
  ...test,
  name: 'notYet',
  client: 'warehouse',
  method: 'GET',
  path: '/not-yet',
  response: Done,
});

export const broken = defineCall({
  ...test,
  name: 'broken',
  client: 'warehouse',
  method: 'GET',
  path: '/broken',
  response: ok(z.object({ count: z.number() })),
});

export const crash = defineCall({
  ...test,
  name: 'crash',
  client: 'warehouse',
  method: 'GET',
  path: '/crash',
  response: Done,
});

export const failingQuery = defineCall({
  ...test,
  name: 'failingQuery',
  client: 'warehouse',
  method: 'GET',
  path: '/failing-query',
  response: Done,
});

/** A value a failed query carries as a parameter: no log line may contain it. */
export const QUERY_SECRET = 'marker-4f1c@example.test';

export const item = defineCall({
  ...test,
  name: 'item',
  client: 'warehouse',
  method: 'GET',
  path: '/items/{id}',
  params: IdParams,
  response: ok(z.object({ id: z.number() })),
});

export const specialItem = defineCall({
  ...test,
  name: 'specialItem',
  client: 'warehouse',
  method: 'GET',
  path: '/items/special',
  response: ok(z.object({ special: z.literal(true) })),
});

export const search = defineCall({
  ...test,
  name: 'search',
  client: 'warehouse',
  method: 'GET',
  path: '/search',
  query: z.object({
    status: z.array(z.enum(['OPEN', 'DONE'])).optional(),
    page: z.coerce.number().int().positive().default(1),
  }),
  response: ok(z.object({ status: z.array(z.string()), page: z.number() })),
});

export const upload = defineCall({
  ...test,
  name: 'upload',
  client: 'warehouse',
  method: 'POST',
  path: '/upload',
  bodyType: 'multipart',
  body: z.object({ kind: z.enum(['PASSPORT', 'IDENTITY_CARD']), file: z.file().max(1024, 'file_too_large') }),
  response: ok(z.object({ kind: z.string(), size: z.number() })),
});

export const ticks = defineCall({
  ...test,
  name: 'ticks',
  client: 'warehouse',
  method: 'GET',
  path: '/ticks',
  response: z.object({ tick: z.number() }).meta({ contentType: 'text/event-stream' }),
});

export const notJson = defineCall({
  ...test,
  name: 'notJson',
  client: 'warehouse',
  method: 'GET',
  path: '/not-json',
  response: Done,
});

export const TEST_CALLS = [
  ticks,
  notJson,
  echo,
  greeting,
  whoami,
  transfer,
  confirm,
  notYet,
  broken,
  crash,
  failingQuery,
  item,
  specialItem,
  search,
  upload,
];

/** What the handlers saw, for assertions. */
export interface Probe {
  transfers: number;
  /** When set, the transfer handler waits for it (a request still in flight). */
  gate: Promise<void> | null;
  /** When set, the transfer handler fails with it. */
  failWith: ApiError | null;
}

export function testHandlers(probe: Probe) {
  return [
    handle(echo, async ({ body, user }) => ({
      status: true,
      data: { name: body.name, user_id: user.id, account_id: user.accountId },
    })),
    handlePublic(greeting, async ({ lang }) => ({ status: true, data: { lang } })),
    handle(whoami, async ({ user }) => ({ status: true, data: { role: user.role } })),
    handle(transfer, async ({ body }) => {
      if (probe.gate !== null) await probe.gate;
      if (probe.failWith !== null) throw probe.failWith;
      probe.transfers += 1;
      return { status: 201, body: { status: true, data: { transfer: probe.transfers, amount: body.amount } } };
    }),
    handle(confirm, async () => ({ status: true })),
    // A handler answering a field its schema does not have, with the wrong type: the contract is broken.
    handlePublic(broken, async () => ({ status: true, data: { count: 'three' } }) as never),
    handlePublic(crash, async () => {
      throw new Error('database on fire');
    }),
    // PostgreSQL refuses the cast and quotes the value; drizzle's error quotes the query and its parameters.
    handlePublic(failingQuery, async ({ db }) => {
      await db.execute(sql`SELECT ${QUERY_SECRET}::integer`);
      return { status: true };
    }),
    handlePublic(item, async ({ params }) => ({ status: true, data: { id: params.id } })),
    handlePublic(search, async ({ query }) => ({
      status: true,
      data: { status: query.status ?? [], page: query.page },
    })),
    handlePublic(ticks, async () => ({
      stream: new Response('data: {"tick":1}\n\n', { headers: { 'content-type': 'text/event-stream' } }),
    })),
    // A JSON call answering a stream: not what its entry promises.
    handlePublic(notJson, async () => ({ stream: new Response('') }) as never),
    handlePublic(specialItem, async () => ({ status: true, data: { special: true } })),
    handlePublic(upload, async ({ body }) => ({ status: true, data: { kind: body.kind, size: body.file.size } })),
  ];
}
