/**
 * The route table: the single source of truth for every screen of SPEC section 2.
 * Pages, titles, the guard, the navigation, the static-host rules and the tests all read it.
 */
import type { Role } from '../lib/roles.ts';
import type { ParamRule } from './params.ts';

export type Layout = 'auth' | 'dashboard' | 'general' | 'none';

/** PRODUCT.md section 4: public pages are always allowed; guest pages only without a session. */
export type Access = 'public' | 'guest' | 'authenticated';

/** Title labels SPEC section 2 names; each maps to a paraglide message `title_<label>`. */
export type TitleLabel =
  | 'home'
  | 'withdraw'
  | 'top_up'
  | 'setting'
  | 'sign_in'
  | 'sign_up'
  | 'forgot_password'
  | 'profile'
  | 'security'
  | 'payment_management'
  | 'transactions'
  | 'virtual_account'
  | 'virtual_card'
  | 'refer_a_friend'
  | 'user_management';

export type ForcedColorMode = 'light' | 'dark' | 'system';

export interface RouteDef {
  /** Path pattern; dynamic segments are written `:name` with a rule in `params`. */
  readonly path: string;
  readonly layout: Layout;
  readonly access: Access;
  /** Roles allowed to open the page; every role when absent (PRODUCT.md section 4). */
  readonly roles?: readonly Role[];
  readonly title?: TitleLabel;
  readonly params?: Readonly<Record<string, ParamRule>>;
  /** A page may force a colour mode; `system` is rejected at run time with a warning. */
  readonly colorMode?: ForcedColorMode;
}

const MONEY = ['director', 'financial'] as const satisfies readonly Role[];
const DIRECTOR = ['director'] as const satisfies readonly Role[];
const ID = { id: 'id' } as const;

export const ROUTES = [
  { path: '/', layout: 'dashboard', access: 'authenticated', title: 'home' },
  { path: '/signin', layout: 'none', access: 'guest', title: 'sign_in' },
  { path: '/signup', layout: 'auth', access: 'guest', title: 'sign_up' },
  { path: '/callback', layout: 'none', access: 'guest' },
  { path: '/forgot', layout: 'auth', access: 'guest', title: 'forgot_password' },
  { path: '/forgot/:token', layout: 'none', access: 'guest', params: { token: 'token' } },
  { path: '/set-password', layout: 'none', access: 'guest' },
  { path: '/test', layout: 'general', access: 'public' },
  { path: '/top-up', layout: 'dashboard', access: 'authenticated', roles: MONEY, title: 'top_up' },
  { path: '/withdraw', layout: 'dashboard', access: 'authenticated', roles: MONEY, title: 'withdraw' },
  { path: '/withdraw/bank', layout: 'dashboard', access: 'authenticated', roles: MONEY },
  { path: '/withdraw/e-wallet', layout: 'dashboard', access: 'authenticated', roles: MONEY },
  { path: '/transactions', layout: 'dashboard', access: 'authenticated', roles: MONEY, title: 'transactions' },
  { path: '/transactions/:id', layout: 'dashboard', access: 'authenticated', roles: MONEY, params: ID },
  { path: '/profile', layout: 'dashboard', access: 'authenticated', title: 'profile' },
  { path: '/user', layout: 'dashboard', access: 'authenticated', roles: DIRECTOR, title: 'user_management' },
  { path: '/referral', layout: 'dashboard', access: 'authenticated', title: 'refer_a_friend' },
  { path: '/pending-actions', layout: 'dashboard', access: 'authenticated' },
  { path: '/invitation-expired', layout: 'general', access: 'public' },
  { path: '/setting', layout: 'dashboard', access: 'authenticated', title: 'setting' },
  { path: '/setting/general', layout: 'dashboard', access: 'authenticated' },
  { path: '/setting/security', layout: 'dashboard', access: 'authenticated', title: 'security' },
  {
    path: '/setting/payment',
    layout: 'dashboard',
    access: 'authenticated',
    roles: MONEY,
    title: 'payment_management',
  },
  { path: '/setting/payment/bank', layout: 'dashboard', access: 'authenticated', roles: DIRECTOR },
  { path: '/setting/payment/e-wallet', layout: 'dashboard', access: 'authenticated', roles: DIRECTOR },
  { path: '/setting/developers', layout: 'dashboard', access: 'authenticated', roles: DIRECTOR },
  { path: '/va', layout: 'dashboard', access: 'authenticated', title: 'virtual_account' },
  { path: '/va/list', layout: 'dashboard', access: 'authenticated' },
  { path: '/va/list/update-platform', layout: 'dashboard', access: 'authenticated', roles: MONEY },
  { path: '/va/list/qr-merchant-list', layout: 'dashboard', access: 'authenticated' },
  { path: '/va/list/withdraw_qr', layout: 'dashboard', access: 'authenticated', roles: MONEY },
  { path: '/va/transactions', layout: 'dashboard', access: 'authenticated' },
  { path: '/va/transactions/:id', layout: 'dashboard', access: 'authenticated', params: ID },
  { path: '/va/qr-transaction', layout: 'dashboard', access: 'authenticated' },
  { path: '/va/qr-transaction/:id', layout: 'dashboard', access: 'authenticated', params: ID },
  { path: '/va/withdraw/bank', layout: 'dashboard', access: 'authenticated', roles: MONEY },
  { path: '/va/withdraw/e-wallet', layout: 'dashboard', access: 'authenticated', roles: MONEY },
  { path: '/vc', layout: 'dashboard', access: 'authenticated', roles: MONEY, title: 'virtual_card' },
  { path: '/vc/issue', layout: 'dashboard', access: 'authenticated', roles: MONEY },
  { path: '/vc/list', layout: 'dashboard', access: 'authenticated', roles: MONEY },
  { path: '/vc/transactions', layout: 'dashboard', access: 'authenticated', roles: MONEY },
] as const satisfies readonly RouteDef[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** Look a route up by its exact pattern. */
export function routeByPath(path: string): RouteDef | undefined {
  return ROUTES.find((route) => route.path === path);
}

/** Whether a role may open a route (no role list means every role). */
export function roleAllowed(route: Pick<RouteDef, 'roles'>, role: Role): boolean {
  return route.roles === undefined || route.roles.includes(role);
}
