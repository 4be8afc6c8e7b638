/**
 * GENERATED from src/contract by `node tools/http-routes.ts`: do not edit. The rule of every query parameter of
 * one contract entry, for cleaning its list queries in the browser (src/lib/http/query-rules.ts says why): one
 * module per entry, so a page's chunks carry only the rules of the lists it shows. A type error here means the
 * contract changed since the last run: run the command again.
 */
import type { QueryRuleTable } from '../query-rules.ts';

export const getQrStatistic = {
  from: {
    type: 'string',
    pattern:
      '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
  },
  to: {
    type: 'string',
    pattern:
      '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
  },
  qr_merchant_id: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
  },
  time_zone: {
    type: 'string',
    pattern: '^[A-Za-z_]+(\\/[A-Za-z0-9_+-]+)*$',
    default: 'Asia/Ho_Chi_Minh',
  },
} as const satisfies QueryRuleTable['getQrStatistic'];
