/**
 * GENERATED from src/contract by `node tools/http-routes.ts`: do not edit. The rule of every query parameter of
 * one contract entry, for cleaning its list queries in the browser (src/lib/http/query-rules.ts says why): one
 * module per entry, so a page's chunks carry only the rules of the lists it shows. A type error here means the
 * contract changed since the last run: run the command again.
 */
import type { QueryRuleTable } from '../query-rules.ts';

export const listVirtualAccounts = {
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
  status: {
    type: 'string',
    enum: ['PENDING', 'REJECTED', 'ACTIVE', 'INACTIVE', 'RESTRICTED'],
  },
  bank: {
    type: 'string',
    maxLength: 20,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
  platform_id: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
  },
  wallet_type: {
    type: 'string',
    enum: ['VA_WALLET', 'QR_MERCHANT'],
  },
  search: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
} as const satisfies QueryRuleTable['listVirtualAccounts'];
