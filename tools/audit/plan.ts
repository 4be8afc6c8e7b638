/**
 * What the audit visits: every route of the route table (src/app/routes.ts), as whom, at which address, and on
 * which pages it times the money figure. Pure but for `resolveIds`, which asks the running API for real ids.
 */
import { ROUTES, type RouteDef, roleAllowed } from '../../src/app/routes.ts';
import type { Role } from '../../src/lib/roles.ts';

/**
 * Money pages (PRODUCT.md section 5: "money data painted ≤ 3.0 s") and where each shows its first figure from the
 * server: the first element matching `selector` whose text is an amount with its currency ({@link MONEY_TEXT}).
 * Nothing prerendered matches: these elements are empty or skeletons until the figures arrive.
 */
export const MONEY_PAGES: Readonly<Record<string, { readonly selector: string; readonly what: string }>> = {
  '/': { selector: '[data-early-figure]', what: 'a wallet balance (Home)' },
  '/va': { selector: '[data-testid="va-balance"]', what: 'the VA balance' },
  '/vc': { selector: '[data-testid^="vc-balance-"]', what: 'the main or card balance' },
  '/vc/list': { selector: '[data-testid="card-balance"]', what: "a card's balance" },
  '/transactions': { selector: 'main tbody td', what: "a row's amount" },
  '/transactions/:id': { selector: 'main dd', what: 'the amount' },
  '/va/transactions': { selector: 'main tbody td', what: "a row's amount" },
  '/va/transactions/:id': { selector: 'main dd', what: 'the amount' },
  '/va/qr-transaction': { selector: 'main tbody td', what: "a row's amount" },
  '/va/qr-transaction/:id': { selector: 'main dd', what: 'the amount' },
  '/vc/transactions': { selector: 'main tbody td', what: "a row's amount" },
};

/**
 * An amount as formatMoney writes it in either language: digits with a currency sign or code
 * (en `₫1,234,567`, `$12.00`; vi `1.234.567 ₫`, `12,00 US$`).
 */
export const MONEY_TEXT = /^(?=.*\d)(?=.*(?:[₫$€]|\b(?:VND|USD|USDT|USDC)\b))/s;

export interface Visit {
  /** The route pattern (the key of budget.json and of the reports). */
  readonly route: string;
  /** The address loaded: the pattern with its parameters filled in. */
  readonly path: string;
  /** Who is signed in; null for signed out. */
  readonly role: Role | null;
  readonly money: { readonly selector: string; readonly what: string } | null;
  /** How a parameter was chosen, when the address is not the pattern itself. */
  readonly note: string | null;
}

/**
 * Guest and public pages are seen signed out (a session sends a guest page home); app pages signed in as the
 * director, or as the first role that may open the route when the director may not.
 */
export function roleFor(route: Pick<RouteDef, 'access' | 'roles'>): Role | null {
  if (route.access !== 'authenticated') return null;
  return roleAllowed(route, 'director') ? 'director' : (route.roles?.[0] ?? 'director');
}

/** Real values for the dynamic segments, by route pattern (the API's ids); filled by `resolveIds`. */
export type Params = Readonly<Record<string, { readonly value: string; readonly note: string }>>;

/** A token that passes the route's rule; the page then asks the API about it and shows that it is not valid. */
const SAMPLE_TOKEN = 'audit-reset-token';

/** The visits for the chosen routes (all when `only` is empty), in the route table's order. */
export function planVisits(only: readonly string[], params: Params): Visit[] {
  const unknown = only.filter((path) => !ROUTES.some((route) => route.path === path));
  if (unknown.length > 0) throw new Error(`--routes: not in src/app/routes.ts: ${unknown.join(', ')}`);
  return ROUTES.filter((route) => only.length === 0 || only.includes(route.path)).map((route: RouteDef) => {
    const param = params[route.path];
    const path = route.path.replace(':token', SAMPLE_TOKEN).replace(':id', param?.value ?? '1');
    const note = route.path.includes(':token')
      ? 'a made-up reset token'
      : route.path.includes(':id')
        ? (param?.note ?? 'id 1')
        : null;
    return { route: route.path, path, role: roleFor(route), money: MONEY_PAGES[route.path] ?? null, note };
  });
}

/** Which balance each transaction detail route shows (the list API's `balance_type`), null for every balance. */
const DETAIL_SCOPES: Readonly<Record<string, string | null>> = {
  '/transactions/:id': null,
  '/va/transactions/:id': 'VA',
  '/va/qr-transaction/:id': 'QR_MERCHANT',
};

/** The newest transaction of each detail route's balance, read from the API as the director sees them. */
export async function resolveIds(base: string, token: string): Promise<Params> {
  const params: Record<string, { value: string; note: string }> = {};
  for (const [route, balance] of Object.entries(DETAIL_SCOPES)) {
    const query = `page=1&limit=1${balance === null ? '' : `&balance_type=${balance}`}`;
    const response = await fetch(`${base}/api/v2/virtual-accounts/transactions?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data?: { items?: { id: number }[] } };
    const id = body.data?.items?.[0]?.id;
    params[route] =
      id === undefined
        ? { value: '1', note: `no ${balance ?? ''} transaction in the demo data (${response.status}): id 1` }
        : { value: String(id), note: `the newest ${balance === null ? '' : `${balance} `}transaction` };
  }
  return params;
}
