/**
 * The operator CLI's work: one admin-endpoint call of the running server, its answer as a table, every line
 * terminal-safe (customers write some of it: cli/terminal.ts). The CLI
 * talks HTTP rather than opening the database because embedded PGlite is single-process: while `npm start`
 * holds DATA_DIR, nobody else may open it (and on PostgreSQL the same path keeps one code path).
 */
import type { OperatorItemType } from '../../../src/contract/calls/operator.ts';
import type { OperatorCommand } from './args.ts';
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

function request(command: OperatorCommand): { path: string; method: string; body?: string } {
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
  return { path, method: 'POST', body: JSON.stringify({ reason: command.reason }) };
}

const COLUMNS: readonly [title: string, value: (item: OperatorItemType) => string][] = [
  ['ID', (item) => String(item.id)],
  ['STATUS', (item) => item.status],
  ['CUSTOMER', (item) => item.customer.email],
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
  return lines;
}

/** The CLI's only way to the terminal: one line at a time, made terminal-safe (cli/terminal.ts). */
function printer(sink: (line: string) => void): (line: string) => void {
  return (line) => sink(terminalSafe(line));
}

interface ApiBody {
  status?: boolean;
  code?: string;
  message?: string;
  fields?: Record<string, string[]>;
  data?: OperatorItemType | { items: OperatorItemType[]; total: number; page: number; limit: number };
}

/** Runs the command; the exit code is 0 on success, 1 when the server refuses or cannot be reached. */
export async function runOperator(command: OperatorCommand, deps: CliDeps): Promise<number> {
  const out = printer(deps.out);
  const err = printer(deps.err);
  const { path, method, body } = request(command);
  const headers: Record<string, string> = { 'x-admin-key': deps.adminKey, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await deps.fetch(`${deps.baseUrl}${path}`, { method, headers, ...(body ? { body } : {}) });
  } catch (error) {
    err(`Cannot reach the server at ${deps.baseUrl} (${(error as Error).message}). Is \`npm start\` running?`);
    return 1;
  }
  const answer = (await response.json().catch(() => ({}))) as ApiBody;
  if (!response.ok || answer.data === undefined) {
    const fields = answer.fields ? ` ${JSON.stringify(answer.fields)}` : '';
    err(`Error ${response.status} ${answer.code ?? ''}: ${answer.message ?? response.statusText}${fields}`);
    return 1;
  }
  if ('items' in answer.data) {
    const page = answer.data;
    const lines = page.items.length === 0 ? [`No ${command.kind} items.`] : formatTable(page.items);
    for (const line of lines) out(line);
    out(`${page.items.length} of ${page.total} (page ${page.page}, ${page.limit} per page)`);
    return 0;
  }
  for (const line of itemLines(answer.data)) out(line);
  return 0;
}
