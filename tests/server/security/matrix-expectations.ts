/**
 * The expectations of the authorisation matrix (authorization-matrix.test.ts), as data: the callers, the rows a
 * path or body names and where they live, the bodies and queries that reach a handler's ownership check, and
 * the outcome each caller should get — derived from the contract entry, with the few exceptions and their reasons.
 */
import { sql } from 'drizzle-orm';
import { authOf, type CallDefinition, CLIENTS, pathParamNames, type TeamRole } from '../../../src/contract/define.ts';
import { CONTRACT } from '../../../src/contract/index.ts';

export const CALLS: readonly CallDefinition[] = CONTRACT;

/**
 * Who calls: the three roles of one account, nobody, another customer (a director of their own account), and an
 * integration's API key (every scope) of the first account and of the other customer (docs/decisions/033).
 */
export type Caller = TeamRole | 'SIGNED_OUT' | 'OTHER_CUSTOMER' | 'API_KEY' | 'OTHER_API_KEY';
export const CALLERS: readonly Caller[] = [
  'DIRECTOR',
  'FINANCE',
  'SELLER',
  'SIGNED_OUT',
  'OTHER_CUSTOMER',
  'API_KEY',
  'OTHER_API_KEY',
];
/** The callers aimed at rows that are not theirs. */
export const OUTSIDERS: readonly Caller[] = ['OTHER_CUSTOMER', 'OTHER_API_KEY'];

export type Outcome = 'allowed' | 'refused';

/** The rows a path `{id}` names, by the path below the server's origin (more specific patterns first). */
export const ROW_KINDS = [
  [/^\/api\/v1\/delegation\/accounts\/\{id\}/, 'team_member'],
  [/^\/api\/v1\/payments\/banks\/\{id\}/, 'bank'],
  [/^\/api\/v1\/payments\/e-wallets\/\{id\}/, 'e_wallet'],
  [/^\/api\/v1\/notifications\/\{id\}/, 'notification'],
  [/^\/api\/v1\/kyc\/documents\/\{id\}/, 'kyc_document'],
  [/^\/api\/v1\/developers\/api-keys\/\{id\}/, 'api_key'],
  [/^\/api\/v1\/developers\/webhooks\/\{id\}/, 'webhook'],
  [/^\/api\/v1\/virtual-accounts\/transactions\/\{id\}/, 'va_transaction'],
  [/^\/api\/v1\/virtual-accounts\/qr\/codes\/\{id\}/, 'qr_code'],
  [/^\/api\/v1\/virtual-accounts\/\{id\}/, 'virtual_account'],
  [/^\/api\/v1\/top-ups\/\{id\}/, 'top_up'],
  [/^\/api\/v1\/invoices\/\{id\}/, 'invoice'],
  [/^\/api\/card\/v1\/transactions\/\{id\}/, 'card_transaction'],
  [/^\/api\/card\/v1\/cards\/\{id\}/, 'card'],
] as const;
/** Rows a path names, and rows only a body names. */
export type RowKind = (typeof ROW_KINDS)[number][1] | 'qr_merchant' | 'pending_action';

/** One row of each kind that the first account owns: `owner` is its account (user) id. */
export const OWNED_ROW: Readonly<Record<RowKind, (owner: number) => ReturnType<typeof sql>>> = {
  team_member: (owner) => sql`select id from team_members where director_id = ${owner}`,
  bank: (owner) => sql`select id from payments where account_id = ${owner} and payment_type = 'BANK'`,
  e_wallet: (owner) => sql`select id from payments where account_id = ${owner} and payment_type = 'E_WALLET'`,
  notification: (owner) => sql`select id from notifications where user_id = ${owner}`,
  kyc_document: (owner) => sql`select id from kyc_documents where account_id = ${owner}`,
  api_key: (owner) => sql`select id from api_keys where account_id = ${owner}`,
  webhook: (owner) => sql`select id from webhooks where account_id = ${owner}`,
  va_transaction: (owner) => sql`select id from va_transactions where owner_id = ${owner}`,
  qr_code: (owner) =>
    sql`select q.id from qr_codes q join qr_merchants m on m.id = q.qr_merchant_id where m.owner_id = ${owner}`,
  virtual_account: (owner) => sql`select id from virtual_accounts where owner_id = ${owner}`,
  top_up: (owner) => sql`select transaction_id as id from top_up_intents where owner_id = ${owner}`,
  invoice: (owner) => sql`select id from invoices where owner_id = ${owner}`,
  card_transaction: (owner) => sql`select id from card_transactions where account_id = ${owner}`,
  card: (owner) => sql`select id from cards where account_id = ${owner}`,
  qr_merchant: (owner) => sql`select id from qr_merchants where owner_id = ${owner}`,
  pending_action: (owner) => sql`select id from pending_actions where account_id = ${owner}`,
};

