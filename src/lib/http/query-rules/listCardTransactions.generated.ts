/**
 * GENERATED from src/contract by `node tools/http-routes.ts`: do not edit. The rule of every query parameter of
 * one contract entry, for cleaning its list queries in the browser (src/lib/http/query-rules.ts says why): one
 * module per entry, so a page's chunks carry only the rules of the lists it shows. A type error here means the
 * contract changed since the last run: run the command again.
 */
import type { QueryRuleTable } from '../query-rules.ts';

export const listCardTransactions = {
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
  type: {
    type: 'string',
    enum: ['TOP_UP', 'WITHDRAWAL', 'PAYMENT', 'REFUND'],
  },
  status: {
    type: 'string',
    enum: ['CANCEL', 'FAILURE', 'PROCESSING', 'PENDING', 'SUCCESS'],
  },
  card_id: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
  },
  detail_type: {
    type: 'list',
    items: {
      type: 'string',
      enum: [
        'CARD_ISSUE_TOP_UP',
        'CARD_TOP_UP',
        'CARD_WITHDRAW',
        'CARD_CRYPTO_TOP_UP',
        'CARD_PAYMENT',
        'CARD_REFUND',
        'WALLET_TOP_UP',
        'WALLET_WITHDRAW',
        'WALLET_ISSUE_WITHDRAW',
        'WALLET_REFUND',
      ],
    },
  },
  search: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
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
} as const satisfies QueryRuleTable['listCardTransactions'];
