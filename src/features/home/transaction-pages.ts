/**
 * Where each role reads its transactions: the full list when the route table lets it open a transaction there,
 * the VA list otherwise. The roles are read from the route table at build time (Home.astro hands them to the
 * island as one short string), so the table stays out of Home's first-load JavaScript.
 */
import type { RoutePath } from '../../app/routes.ts';
import type { Role } from '../../lib/roles.ts';

export interface TransactionPages {
  readonly list: RoutePath;
  readonly detail: RoutePath;
}

export const FULL_LIST: TransactionPages = { list: '/transactions', detail: '/transactions/:id' };
export const VA_LIST: TransactionPages = { list: '/va/transactions', detail: '/va/transactions/:id' };

/** The pages `role` reads, given the roles (space-separated) that may open the full list's detail page. */
export function transactionPages(role: Role, fullListRoles: string): TransactionPages {
  return fullListRoles.split(' ').includes(role) ? FULL_LIST : VA_LIST;
}
