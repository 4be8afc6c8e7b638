/**
 * The authorisation matrix (issue 17, PRODUCT.md section 4; docs/SECURITY.md): EVERY entry of the contract, read
 * from CONTRACT so a new call is covered the day it lands, sent to the real API over a database seeded with the
 * demo data as each team role of director@demo.test's account, signed out, as another customer (smoke@demo.test,
 * a director like the first) aimed at the first account's rows (IDOR), and with the API keys of both accounts.
 * The expected outcomes are in matrix-expectations.ts: derived from the entry (auth kind, `roles`, `apiKeyScope`)
 * plus a short list of exceptions with their reasons; ROLE_CAPABILITIES (the roles table as data) is checked
 * against what the server did. "Allowed" means neither 401 nor 403 (a 422 for an empty body passed
 * authorisation: roles are checked before validation, server/api/pipeline/run-call.ts). No answer may be a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY_HEADER } from '../../../server/api/pipeline/admin-key.ts';
import { IDEMPOTENCY_HEADER } from '../../../server/api/pipeline/idempotency.ts';
import { W_TOKEN_HEADER } from '../../../server/api/pipeline/w-token.ts';
import { digest } from '../../../server/auth/random.ts';
import { findUserByEmail, type UserRow } from '../../../server/auth/users.ts';
import { issueWToken } from '../../../server/auth/w-tokens.ts';
import { wTokens } from '../../../server/db/schema/auth.ts';
import { cardSensitiveGrants } from '../../../server/db/schema/cards.ts';
import { createApiKey } from '../../../server/developers/api-keys.ts';
import { seedIfEmpty } from '../../../server/seed/index.ts';
import { SMOKE_EMAIL } from '../../../server/seed/users.ts';
import {
  authOf,
  type CallDefinition,
  CLIENTS,
  fillPath,
  pathParamNames,
  type TeamRole,
} from '../../../src/contract/define.ts';
import { API_KEY_SCOPES } from '../../../src/contract/developer-fields.ts';
import { ROLE_CAPABILITIES } from '../../../src/contract/role-capabilities.ts';
import { SAMPLE_QUERIES } from '../../../src/contract/samples.ts';
import { API_KEY_HEADER } from '../../../src/contract/webhook-signing.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createTestApi, type TestApi } from '../api/harness.ts';
import { sessionOn } from '../handlers/account-session.ts';
import {
  type Answer,
  BODY_REFERENCES,
  CALLERS,
  CALLS,
  type Caller,
  EXCEPTIONS,
  expected,
  namesRow,
  OUTSIDERS,
  OWNED_ROW,
  outcomeOf,
  PHASES,
  phaseOf,
  QUERY_REFERENCES,
  ROW_CALL_BODIES,
  ROW_TABLES,
  type RowKind,
  rowKindOf,
  SESSION_ENDING,
} from './matrix-expectations.ts';

describe('authorisation matrix: every contract entry × every caller', () => {
  let api: TestApi;
  let director: UserRow;
  let other: UserRow;
  const users = new Map<Caller, UserRow>();
  const keys = new Map<Caller, string>();
  const rows = new Map<RowKind, number>();
  const answers = new Map<string, Answer>();
  const probes = new Map<string, Answer>();
  const queryProbes = new Map<string, Answer>();
  const ownerQueries = new Map<string, Answer>();
  let before: Record<string, unknown> = {};
  let after: Record<string, unknown> = {};

  function row(kind: RowKind): number {
    const id = rows.get(kind);
    if (id === undefined) throw new Error(`the first account has no ${kind}`);
    return id;
  }

  /** The other customer's requests whose bodies name the first account's rows, each valid by its schema. */
  async function probeBodies(): Promise<void> {
    for (const [name, body] of Object.entries(BODY_REFERENCES)) {
      const call = CALLS.find((each) => each.name === name);
      if (call === undefined || !call.body?.safeParse(body(row)).success) throw new Error(`bad probe ${name}`);
      probes.set(name, await send(call, 'OTHER_CUSTOMER', body(row)));
    }
    for (const [name, query] of Object.entries(QUERY_REFERENCES)) {
      const call = CALLS.find((each) => each.name === name);
      if (call === undefined || !call.query?.safeParse(Object.fromEntries(new URLSearchParams(query(row)))).success)
        throw new Error(`bad probe ${name}`);
      queryProbes.set(name, await send(call, 'OTHER_CUSTOMER', undefined, query(row)));
      ownerQueries.set(name, await send(call, 'DIRECTOR', undefined, query(row)));
    }
  }

  async function token(caller: Caller): Promise<string | undefined> {
    const user = users.get(caller);
    if (user === undefined) return undefined;
    const account = caller === 'OTHER_CUSTOMER' ? other : director;
    return sessionOn(api, user, account, caller === 'OTHER_CUSTOMER' ? 'DIRECTOR' : (caller as TeamRole));
  }

  function path(call: CallDefinition, sampleQuery?: string): string {
    const kind = rowKindOf(call);
    const values = Object.fromEntries(
      pathParamNames(call.path).map((name) => {
        if (name === 'type') return [name, 'MAIN'];
        if (name === 'kind') return [name, 'top-up'];
        return [name, kind === null ? 999999 : (rows.get(kind) ?? 999999)];
      }),
    );
    const query = sampleQuery ?? SAMPLE_QUERIES[call.name];
    return `${CLIENTS[call.client].base}${fillPath(call.path, values)}${query ? `?${query}` : ''}`;
  }

  /** One request as `caller`: a fresh session, w-token and idempotency key each, so no call spends another's. */
  async function send(call: CallDefinition, caller: Caller, sample?: unknown, query?: string): Promise<Answer> {
    const headers: Record<string, string> = {};
    const user = users.get(caller);
    if (call.wToken !== undefined && user !== undefined) headers[W_TOKEN_HEADER] = await wTokenFor(user, call);
    if (call.idempotencyKey) headers[IDEMPOTENCY_HEADER] = randomUUID();
    const key = keys.get(caller);
    if (key !== undefined) headers[API_KEY_HEADER] = key;
    const bearer = authOf(call) === 'none' ? undefined : await token(caller);
    const body = call.method === 'GET' ? undefined : (sample ?? ROW_CALL_BODIES[call.name] ?? {});
    const response = await api.call(call.method, path(call, query), {
      headers,
      ...(bearer === undefined ? {} : { token: bearer }),
      ...(body === undefined || call.bodyType === 'multipart' ? {} : { body }),
    });
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, code: null, items: null };
    }
    const text = await response.text();
    const parsed = text.startsWith('{') ? (JSON.parse(text) as { code?: unknown; data?: { items?: unknown } }) : {};
    const page = parsed.data?.items;
    const items = Array.isArray(page) ? page.length : null;
    return { status: response.status, code: typeof parsed.code === 'string' ? parsed.code : null, items };
  }

  /** A w-token as a verification gives it; a card reveal's is bound to the card, as a verified card OTP binds it. */
  async function wTokenFor(user: UserRow, call: CallDefinition): Promise<string> {
    const purpose = call.wToken;
    if (purpose === undefined) throw new Error(`${call.name} takes no w-token`);
    const { token } = await issueWToken(api.handle.db, user.id, purpose, api.clock.now());
    if (purpose === 'card_sensitive') {
      const [issued] = await api.handle.db
        .select()
        .from(wTokens)
        .where(eq(wTokens.tokenHash, digest(token)));
      if (issued === undefined) throw new Error('the w-token was not stored');
      await api.handle.db.insert(cardSensitiveGrants).values({ wTokenId: issued.id, cardId: row('card') });
    }
    return token;
  }

  /** Every owned row as it is now, by kind. */
  async function snapshot(): Promise<Record<string, unknown>> {
    const entries = await Promise.all(
      [...rows].map(async ([kind, id]) => {
        const [table, key] = ROW_TABLES[kind];
        const found = (await api.handle.db.execute(
          sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where ${sql.identifier(key)} = ${id}`,
        )) as { rows: { row: unknown }[] };
        return [kind, found.rows[0]?.row ?? null] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  /** Rows the seed does not make: made through the API, as the director would. */
  async function makeMissingRows(): Promise<void> {
    const token = await sessionOn(api, director);
    const make = async (path: string, body: unknown) => {
      const headers = { [IDEMPOTENCY_HEADER]: randomUUID() };
      const response = await api.call('POST', path, { token, body, headers });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    };
    if (!rows.has('top_up'))
      await make('/api/v1/top-ups', { method: 'LOCAL_BANK_TRANSFER', amount: '5000000', currency: 'VND' });
    if (!rows.has('invoice')) {
      const invoice = {
        amount: '500000',
        currency: 'VND',
        payer_name: 'Tran Van Binh',
        payer_email: 'binh@example.test',
      };
      await make('/api/v1/invoices', { ...invoice, due_date: '2026-03-10' });
    }
  }

  async function ownedRow(kind: RowKind): Promise<number | undefined> {
    const result = (await api.handle.db.execute(sql`${OWNED_ROW[kind](director.id)} order by 1 limit 1`)) as {
      rows: { id: number }[];
    };
    return result.rows[0]?.id;
  }

  beforeAll(async () => {
    api = await createTestApi();
    await seedIfEmpty(api.handle.db);
    const person = async (email: string) => {
      const found = await findUserByEmail(api.handle.db, email);
      if (found === undefined) throw new Error(`the demo seed has no ${email}`);
      return found;
    };
    director = await person('director@demo.test');
    other = await person(SMOKE_EMAIL);
    users.set('DIRECTOR', director);
    users.set('FINANCE', await person('finance@demo.test'));
    users.set('SELLER', await person('seller@demo.test'));
    users.set('OTHER_CUSTOMER', other);
    const findRows = async () => {
      for (const kind of Object.keys(OWNED_ROW) as RowKind[]) {
        const id = await ownedRow(kind);
        if (id !== undefined) rows.set(kind, id);
      }
    };
    await findRows();
    await makeMissingRows();
    await findRows();
    for (const [caller, owner] of [
      ['API_KEY', director],
      ['OTHER_API_KEY', other],
    ] as const) {
      const key = { accountId: owner.id, createdBy: owner.id, name: 'Matrix', scopes: API_KEY_SCOPES, expiresAt: null };
      keys.set(caller, (await createApiKey(api.handle.db, key, api.clock.now())).secret);
    }
    before = await snapshot();
    await probeBodies();
    // The other customer goes first: the team's own calls may delete the rows (a director's DELETE succeeds).
    const order: Caller[] = [
      'OTHER_CUSTOMER',
      'OTHER_API_KEY',
      'API_KEY',
      'SIGNED_OUT',
      'SELLER',
      'FINANCE',
      'DIRECTOR',
    ];
    const ordinary = CALLS.filter((call) => !SESSION_ENDING.has(call.name));
    for (const caller of order) {
      // Reads, then changes, then removals: a caller's own DELETE must not turn its reads into 404s.
      for (const phase of PHASES) {
        const calls = ordinary.filter((call) => phaseOf(call) === phase);
        await inBatches(calls, 8, async (call) => answers.set(`${call.name}:${caller}`, await send(call, caller)));
      }
      if (caller === 'OTHER_API_KEY') after = await snapshot();
    }
    for (const caller of order) {
      for (const call of CALLS.filter((each) => SESSION_ENDING.has(each.name))) {
        answers.set(`${call.name}:${caller}`, await send(call, caller));
      }
    }
  }, DATABASE_SETUP_TIMEOUT_MS * 2);
  afterAll(async () => api?.close());

  it('has a row of the first account for every kind a path names', () => {
    const kinds = [...new Set(CALLS.filter(namesRow).map(rowKindOf))];
    expect(kinds.filter((kind) => kind === null || !rows.has(kind))).toEqual([]);
  });

  it('sends a body valid by the schema to every call that names a row and takes a body', () => {
    const needing = CALLS.filter((call) => namesRow(call) && call.body !== undefined && call.bodyType !== 'multipart');
    const invalid = needing.filter((call) => !call.body?.safeParse(ROW_CALL_BODIES[call.name] ?? {}).success);
    expect(invalid.map((call) => call.name)).toEqual([]);
  });

  it('names only real calls and callers in its exceptions and bodies', () => {
    const names = new Set(CALLS.map((call) => call.name));
    const keys = [
      ...Object.keys(EXCEPTIONS),
      ...Object.keys(ROW_CALL_BODIES),
      ...Object.keys(BODY_REFERENCES),
      ...Object.keys(QUERY_REFERENCES),
      ...SESSION_ENDING,
    ];
    const unknown = keys.filter((key) => {
      const [name = '', caller] = key.split(':');
      return !names.has(name) || (caller !== undefined && !CALLERS.includes(caller as Caller));
    });
    expect(unknown).toEqual([]);
  });

  it('never answers a 5xx', () => {
    const failures = [...answers].filter(([, answer]) => answer.status >= 500);
    expect(failures.map(([key, answer]) => `${key} ${answer.status} ${answer.code}`)).toEqual([]);
  });

  it.each(CALLERS)('answers every call as %s as the contract and PRODUCT.md section 4 say', (caller) => {
    const wrong = CALLS.flatMap((call) => {
      const answer = answers.get(`${call.name}:${caller}`);
      if (answer === undefined) return [`${call.name}: not sent`];
      const want = expected(call, caller);
      return outcomeOf(answer, call, caller) === want
        ? []
        : [`${call.name}: ${answer.status} ${answer.code}, expected ${want}`];
    });
    expect(wrong).toEqual([]);
  });

  it("lets the first account's director read every row a path names: the other customer's 404 is about whose row it is", () => {
    const reads = CALLS.filter((call) => namesRow(call) && call.method === 'GET');
    expect(reads.length).toBeGreaterThan(5);
    const unread = reads.filter((call) => answers.get(`${call.name}:DIRECTOR`)?.status !== 200);
    expect(unread.map((call) => `${call.name}: ${answers.get(`${call.name}:DIRECTOR`)?.status}`)).toEqual([]);
  });

  it("leaves every row of the first account exactly as it was after the other customer's calls", () => {
    expect(Object.keys(before).length).toBe(Object.keys(ROW_TABLES).length);
    expect(after).toEqual(before);
  });

  it.each(OUTSIDERS)("refuses %s every row of the first account with 404 or 403, never the row's data", (caller) => {
    const probed = CALLS.filter((call) => namesRow(call) && expected(call, caller) === 'refused');
    const leaks = probed.flatMap((call) => {
      const answer = answers.get(`${call.name}:${caller}`);
      return answer !== undefined && [401, 403, 404].includes(answer.status) ? [] : [`${call.name}: ${answer?.status}`];
    });
    expect(leaks).toEqual([]);
  });

  it("lets the first account's own key read its rows, and the other key reach the handler, for the keyed calls", () => {
    const keyed = CALLS.filter((call) => namesRow(call) && call.apiKeyScope !== undefined && call.method === 'GET');
    expect(keyed.length).toBeGreaterThan(0);
    const answered = keyed.map((call) => [
      call.name,
      answers.get(`${call.name}:API_KEY`)?.status,
      answers.get(`${call.name}:OTHER_API_KEY`)?.status,
    ]);
    expect(answered).toEqual(keyed.map((call) => [call.name, 200, 404]));
  });

  it("refuses the other customer every call whose body names the first account's rows (4xx, never done)", () => {
    const done = [...probes].filter(([, answer]) => answer.status < 400 || answer.status >= 500);
    expect(done.map(([name, answer]) => `${name}: ${answer.status} ${answer.code}`)).toEqual([]);
    expect([...probes.keys()].sort()).toEqual(Object.keys(BODY_REFERENCES).sort());
  });

  it("gives the other customer a 4xx or an empty page for every read filtered by the first account's rows", () => {
    const shown = [...queryProbes].filter(([, answer]) => answer.status < 400 && answer.items !== 0);
    expect(shown.map(([name, answer]) => `${name}: ${answer.status} ${answer.items}`)).toEqual([]);
    expect([...queryProbes.keys()].sort()).toEqual(Object.keys(QUERY_REFERENCES).sort());
    // The same read by the first account's director finds something: the filter names real rows.
    const empty = [...ownerQueries].filter(([, answer]) => answer.status !== 200 || answer.items === 0);
    expect(empty.map(([name, answer]) => `${name}: ${answer.status} ${answer.items}`)).toEqual([]);
  });

  it('a signed-out caller gets 401 from every access-token call', () => {
    const calls = CALLS.filter((call) => authOf(call) === 'access');
    const wrong = calls.filter((call) => answers.get(`${call.name}:SIGNED_OUT`)?.status !== 401);
    expect(wrong.map((call) => call.name)).toEqual([]);
  });

  it('ROLE_CAPABILITIES (the roles table as data) agrees with what the server did', () => {
    const wrong = ROLE_CAPABILITIES.flatMap((capability) =>
      (['DIRECTOR', 'FINANCE', 'SELLER'] as const).flatMap((role) => {
        const level = capability.levels[role];
        const check = (name: string, may: boolean) => {
          // A partial level is the row-level rule an exception names (a SELLER's MAIN balance).
          if (level === 'partial' && EXCEPTIONS[`${name}:${role}`] !== undefined) return [];
          const answer = answers.get(`${name}:${role}`);
          const did = answer !== undefined && [401, 403].every((status) => status !== answer.status);
          return did === may ? [] : [`${capability.key} ${name} as ${role}: ${answer?.status}, table says ${level}`];
        };
        return [
          ...capability.acts.flatMap((name) => check(name, level === 'full' || level === 'partial')),
          ...capability.reads.flatMap((name) => check(name, level !== 'none')),
        ];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('lets a SELLER read the VA balances, the part of the balances row they have', async () => {
    const seller = users.get('SELLER');
    if (seller === undefined) throw new Error('no seller');
    const token = await sessionOn(api, seller, director, 'SELLER');
    expect((await api.call('GET', '/api/v2/customers/balances/VA', { token })).status).toBe(200);
    expect((await api.call('GET', '/api/v2/customers/balances/MAIN', { token })).status).toBe(403);
  });

  it("opens the operator's calls with the admin key, and only with it", async () => {
    const admin = CALLS.filter((call) => authOf(call) === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    for (const call of admin) {
      const response = await api.call(call.method, path(call), {
        headers: { [ADMIN_KEY_HEADER]: api.config.adminKey },
        ...(call.method === 'GET' ? {} : { body: {} }),
      });
      expect([401, 403], call.name).not.toContain(response.status);
      expect(response.status, call.name).toBeLessThan(500);
    }
  });
});

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}
