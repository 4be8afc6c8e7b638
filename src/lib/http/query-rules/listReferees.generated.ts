/**
 * GENERATED from src/contract by `node tools/http-routes.ts`: do not edit. The rule of every query parameter of
 * one contract entry, for cleaning its list queries in the browser (src/lib/http/query-rules.ts says why): one
 * module per entry, so a page's chunks carry only the rules of the lists it shows. A type error here means the
 * contract changed since the last run: run the command again.
 */
import type { QueryRuleTable } from '../query-rules.ts';

export const listReferees = {
  page: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
    default: 1,
  },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: 20,
  },
} as const satisfies QueryRuleTable['listReferees'];
