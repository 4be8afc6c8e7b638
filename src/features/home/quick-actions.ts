/**
 * Home's quick actions: links to the routes a user most often wants from Home. Each takes its roles from the route
 * table, and the page hides what the role may not open with CSS before first paint (html[data-role], like the
 * navigation), so a SELLER is never offered a top-up or a withdrawal (PRODUCT.md section 4).
 */
import { type RoutePath, routeByPath } from '../../app/routes.ts';
import { routeKey } from '../../lib/route-key.ts';

export interface QuickAction {
  readonly path: RoutePath;
  readonly icon: string;
  /** The route's page heading is the action's label. */
  readonly labelKey: string;
  /** `data-roles` value; undefined when every role may open it. */
  readonly roles: string | undefined;
}

const ACTIONS: readonly (readonly [RoutePath, string])[] = [
  ['/top-up', 'i-lucide-arrow-down-to-line'],
  ['/withdraw', 'i-lucide-arrow-up-from-line'],
  ['/transactions', 'i-lucide-receipt-text'],
  // Every role takes QR payments: a SELLER, offered none of the above, still has one action.
  ['/va/qr-transaction', 'i-lucide-qr-code'],
];

export const QUICK_ACTIONS: readonly QuickAction[] = ACTIONS.map(([path, icon]) => ({
  path,
  icon,
  labelKey: `page_${routeKey(path)}`,
  roles: routeByPath(path)?.roles?.join(' '),
}));
