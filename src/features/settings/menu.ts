/**
 * The /setting menu: a card per section, the route table's pages one level under /setting, in its order. Each card
 * takes its roles from its route, and the page hides what the role may not open with CSS before first paint
 * (html[data-role], like the navigation); a role that may open a section but none of the pages under it (FINANCE
 * on payment methods: PRODUCT.md section 4, "view") is told it may only look.
 */
import { ROUTES, type RouteDef, type RoutePath } from '../../app/routes.ts';
import { ROLES, type Role } from '../../lib/roles.ts';
import { routeKey } from '../../lib/route-key.ts';

const MENU_ROOT = '/setting';

/** A page directly under /setting. */
type Section = Exclude<Extract<RoutePath, `${typeof MENU_ROOT}/${string}`>, `${typeof MENU_ROOT}/${string}/${string}`>;

const ICONS: Readonly<Record<Section, string>> = {
  '/setting/general': 'i-lucide-sliders-horizontal',
  '/setting/security': 'i-lucide-shield-check',
  '/setting/payment': 'i-lucide-landmark',
  '/setting/developers': 'i-lucide-code-xml',
};

export interface MenuCard {
  readonly path: Section;
  readonly icon: string;
  /** The section's page heading and lead are the card's words. */
  readonly labelKey: string;
  readonly leadKey: string;
  /** `data-roles` value; undefined when every role may open it. */
  readonly roles: string | undefined;
  /** `data-roles` of the "view only" note; undefined when nobody is limited to looking. */
  readonly viewOnlyRoles: string | undefined;
}

const TABLE: readonly RouteDef[] = ROUTES;
const rolesOf = (route: RouteDef | undefined): readonly Role[] => route?.roles ?? ROLES;

function isSection(path: string): path is Section {
  return path.startsWith(`${MENU_ROOT}/`) && !path.slice(MENU_ROOT.length + 1).includes('/');
}

/** The roles that may open the section but none of the pages under it. */
function viewOnly(path: Section): readonly Role[] {
  const below = TABLE.filter((route) => route.path.startsWith(`${path}/`));
  if (below.length === 0) return [];
  const acting = new Set(below.flatMap((route) => rolesOf(route)));
  return rolesOf(TABLE.find((route) => route.path === path)).filter((role) => !acting.has(role));
}

function joined(roles: readonly Role[] | undefined): string | undefined {
  return roles === undefined || roles.length === 0 ? undefined : roles.join(' ');
}

export const SETTINGS_MENU: readonly MenuCard[] = TABLE.flatMap((route): MenuCard[] => {
  const { path } = route;
  if (!isSection(path)) return [];
  return [
    {
      path,
      icon: ICONS[path],
      labelKey: `page_${routeKey(path)}`,
      leadKey: `page_${routeKey(path)}_lead`,
      roles: joined(route.roles),
      viewOnlyRoles: joined(viewOnly(path)),
    },
  ];
});
