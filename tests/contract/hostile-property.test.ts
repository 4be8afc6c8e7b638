/**
 * Issue 10 (fuzzer), as a property: requests built from a few contract entries' own request schemas, with
 * values that break them on purpose (NUL and other controls, ids past `integer`, amounts with 25 decimals or
 * an exponent, right-to-left and other unicode, lone surrogates, oversized strings, wrong types), sent to the
 * in-process server. Whatever the mix, the answer is never a 5xx, and every refusal is a 4xx whose code is in
 * the catalogue. Some mixes are valid and reach the handlers: they may succeed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../../server/errors/catalogue.ts';
import type { CallDefinition } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { hostileValueFor } from './hostile-values.ts';
import { type Assignment, asDirector, type Part, requestFields, requestWith } from './request-fields.ts';

/**
 * Entries with text, ids, amounts, lists, a path id, a query and money calls among them, each with a valid
 * request to start from, so a hostile value in one field meets handlers and the database, not just a missing
 * neighbour.
 */
const VALID: Readonly<Record<string, Partial<Record<Part, Record<string, unknown>>>>> = {
  createApiKey: { body: { name: 'Reporting key' } },
  createWebhook: { body: { url: 'https://hooks.example.com/campay', events: ['topup.approved'] } },
  inviteTeamMember: { body: { email: 'new.member@example.test', full_name: 'Nguyen Van An', role: 'FINANCE' } },
  listTeamMembers: { query: { search: 'an', page: '1', limit: '20' } },
  addEWallet: {
    body: { currency: 'USD', provider: 'payoneer', account_name: 'Nguyen Van An', email: 'an@example.test' },
  },
  respondToRequest: { body: { request_id: 1, message: 'Here it is.' } },
  createQrCode: { body: { qr_merchant_id: 1, amount: '100000', description: 'Order 42' } },
  payQr: { body: { payload: '00020101021238570010A000000727', amount: '100000', source: 'MAIN' } },
  issueCard: { body: { name: 'Ads card', initial_amount: '10', funding_source: 'MAIN' } },
  getCard: { params: { id: '1' } },
  listVaTransactions: { query: { search: 'VAT', virtual_account_id: '1', page: '1' } },
  bulkUpdateVaPlatform: { body: { items: [{ id: 1, platform_id: 1 }] } },
  listCards: { query: { search: 'ads', page: '2' } },
};

/** A few seconds on a quiet machine; the bound is for a busy one. */
const RUNS = 200;
const calls = (CONTRACT as readonly CallDefinition[]).filter((call) => Object.hasOwn(VALID, call.name));

function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], input);
}

/** A valid request of `call` with one to three of its fields given a hostile (or merely odd) value. */
function requests(call: CallDefinition) {
  const fields = requestFields(call).filter((field) => field.kind !== 'file');
  const valid = VALID[call.name] ?? {};
  const base = fields.flatMap((field): Assignment[] => {
    const value = valueAt(valid[field.part], field.path);
    return value === undefined ? [] : [{ field, value }];
  });
  const changed = fc
    .subarray(fields, { minLength: 1, maxLength: Math.min(3, fields.length) })
    .chain((chosen) =>
      fc.tuple(...chosen.map((field) => hostileValueFor(field).map((value): Assignment => ({ field, value })))),
    );
  return changed.map((hostile) => {
    const kept = base.filter(({ field }) => !hostile.some((each) => each.field === field));
    // The name, not the entry: a counterexample prints what was sent, not the schemas.
    return { name: call.name, request: requestWith(call, [...kept, ...hostile]) };
  });
}

describe('hostile requests built from the contract, as a property', () => {
  const send = asDirector();

  it('never answers 5xx, and refuses only with a 4xx of the catalogue', { timeout: 30_000 }, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(...calls.map(requests)), fc.uuid(), async ({ name, request }, key) => {
        const call = calls.find((each) => each.name === name) as CallDefinition;
        sent += 1;
        const { status, body } = await send(call, request, { 'idempotency-key': key });
        const verdict = { call: name, path: request.path, status, code: body?.code };
        expect(status < 500, JSON.stringify(verdict)).toBe(true);
        if (status >= 400) expect(isErrorCode(body?.code ?? ''), JSON.stringify(verdict)).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBe(RUNS);
  });
});
