/**
 * No secret in any log line (issue 17, PRODUCT.md section 5): a server run through sign-in (a wrong password
 * first), a mailed OTP, a two-factor challenge and the withdrawal its w-token allows, a card reveal (card OTP, PAN
 * and CVV answered), a token refresh and sign-out, with some refusals and a wrong code on the way. Every entry the
 * server's log sink received (server/api/log.ts) and everything written to the console meanwhile is searched for
 * each secret the run handled (the password, access and refresh tokens, every code, every w-token, the card's
 * number and CVV) and for secret-shaped strings, by the e2e run's log scan (tools/secret-scan.ts).
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approveCard } from '../../../server/cards/decide.ts';
import { depositCrypto } from '../../../server/cards/network.ts';
import { outbox } from '../../../server/db/schema/auth.ts';
import { logLeaks, type Secret, type SecretKind } from '../../../tools/secret-scan.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { type CallOptions, createTestApi, json, type TestApi } from '../api/harness.ts';
import { team } from '../handlers/account-session.ts';
import { fund, rangeOfRate, savedPayment } from '../handlers/va-fixtures.ts';

type Row = Record<string, unknown>;
const PASSWORD = 'Correct-horse-42';
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

describe('secrets never reach the logs', () => {
  let api: TestApi;
  const secrets: Secret[] = [];
  const printed: string[] = [];
  let keys = 0;

  function keep(kind: SecretKind, value: unknown): string {
    if (typeof value !== 'string' || value.length < 3) throw new Error(`no ${kind} to keep: ${String(value)}`);
    secrets.push({ kind, value });
    return value;
  }

  async function data(response: Response): Promise<Row> {
    const body = await json(response);
    expect([response.status, body.code], JSON.stringify(body)).toEqual([200, undefined]);
    return body.data as Row;
  }

  async function latestCode(email: string): Promise<string> {
    const db = api.handle.db;
    const [row] = await db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
    return keep('code', row?.code);
  }

  const call = (method: string, path: string, options: CallOptions = {}) => api.call(method, `/api${path}`, options);
  const newKey = () => {
    keys += 1;
    return { 'idempotency-key': `log-check-${keys}` };
  };

  /** A w-token for `purpose`, by the mailed code of a two-factor challenge; a wrong code is tried first. */
  async function wToken(token: string, email: string, purpose: string): Promise<string> {
    await data(await call('POST', '/v1/two-factor/challenge', { token, body: { purpose } }));
    const code = await latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('POST', '/v1/two-factor/verify', { token, body: { purpose, code: wrong } })).status).toBe(422);
    const verified = await data(await call('POST', '/v1/two-factor/verify', { token, body: { purpose, code } }));
    return keep('w-token', verified.w_token);
  }

  beforeAll(async () => {
    for (const method of CONSOLE_METHODS) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
      });
    }
    api = await createTestApi();
    const who = await team(api, { vcEnable: true, fullName: 'Trần Đức Lâm' });
    const { director } = who;
    const now = api.clock.now();
    await fund(api.handle.db, director.id, 'MAIN', '50000000', now);
    await depositCrypto(api.handle.db, 'MAIN', { accountId: director.id, amount: '500', status: 'SUCCESS', at: now });
    keep('password', PASSWORD);

    // Sign-in: a wrong password, then the right one.
    const refused = await call('POST', '/v1/login', { body: { email: director.email, password: `${PASSWORD}x` } });
    expect(refused.status).toBe(401);
    const tokens = await data(await call('POST', '/v1/login', { body: { email: director.email, password: PASSWORD } }));
    const token = keep('access token', tokens.access_token);
    keep('refresh token', tokens.refresh_token);
    expect((await call('GET', '/v1/accounts/me', { token: `${token}x` })).status).toBe(401);

    // A mailed OTP, as sign-up proves an address.
    const email = 'new-person@example.test';
    await data(await call('POST', '/v1/otp/send-mail', { body: { email } }));
    await data(await call('POST', '/v1/otp/verify-mail', { body: { email, code: await latestCode(email) } }));

    // A withdrawal, allowed by the w-token of a two-factor challenge.
    const withdrawal = {
      range_of_rate: { id: await rangeOfRate(api.handle.db) },
      amount: '1000000',
      payment: { id: await savedPayment(api.handle.db, director.id) },
      withdrawal_source: 'MAIN',
    };
    const withdrawalToken = await wToken(token, director.email, 'withdrawal');
    await data(
      await call('POST', '/v1/virtual-accounts/transactions/withdrawal', {
        token,
        body: withdrawal,
        headers: { ...newKey(), 'w-token': withdrawalToken },
      }),
    );

    // A card reveal: a card OTP, then the number and CVV.
    const issued = await data(
      await call('POST', '/card/v1/cards/issue', {
        token,
        body: { name: 'Ads card', initial_amount: '100', funding_source: 'MAIN' },
        headers: newKey(),
      }),
    );
    const cardId = (issued.card as Row).id as number;
    await approveCard(api.handle.db, cardId, api.clock.now());
    await data(
      await call('POST', '/card/v1/otp/send', { token, body: { card_id: cardId, purpose: 'card_sensitive' } }),
    );
    const cardCode = await latestCode(director.email);
    const verified = await data(
      await call('POST', '/card/v1/otp/verify', { token, body: { card_id: cardId, code: cardCode } }),
    );
    const revealToken = keep('w-token', verified.w_token);
    const sensitive = await data(
      await call('GET', `/card/v1/cards/${cardId}/sensitive`, { token, headers: { 'w-token': revealToken } }),
    );
    keep('card number', sensitive.pan);
    keep('cvv', sensitive.cvv);
    // A spent w-token is refused: the refusal is logged too.
    const again = await call('GET', `/card/v1/cards/${cardId}/sensitive`, {
      token,
      headers: { 'w-token': revealToken },
    });
    expect(again.status).toBe(403);

    // Refresh, then sign out.
    const renewed = await data(await call('GET', '/v1/refresh-token', { token: tokens.refresh_token as string }));
    const next = keep('access token', renewed.access_token);
    keep('refresh token', renewed.refresh_token);
    expect((await call('DELETE', '/v1/logout', { token: next })).status).toBeLessThan(300);
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    vi.restoreAllMocks();
    await api?.close();
  });

  it('logged the run: one line per request at least, with their routes', () => {
    const requests = api.logs.filter((entry) => entry.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(15);
    expect(requests.map((entry) => entry.route)).toContain('/api/card/v1/cards/{id}/sensitive');
  });

  it('handled every kind of secret it looks for', () => {
    const kinds = new Set(secrets.map((secret) => secret.kind));
    expect([...kinds].sort()).toEqual(
      ['access token', 'card number', 'code', 'cvv', 'password', 'refresh token', 'w-token'].sort(),
    );
  });

  it('no log entry and no console line holds any of them', () => {
    const text = [...api.logs.map((entry) => JSON.stringify(entry)), ...printed].join('\n');
    const lines = text.split('\n');
    const leaks = logLeaks(text, secrets);
    expect(leaks.map((leak) => `${leak.kind} in ${lines[leak.line - 1]?.slice(0, 200)}`)).toEqual([]);
  });

  it('would see a code or a CVV written as a text field, but not mistake a duration or a request id for one', () => {
    const line = JSON.stringify({ msg: 'request', request_id: '0123-4567-123456', ms: 123, note: 'cvv 123' });
    const numbers: Secret[] = [
      { kind: 'cvv', value: '123' },
      { kind: 'code', value: '4567' },
      { kind: 'code', value: '654321' },
    ];
    expect(logLeaks(line, numbers)).toEqual([{ kind: 'cvv', line: 1 }]);
  });
});