/** Where each kind of row lives (table, key): the other customer's pass must leave every one of them as it was. */
export const ROW_TABLES: Readonly<Record<RowKind, readonly [table: string, key: string]>> = {
  team_member: ['team_members', 'id'],
  bank: ['payments', 'id'],
  e_wallet: ['payments', 'id'],
  notification: ['notifications', 'id'],
  kyc_document: ['kyc_documents', 'id'],
  api_key: ['api_keys', 'id'],
  webhook: ['webhooks', 'id'],
  va_transaction: ['va_transactions', 'id'],
  qr_code: ['qr_codes', 'id'],
  virtual_account: ['virtual_accounts', 'id'],
  top_up: ['top_up_intents', 'transaction_id'],
  invoice: ['invoices', 'id'],
  card_transaction: ['card_transactions', 'id'],
  card: ['cards', 'id'],
  qr_merchant: ['qr_merchants', 'id'],
  pending_action: ['pending_actions', 'id'],
};

/**
 * Calls whose body names a row (ids of the first account's rows): sent by the other customer, each must be
 * refused with a 4xx, never done.
 */
export const BODY_REFERENCES: Readonly<Record<string, (row: (kind: RowKind) => number) => unknown>> = {
  resetTeamMemberPassword: (row) => ({ id: row('team_member') }),
  resendInvitation: (row) => ({ id: row('team_member') }),
  bulkUpdateVaPlatform: (row) => ({ items: [{ id: row('virtual_account'), platform_id: 1 }] }),
  createQrCode: (row) => ({ qr_merchant_id: row('qr_merchant'), description: 'IDOR probe' }),
  respondToRequest: (row) => ({ request_id: row('pending_action'), confirmed: true, message: 'IDOR probe' }),
  createInvoice: (row) => ({
    amount: '500000',
    currency: 'VND',
    payer_name: 'Tran Van Binh',
    payer_email: 'binh@example.test',
    due_date: '2026-03-10',
    virtual_account_id: row('virtual_account'),
  }),
  sendCardOtp: (row) => ({ card_id: row('card'), purpose: 'card_sensitive' }),
  verifyCardOtp: (row) => ({ card_id: row('card'), code: '123456' }),
  createVaWithdrawal: (row) => ({
    range_of_rate: { id: 1 },
    amount: '100000',
    payment: { id: row('bank') },
    withdrawal_source: 'VA',
  }),
};

/**
 * Bodies for the calls that name a row in their path and take a body: valid by the entry's own schema (a test
 * below proves it), so the other customer's request passes validation and reaches the handler's ownership check.
 * A new call with an `{id}` and a body fails that test until it has one here.
 */
export const ROW_CALL_BODIES: Readonly<Record<string, unknown>> = {
  changeTeamMemberRole: { role: 'SELLER' },
  // An account the bank directory knows (server/seed/payments.ts), so the name check passes.
  updateBank: { currency: 'VND', bank_bin: '970436', account_number: '0071001234567', account_name: 'NGUYEN MINH ANH' },
  updateEWallet: { currency: 'USD', provider: 'payoneer', account_name: 'NGUYEN VAN AN', email: 'an@example.test' },
  updateWebhook: { url: 'https://hooks.example.test/campay', events: ['va.topup.success'], status: 'ACTIVE' },
  assignVaPlatform: { platform_id: 1 },
  topUpCard: { amount: '1' },
};

/**
 * Reads whose query names a row (a filter by the first account's row): the other customer gets a 4xx or an empty
 * page, never the first account's items.
 */
