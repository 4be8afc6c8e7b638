/**
 * The operator CLI's work: one admin-endpoint call of the running server, its answer as a table, every line
 * terminal-safe (customers write some of it: cli/terminal.ts). The CLI
 * talks HTTP rather than opening the database because embedded PGlite is single-process: while `npm start`
 * holds DATA_DIR, nobody else may open it (and on PostgreSQL the same path keeps one code path).
 */

import type { CardTransactionType } from '../../../src/contract/calls/card.ts';
import type { CustomerFeaturesType, OperatorItemType } from '../../../src/contract/calls/operator.ts';
import type { OperatorCommand } from './args.ts';
import { CARD_ACTIONS, type CardCommand, cardRequest, transactionLine } from './cards.ts';
import { terminalSafe } from './terminal.ts';

export interface CliDeps {
  /** The server's origin, e.g. `http://127.0.0.1:4321`. */
  readonly baseUrl: string;
  readonly adminKey: string;
  readonly fetch: (url: string, init: RequestInit) => Promise<Response>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

const ADMIN_BASE = '/api/warehouse/v1/admin';
/** A demo server's route (server/dev/seed-transactions.ts): not an operator decision, so not in the contract. */
const SEED_PATH = '/__dev/seed-transactions';

type ReviewCommand = Exclude<OperatorCommand, { action: 'seed-transactions' | 'features' } | CardCommand>;

function request(command: ReviewCommand): { path: string; method: string; body?: string } {
  const base = `${ADMIN_BASE}/${command.kind}`;
  if (command.action === 'list') {
    const query = new URLSearchParams({
      status: command.status,
      page: String(command.page),
      limit: String(command.limit),
    });
    return { path: `${base}?${query}`, method: 'GET' };
  }
  const path = `${base}/${command.id}/${command.action}`;
  if (command.action === 'approve') return { path, method: 'POST' };
  const fields = command.fields.length > 0 ? { fields: command.fields } : {};
  return { path, method: 'POST', body: JSON.stringify({ reason: command.reason, ...fields }) };
}

const COLUMNS: readonly [title: string, value: (item: OperatorItemType) => string][] = [
  ['ID', (item) => String(item.id)],
  ['STATUS', (item) => item.status],
  // The customer's id is what `features` takes.
  ['CUSTOMER', (item) => `${item.customer.email} (id ${item.customer.id})`],
  ['CREATED', (item) => item.created_at.slice(0, 16).replace('T', ' ')],
  ['SUMMARY', (item) => item.summary],
];

/**
 * A plain-text table, one line per row: columns as wide as their widest cell, the last one left ragged.
 * Cells are made terminal-safe first, so a customer's control characters neither act nor upset the widths.
 */
export function formatTable(items: readonly OperatorItemType[]): string[] {
  const cells = (item: OperatorItemType) => COLUMNS.map(([, value]) => terminalSafe(value(item)));
  const rows = [COLUMNS.map(([title]) => title), ...items.map(cells)];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows.map((row) =>
    row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  '),
  );
}

function itemLines(item: OperatorItemType): string[] {
  const lines = formatTable([item]);
  if (item.reason) lines.push(`Reason: ${item.reason}`);
  const fields = item.details.rejection_fields;
  if (typeof fields === 'string' && fields !== '') lines.push(`Fields to fix: ${fields}`);
  return lines;
}

/** The CLI's only way to the terminal: one line at a time, made terminal-safe (cli/terminal.ts). */
function printer(sink: (line: string) => void): (line: string) => void {
  return (line) => sink(terminalSafe(line));
}

interface ApiBody<Data> {
  status?: boolean;
  code?: string;
  message?: string;
  /** A 422's field errors (ErrorBody of src/contract/common.ts). */
  errors?: Record<string, string[]>;
  data?: Data;
}

type ItemData = OperatorItemType | { items: OperatorItemType[]; total: number; page: number; limit: number };

/** One admin-keyed call; its data, or null after printing why it failed (refused or unreachable). */
async function send<Data>(
  deps: CliDeps,
  call: { path: string; method: string; body?: string },
  err: (line: string) => void,
): Promise<Data | null> {
  const { path, method, body } = call;
  const headers: Record<string, string> = { 'x-admin-key': deps.adminKey, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await deps.fetch(`${deps.baseUrl}${path}`, { method, headers, ...(body ? { body } : {}) });
  } catch (error) {
    err(`Cannot reach the server at ${deps.baseUrl} (${(error as Error).message}). Is \`npm start\` running?`);
    return null;
  }
  const answer = (await response.json().catch(() => ({}))) as ApiBody<Data>;
  if (!response.ok || answer.data === undefined) {
    const fields = answer.errors ? ` ${JSON.stringify(answer.errors)}` : '';
    // A server without demo mode has no /__dev route: its static site answers, with no error code.
    const hint = path === SEED_PATH && answer.code === undefined ? ' (is it a demo server, npm start?)' : '';
    err(`Error ${response.status} ${answer.code ?? ''}: ${answer.message ?? response.statusText}${fields}${hint}`);
    return null;
  }
  return answer.data;
}

async function seedTransactions(
  command: Extract<OperatorCommand, { action: 'seed-transactions' }>,
  deps: CliDeps,
): Promise<number> {
  const err = printer(deps.err);
  const body = JSON.stringify({ email: command.email, count: command.count });
  const data = await send<{ account_id: number; inserted: number }>(
    deps,
    { path: SEED_PATH, method: 'POST', body },
    err,
  );
  if (data === null) return 1;
  printer(deps.out)(
    `Inserted ${data.inserted.toLocaleString('en-US')} history transactions for account ${data.account_id} (${command.email}); balances are unchanged.`,
  );
  return 0;
}

const onOff = (enabled: boolean) => (enabled ? 'on' : 'off');

async function switchFeatures(command: Extract<OperatorCommand, { action: 'features' }>, deps: CliDeps) {
  const call = {
    path: `${ADMIN_BASE}/customers/${command.customerId}/features`,
    method: 'PUT',
    body: JSON.stringify(command.switches),
  };
  const data = await send<CustomerFeaturesType>(deps, call, printer(deps.err));
  if (data === null) return 1;
  printer(deps.out)(
    `Customer ${data.id} (${data.email}): virtual accounts ${onOff(data.va_enable)}, virtual cards ${onOff(data.vc_enable)}.`,
  );
  return 0;
}

/** A simulated processor call: a declined charge is still a 200 answer (exit 0), its reason printed. */
async function cardCommand(command: CardCommand, deps: CliDeps): Promise<number> {
  const data = await send<CardTransactionType>(deps, cardRequest(command), printer(deps.err));
  if (data === null) return 1;
  printer(deps.out)(transactionLine(data));
  return 0;
}

const isCardCommand = (command: OperatorCommand): command is CardCommand =>
  (CARD_ACTIONS as readonly string[]).includes(command.action);

/** Runs the command; the exit code is 0 on success, 1 when the server refuses or cannot be reached. */
export async function runOperator(command: OperatorCommand, deps: CliDeps): Promise<number> {
  if (command.action === 'seed-transactions') return seedTransactions(command, deps);
  if (command.action === 'features') return switchFeatures(command, deps);
  if (isCardCommand(command)) return cardCommand(command, deps);
  const out = printer(deps.out);
  const data = await send<ItemData>(deps, request(command), printer(deps.err));
  if (data === null) return 1;
  if ('items' in data) {
    const page = data;
    const lines = page.items.length === 0 ? [`No ${command.kind} items.`] : formatTable(page.items);
    for (const line of lines) out(line);
    out(`${page.items.length} of ${page.total} (page ${page.page}, ${page.limit} per page)`);
    return 0;
  }
  for (const line of itemLines(data)) out(line);
  return 0;
}
