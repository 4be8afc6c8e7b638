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
import { PositiveDecimal } from '../../src/contract/common.ts';
import type { CallDefinition } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import {
  type Assignment,
  asDirector,
  choicesOf,
  type Field,
  type Part,
  requestFields,
  requestWith,
} from './request-fields.ts';

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

/** The values the probe and the fuzzer found weigh most; the generated ones look further. */
const text = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\u0000',
      'name\u0000',
      '\u001b[31mred\u001b[0m',
      'line\r\nbreak',
      '\u0085',
      '\u202eevil.exe',
      'مرحبا بالعالم',
      'שלום עולם',
      'Nguyễn Văn An',
      '\ud800',
      '😀'.repeat(60),
    ),
  },
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
);
const integer = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(2147483648, -1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2, 1e308, 1) },
  { weight: 2, arbitrary: fc.constantFrom('2147483648', '0x10', '1e3', '+1', ' 1', '01', '99999999999999999999999') },
  fc.integer(),
  fc.double(),
);
const amount = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('1e5', '1E+5', '0', '-1', '0x10', 'Infinity', 'NaN', ' 1', '100000') },
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** 22n }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 25 }),
    )
    .map(([whole, fraction]) => (fraction === '' ? String(whole) : `${whole}.${fraction}`)),
  fc.double().map(String),
);
const wrongType = fc.oneof(fc.constant(null), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }), fc.object());

/** A value for one field: mostly of its own kind, hostile or not, sometimes of another type altogether. */
function valueFor(field: Field): fc.Arbitrary<unknown> {
  const own = (() => {
    if (field.schema === PositiveDecimal) return amount;
    if (field.kind === 'text') return text;
    if (field.kind === 'integer') return integer;
    if (field.kind === 'choice') return fc.oneof(fc.constantFrom(...choicesOf(field)), text);
    return fc.oneof(fc.boolean(), text);
  })();
  return fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: wrongType });
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
      fc.tuple(...chosen.map((field) => valueFor(field).map((value): Assignment => ({ field, value })))),
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