export const QUERY_REFERENCES: Readonly<Record<string, (row: (kind: RowKind) => number) => string>> = {
  listCardTransactions: (row) => `card_id=${row('card')}`,
  listVaTransactions: (row) => `virtual_account_id=${row('virtual_account')}`,
  getQrStatistic: (row) =>
    `from=2026-01-01T00:00:00.000Z&to=2026-12-31T00:00:00.000Z&qr_merchant_id=${row('qr_merchant')}`,
};

/**
 * Where the server's answer differs from what the entry's auth kind and `roles` alone say, and why. A key is
 * `<call>` (every caller) or `<call>:<caller>`.
 */
export const EXCEPTIONS: Readonly<Record<string, { readonly outcome: Outcome; readonly why: string }>> = {
  getApiKeyIdentity: {
    outcome: 'refused',
    why: 'auth none, but its credential is an x-api-key: refused to everyone without one',
  },
  'getApiKeyIdentity:API_KEY': { outcome: 'allowed', why: 'it names the key it is called with' },
  'getApiKeyIdentity:OTHER_API_KEY': { outcome: 'allowed', why: 'it names the key it is called with' },
  'removeTeamMember:OTHER_CUSTOMER': {
    outcome: 'allowed',
    why: "answers 200 when there is nothing of the caller's to remove (a retried DELETE), so it tells nothing; the row stays (the snapshot test)",
  },
  'getWallet:SELLER': {
    outcome: 'refused',
    why: 'PRODUCT.md section 4: a SELLER sees VA/QR balances only, and the sample wallet type is MAIN (server/auth/balance-access.ts)',
  },
  'getBalances:SELLER': {
    outcome: 'refused',
    why: 'PRODUCT.md section 4: a SELLER sees VA/QR balances only, and the sample wallet type is MAIN (server/auth/balance-access.ts)',
  },
};

/** Calls that end sessions: sent last, one at a time, so they cannot sign out a caller mid-matrix. */
export const SESSION_ENDING = new Set(['logout', 'revokeOtherSessions']);

export const PHASES = ['read', 'change', 'remove'] as const;
export const phaseOf = (call: CallDefinition) =>
  call.method === 'GET' ? 'read' : call.method === 'DELETE' ? 'remove' : 'change';

export function rowKindOf(call: CallDefinition): RowKind | null {
  const full = `${CLIENTS[call.client].base}${call.path}`;
  return ROW_KINDS.find(([pattern]) => pattern.test(full))?.[1] ?? null;
}

export const namesRow = (call: CallDefinition) => pathParamNames(call.path).includes('id') && authOf(call) !== 'admin';

/** What the entry alone says `caller` gets; the other customer is a director of their own account. */
export function expectedByContract(call: CallDefinition, caller: Caller): Outcome {
  const kind = authOf(call);
  if (kind === 'none' || kind === 'optional') return 'allowed';
  // Nobody in the matrix holds the operator's key or a refresh token (an access token is not one).
  if (kind === 'admin' || kind === 'refresh') return 'refused';
  if (caller === 'SIGNED_OUT') return 'refused';
  // A key opens only the calls whose entry names a scope, each for its own account.
  if (caller === 'API_KEY' || caller === 'OTHER_API_KEY') {
    if (call.apiKeyScope === undefined) return 'refused';
    return caller === 'OTHER_API_KEY' && namesRow(call) ? 'refused' : 'allowed';
  }
  if (caller === 'OTHER_CUSTOMER') return namesRow(call) ? 'refused' : expectedByContract(call, 'DIRECTOR');
  return call.roles === undefined || call.roles.includes(caller) ? 'allowed' : 'refused';
}

export function expected(call: CallDefinition, caller: Caller): Outcome {
  return (EXCEPTIONS[`${call.name}:${caller}`] ?? EXCEPTIONS[call.name])?.outcome ?? expectedByContract(call, caller);
}

export interface Answer {
  readonly status: number;
  readonly code: string | null;
  /** How many items a page answered (`data.items`), when it answered one. */
  readonly items: number | null;
}

/** 401 and 403 refuse; for an outsider's request for the first account's row, so does 404 (not theirs to know of). */
export function outcomeOf(answer: Answer, call: CallDefinition, caller: Caller): Outcome {
  const refusals = OUTSIDERS.includes(caller) && namesRow(call) ? [401, 403, 404] : [401, 403];
  return refusals.includes(answer.status) ? 'refused' : 'allowed';
}
