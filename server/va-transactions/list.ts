/**
 * listVaTransactions: the account's transactions (main and VA top-ups, withdrawals, internal transfers, QR
 * payments) the viewer's role may see, newest first, in numbered pages. One index, `(owner_id, created_at
 * DESC, id DESC)` (migration 0100), serves every page of every filter: the planner walks it in the list's order
 * and stops after the page (docs/API.md measures 10,000 rows).
 *
 * `top_up_status` / `withdraw_status` are the per-type lists the app sends after SPEC section 4's rewrites: a
 * row matches when its type's list is given and holds its status (TOP_UP in top_up_status, WITHDRAWAL in
 * withdraw_status). A type whose list is absent matches nothing while the other list is given, which is what
 * "process with top-up sends only top-up statuses" means. `status` and `type` narrow every row further.
 */
import { and, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { GenericStatus } from '../../src/contract/common.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { visibleBalances } from '../auth/balance-access.ts';
import type { Executor } from '../db/client.ts';
import { type VaTransactionRow, vaTransactions } from '../db/schema/va.ts';

type Status = (typeof GenericStatus.options)[number];

/** Who reads: the account acted on, and the role that decides which balances' rows it may see. */
export type Viewer = Pick<AuthUser, 'accountId' | 'role'>;

export interface VaTransactionFilters {
  readonly type?: VaTransactionRow['type'] | 'ADJUSTMENT' | undefined;
  readonly status?: Status | undefined;
  readonly top_up_status?: readonly Status[] | undefined;
  readonly withdraw_status?: readonly Status[] | undefined;
  readonly balance_type?: VaTransactionRow['balanceType'] | undefined;
  readonly virtual_account_id?: number | undefined;
  readonly qr_code_id?: number | undefined;
  readonly search?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  /** Bounds of the gross amount, decimal strings compared as numbers (numeric), both inclusive. */
  readonly amount_min?: string | undefined;
  readonly amount_max?: string | undefined;
}

const t = vaTransactions;

/** The per-type status lists as one condition, or undefined when neither is given. */
export function perTypeStatus(filters: VaTransactionFilters): SQL | undefined {
  const { top_up_status: topUp, withdraw_status: withdraw } = filters;
  if (topUp === undefined && withdraw === undefined) return undefined;
  const branches = [
    topUp === undefined ? undefined : and(eq(t.type, 'TOP_UP'), inArray(t.status, [...topUp])),
    withdraw === undefined ? undefined : and(eq(t.type, 'WITHDRAWAL'), inArray(t.status, [...withdraw])),
  ].filter((branch) => branch !== undefined);
  return or(...branches) ?? sql`false`;
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The code, or an account number, name or bank on either side, as one text the pattern is matched against once
 * per row (seven ILIKEs cost three times as much at 10,000 rows). The fields are joined by U+001F, a control
 * character no search can hold (the contract refuses them), so a match never spans two fields.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (search === undefined || search === '') return undefined;
  const parties = (['source', 'destination'] as const).flatMap((side) =>
    ['account_number', 'account_name', 'bank_name'].map((field) => sql`${t[side]} ->> ${field}`),
  );
  return sql`concat_ws(chr(31), ${t.code}, ${sql.join(parties, sql`, `)}) ILIKE ${containing(search)}`;
}

/** `numeric` against `numeric`: `"9" < "10"` as money, never as text. */
function amountBounds(filters: VaTransactionFilters): SQL | undefined {
  const { amount_min: min, amount_max: max } = filters;
  return and(
    min === undefined ? undefined : gte(t.amount, sql`${min}::numeric`),
    max === undefined ? undefined : lte(t.amount, sql`${max}::numeric`),
  );
}

/** The rows `viewer` may see at all: the account's own, of a balance their role sees (whatever the filters say). */
export function visibleTo(viewer: Viewer): SQL | undefined {
  return and(eq(t.ownerId, viewer.accountId), inArray(t.balanceType, [...visibleBalances(viewer.role)]));
}

function whereOf(viewer: Viewer, filters: VaTransactionFilters): SQL | undefined {
  // ADJUSTMENT is a transaction type of the contract no transaction of the list has.
  const type = filters.type;
  const typeCondition = type === undefined ? undefined : type === 'ADJUSTMENT' ? sql`false` : eq(t.type, type);
  return and(
    visibleTo(viewer),
    typeCondition,
    filters.status === undefined ? undefined : eq(t.status, filters.status),
    perTypeStatus(filters),
    filters.balance_type === undefined ? undefined : eq(t.balanceType, filters.balance_type),
    filters.virtual_account_id === undefined ? undefined : eq(t.virtualAccountId, filters.virtual_account_id),
    filters.qr_code_id === undefined ? undefined : eq(t.qrCodeId, filters.qr_code_id),
    searchCondition(filters.search),
    filters.from === undefined ? undefined : gte(t.createdAt, new Date(filters.from)),
    filters.to === undefined ? undefined : lte(t.createdAt, new Date(filters.to)),
    amountBounds(filters),
  );
}

/** One page's rows as a query (the list runs it; tests read its plan). */
export function pageQuery(
  db: Executor,
  viewer: Viewer,
  filters: VaTransactionFilters,
  page: { readonly page: number; readonly limit: number },
) {
  return db
    .select()
    .from(t)
    .where(whereOf(viewer, filters))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function listVaTransactions(
  db: Executor,
  viewer: Viewer,
  filters: VaTransactionFilters,
  page: { readonly page: number; readonly limit: number },
): Promise<{ rows: VaTransactionRow[]; total: number }> {
  const rows = await pageQuery(db, viewer, filters, page);
  const [counted] = await db.select({ total: count() }).from(t).where(whereOf(viewer, filters));
  return { rows, total: counted?.total ?? 0 };
}
