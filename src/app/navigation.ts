/**
 * The dashboard navigation, built from the route table: every item takes its roles from its route,
 * so the menu can never offer a page the guard would refuse.
 */
import type { Role } from '../lib/roles.ts';
import { routeKey } from '../lib/route-key.ts';
import { ROUTES, type RoutePath } from './routes.ts';

export interface NavItem {
  readonly path: RoutePath;
  readonly icon: string;
  /** Message key of the item's label (the route's page heading). */
  readonly labelKey: string;
  readonly roles: readonly Role[] | undefined;
}

export interface NavGroup {
  readonly labelKey: 'nav_group_money' | 'nav_group_accounts' | 'nav_group_account';
  readonly items: readonly NavItem[];
}

const GROUPS: ReadonlyArray<{ labelKey: NavGroup['labelKey']; items: ReadonlyArray<[RoutePath, string]> }> = [
  {
    labelKey: 'nav_group_money',
    items: [
      ['/', 'i-lucide-house'],
      ['/top-up', 'i-lucide-arrow-down-to-line'],
      ['/withdraw', 'i-lucide-arrow-up-from-line'],
      ['/transactions', 'i-lucide-receipt-text'],
      ['/pending-actions', 'i-lucide-inbox'],
    ],
  },
  {
    labelKey: 'nav_group_accounts',
    items: [
      ['/va', 'i-lucide-landmark'],
      ['/va/transactions', 'i-lucide-arrow-left-right'],
      ['/va/qr-transaction', 'i-lucide-qr-code'],
      ['/vc', 'i-lucide-credit-card'],
    ],
  },
  {
    labelKey: 'nav_group_account',
    items: [
      ['/profile', 'i-lucide-circle-user-round'],
      ['/user', 'i-lucide-users'],
      ['/referral', 'i-lucide-gift'],
      ['/setting', 'i-lucide-settings'],
    ],
  },
];

function item(path: RoutePath, icon: string): NavItem {
  const route = ROUTES.find((candidate) => candidate.path === path);
  const roles = route && 'roles' in route ? route.roles : undefined;
  return { path, icon, labelKey: `page_${routeKey(path)}`, roles };
}

export const NAVIGATION: readonly NavGroup[] = GROUPS.map((group) => ({
  labelKey: group.labelKey,
  items: group.items.map(([path, icon]) => item(path, icon)),
}));

/** Whether a nav item's path is `routePath` or a parent of it (exact for home). */
function covers(itemPath: string, routePath: string): boolean {
  if (itemPath === '/') return routePath === '/';
  return routePath === itemPath || routePath.startsWith(`${itemPath}/`);
}

const NAV_PATHS: readonly string[] = NAVIGATION.flatMap((group) => group.items.map((navItem) => navItem.path));

/**
 * Whether a nav item is the current section of `routePath`: the item nearest to it (/va/transactions/7 is under "VA
 * transactions", not also under "Virtual account", whose path is a prefix of it).
 */
export function isCurrentSection(itemPath: string, routePath: string): boolean {
  if (!covers(itemPath, routePath)) return false;
  return !NAV_PATHS.some((other) => other.length > itemPath.length && covers(other, routePath));
}
