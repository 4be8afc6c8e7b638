/**
 * API keys on the business calls (docs/decisions/033): each call whose contract entry declares a scope answers
 * a key with that scope as the account's director would be answered, refuses a key without it (403), never
 * shows another account's rows, refuses revoked keys (401) and keys on any other call, and never answers a
 * malformed key with a 5xx. A session keeps working exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../../server/api/pipeline/authenticate.ts';
import { LAST_USED_RESOLUTION_MS } from '../../../server/developers/api-keys.ts';
import { ApiError } from '../../../server/errors/api-error.ts';
import { CODE_PREFIX, insertVaTransaction } from '../../../server/va-transactions/store.ts';
import type { CallDefinition } from '../../../src/contract/define.ts';
import type { ApiKeyScopeName } from '../../../src/contract/developer-fields.ts';
import { CONTRACT } from '../../../src/contract/index.ts';
import { API_KEY_HEADER } from '../../../src/contract/webhook-signing.ts';
import type { Team } from './account-session.ts';
import { useDevelopersApi } from './developers-setup.ts';
import { fund } from './va-fixtures.ts';
import { caller, openVa, type Row, vaTeam } from './va-helpers.ts';

const CALLS: readonly CallDefinition[] = CONTRACT;
const ALL_SCOPES: ApiKeyScopeName[] = ['balances.read', 'transactions.read', 'va.read', 'va.write'];

describe('API keys on the business calls', () => {
  const dev = useDevelopersApi();

  /** A VA team with an approved VA, money in its VA wallet and one pending top-up of that VA. */
  async function account() {
    const { api } = dev;
    const who = await vaTeam(api);
    const va = await openVa(api, who);
    await fund(api.handle.db, who.director.id, 'VA', '700000', api.clock.now());
    const payer = { kind: 'EXTERNAL' as const, account_name: 'NGUYEN VAN A', account_number: '0123', bank_name: null };
    const row = await insertVaTransaction(
      api.handle.db,
      CODE_PREFIX.topUp,
      {
        ownerId: who.director.id,
        type: 'TOP_UP',
        status: 'PENDING',
        balanceType: 'VA',
        amount: '250000',
        amountReceived: '250000',
        currency: 'VND',
        receivedCurrency: 'VND',
        source: payer,
        destination: { kind: 'WALLET', balance_type: 'VA' },
        virtualAccountId: Number(va.id),
      },
      api.clock.now(),
    );
    return { who, va, transaction: { id: row.id, amount: '250000' } as Row };
  }

  async function keyOf(who: Team, scopes: readonly ApiKeyScopeName[]): Promise<{ id: unknown; secret: string }> {
    const created = await dev.dataOf(await dev.call('POST', '/api-keys', who.directorToken, { name: 'ERP', scopes }));
    return { id: created.id, secret: created.secret as string };
  }

  const withKey = (method: string, path: string, secret: string, body?: unknown) =>
    dev.api.call(method, path, { headers: { [API_KEY_HEADER]: secret }, ...(body === undefined ? {} : { body }) });

  /** Every call a key may make, as a request on `data`'s rows; the scope each needs is the contract's. */
  function scopedRequests(data: Awaited<ReturnType<typeof account>>) {
    return {
      getWallet: ['GET', '/api/v1/wallets/VA'],
      getBalances: ['GET', '/api/v2/customers/balances/VA'],
      listVaTransactions: ['GET', '/api/v2/virtual-accounts/transactions'],
      getVaTransaction: ['GET', `/api/v1/virtual-accounts/transactions/${data.transaction.id}`],
      listVirtualAccounts: ['GET', '/api/v2/virtual-accounts'],
      getVirtualAccount: ['GET', `/api/v1/virtual-accounts/${data.va.id}`],
      createVirtualAccount: ['POST', '/api/v2/virtual-accounts', { bank_short_name: 'BIDV', account_name: 'ERP VA' }],
    } as const;
  }

  it('covers every call whose contract entry declares a scope', async () => {
    const declared = CALLS.filter((call) => call.apiKeyScope !== undefined).map((call) => call.name);
    expect(declared.sort()).toEqual(Object.keys(scopedRequests(await account())).sort());
  });

  it("answers each scoped call with the key's account data, as its session does", async () => {
    const data = await account();
    const { secret } = await keyOf(data.who, ALL_SCOPES);
    const requests = scopedRequests(data);
    const viaKey = async (name: keyof typeof requests) => {
      const [method, path, body] = requests[name] as readonly [string, string, unknown?];
      return dev.dataOf(await withKey(method, path, secret, body));
    };
    const balances = await viaKey('getBalances');
    expect(balances.balances).toEqual([expect.objectContaining({ currency: 'VND', balance: '700000' })]);
    expect(await viaKey('getWallet')).toMatchObject({ type: 'VA' });
    const transactions = await viaKey('listVaTransactions');
    expect((transactions.items as Row[]).map((item) => item.id)).toContain(data.transaction.id);
    expect(await viaKey('getVaTransaction')).toMatchObject({
      id: data.transaction.id,
      amount: data.transaction.amount,
    });
    const vas = await viaKey('listVirtualAccounts');
    expect((vas.items as Row[]).map((item) => item.id)).toContain(data.va.id);
    expect(await viaKey('getVirtualAccount')).toMatchObject({ id: data.va.id });
    const opened = await viaKey('createVirtualAccount');
    expect(opened).toMatchObject({ account_name: 'ERP VA', status: 'PENDING' });
    const session = await dev.dataOf(
      await caller(dev.api).v2('GET', '/virtual-accounts', { token: data.who.directorToken }),
    );
    expect((session.items as Row[]).map((item) => item.id)).toContain(opened.id);
  });

  it('refuses a key without the scope a call declares: 403 API_KEY_SCOPE_MISSING naming it', async () => {
    const data = await account();
    const requests = scopedRequests(data);
    for (const call of CALLS.filter((entry) => entry.apiKeyScope !== undefined)) {
      const others = ALL_SCOPES.filter((scope) => scope !== call.apiKeyScope);
      const { secret } = await keyOf(data.who, others);
      const [method, path, body] = requests[call.name as keyof typeof requests] as readonly [string, string, unknown?];
      const refused = await dev.expectError(await withKey(method, path, secret, body), 403, 'API_KEY_SCOPE_MISSING');
      expect(refused.message, call.name).toContain(call.apiKeyScope);
    }
  });

  it("never shows another account's rows to a key", async () => {
    const mine = await account();
    const other = await account();
    const { secret } = await keyOf(other.who, ALL_SCOPES);
    const vas = await dev.dataOf(await withKey('GET', '/api/v2/virtual-accounts', secret));
    expect((vas.items as Row[]).map((item) => item.id)).not.toContain(mine.va.id);
    const transactions = await dev.dataOf(await withKey('GET', '/api/v2/virtual-accounts/transactions', secret));
    expect((transactions.items as Row[]).map((item) => item.id)).not.toContain(mine.transaction.id);
    await dev.expectError(await withKey('GET', `/api/v1/virtual-accounts/${mine.va.id}`, secret), 404, 'NOT_FOUND');
    const path = `/api/v1/virtual-accounts/transactions/${mine.transaction.id}`;
    await dev.expectError(await withKey('GET', path, secret), 404, 'NOT_FOUND');
  });

  it('refuses a revoked or expired key with 401 API_KEY_INVALID', async () => {
    const { who } = await account();
    const { id, secret } = await keyOf(who, ALL_SCOPES);
    await dev.dataOf(await withKey('GET', '/api/v2/virtual-accounts', secret));
    await dev.dataOf(await dev.call('DELETE', `/api-keys/${id}`, who.directorToken));
    await dev.expectError(await withKey('GET', '/api/v2/virtual-accounts', secret), 401, 'API_KEY_INVALID');
    const soon = new Date(dev.api.clock.now().getTime() + 1000).toISOString();
    const body = { name: 'Brief', scopes: ['va.read'], expires_at: soon };
    const brief = await dev.dataOf(await dev.call('POST', '/api-keys', who.directorToken, body));
    dev.api.clock.advance(1000);
    const expired = await withKey('GET', '/api/v2/virtual-accounts', brief.secret as string);
    await dev.expectError(expired, 401, 'API_KEY_INVALID');
  });

  it('refuses a key on a call that declares no scope (withdraw, the key list, creating a key)', async () => {
    const { who } = await account();
    const { secret } = await keyOf(who, ALL_SCOPES);
    const withdrawal = { amount: '10000', currency: 'VND', payment_id: 1 };
    const refusals = [
      await withKey('POST', '/api/v1/virtual-accounts/transactions/withdrawal', secret, withdrawal),
      await withKey('GET', '/api/v1/developers/api-keys', secret),
      await withKey('POST', '/api/v1/developers/api-keys', secret, { name: 'Escalate', scopes: ['va.write'] }),
    ];
    for (const response of refusals) await dev.expectError(response, 403, 'API_KEY_NOT_ACCEPTED');
  });

  it('uses the session when a request carries both, exactly as before', async () => {
    const { who, va } = await account();
    const { secret: unscoped } = await keyOf(who, ['balances.read']);
    const response = await dev.api.call('GET', '/api/v2/virtual-accounts', {
      token: who.directorToken,
      headers: { [API_KEY_HEADER]: unscoped },
    });
    expect(((await dev.dataOf(response)).items as Row[]).map((item) => item.id)).toContain(va.id);
    await dev.expectError(await dev.api.call('GET', '/api/v2/virtual-accounts'), 401, 'UNAUTHENTICATED');
  });

  it('marks last_used_at at most once a minute per key', async () => {
    const { who } = await account();
    const { id, secret } = await keyOf(who, ['va.read']);
    const lastUsed = async () => {
      const keys = (await dev.dataOf(await dev.call('GET', '/api-keys', who.directorToken))) as unknown as Row[];
      return keys.find((key) => key.id === id)?.last_used_at;
    };
    const first = dev.api.clock.now().toISOString();
    await dev.dataOf(await withKey('GET', '/api/v2/virtual-accounts', secret));
    expect(await lastUsed()).toBe(first);
    dev.api.clock.advance(LAST_USED_RESOLUTION_MS - 1);
    await dev.dataOf(await withKey('GET', '/api/v2/virtual-accounts', secret));
    expect(await lastUsed()).toBe(first);
    dev.api.clock.advance(1);
    await dev.dataOf(await withKey('GET', '/api/v2/virtual-accounts', secret));
    expect(await lastUsed()).toBe(dev.api.clock.now().toISOString());
  });

  it('answers a malformed, huge or empty key with a 4xx, never a 5xx', async () => {
    for (const secret of ['', 'cp_live_é', `cp_live_${'x'.repeat(8000)}`, 'cp_live_ ; drop table api_keys', '%00']) {
      const response = await withKey('GET', '/api/v2/virtual-accounts', secret);
      expect(response.status, JSON.stringify(secret.slice(0, 20))).toBe(401);
    }
  });

  it('refuses a key with a NUL byte (which no HTTP parser passes on) without a database error', async () => {
    const call = CALLS.find((entry) => entry.name === 'listVirtualAccounts');
    if (call === undefined) throw new Error('listVirtualAccounts is gone');
    const headers = { get: (name: string) => (name === API_KEY_HEADER ? 'cp_live_\0abc' : null) } as Headers;
    const outcome = await authenticate(call, headers, dev.api.handle.db, dev.api.clock.now()).catch((e) => e);
    expect(outcome).toBeInstanceOf(ApiError);
    expect((outcome as ApiError).code).toBe('API_KEY_INVALID');
  });
});
