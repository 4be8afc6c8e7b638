/**
 * GENERATED from src/contract by `node tools/http-routes.ts`: do not edit. The rule of every query parameter of
 * every contract entry that takes a query, for cleaning list queries in the browser (src/lib/http/query-rules.ts
 * says why): one export per entry, so a page carries only the rules of the lists it shows. A type error here means
 * the contract changed since the last run: run the command again.
 */
import type { QueryRuleTable } from './query-rules.ts';

export const getCrmContact = {
  type: {
    type: 'string',
    enum: ['SALE', 'SUPPORT'],
    default: 'SALE',
  },
} as const satisfies QueryRuleTable['getCrmContact'];

export const listTeamMembers = {
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
    enum: ['INVITED', 'EXPIRED', 'ACTIVE', 'PENDING'],
  },
  role: {
    type: 'string',
    enum: ['DIRECTOR', 'FINANCE', 'SELLER'],
  },
  search: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
} as const satisfies QueryRuleTable['listTeamMembers'];

export const listBankPlatforms = {
  bank_id: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
  },
} as const satisfies QueryRuleTable['listBankPlatforms'];

export const listPayments = {
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
    default: 100,
  },
  payment_type: {
    type: 'string',
    enum: ['BANK', 'E_WALLET'],
  },
  payment_status: {
    type: 'string',
    enum: ['PENDING', 'APPROVED', 'REJECTED'],
  },
  currency: {
    type: 'string',
    pattern: '^[A-Z]{3,4}$',
  },
} as const satisfies QueryRuleTable['listPayments'];

export const getBankAccountName = {
  bank_bin: {
    type: 'string',
    pattern: '^\\d{6}$',
  },
  account_number: {
    type: 'string',
    minLength: 1,
    pattern: '^\\d{6,20}$',
  },
} as const satisfies QueryRuleTable['getBankAccountName'];

export const listPendingActions = {
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
    default: 100,
  },
  request_status: {
    type: 'string',
    enum: ['pending', 'completed', 'cancel'],
  },
} as const satisfies QueryRuleTable['listPendingActions'];

export const listNotifications = {
  notification_group: {
    type: 'string',
    enum: ['important', 'system'],
  },
  notification_status: {
    type: 'string',
    enum: ['read', 'unread'],
  },
  cursor: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
  },
  page: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
    default: 1,
  },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: 10000000,
    default: 20,
  },
} as const satisfies QueryRuleTable['listNotifications'];

export const getKycDraft = {
  kind: {
    type: 'string',
    enum: ['KYC', 'KYB'],
  },
} as const satisfies QueryRuleTable['getKycDraft'];

export const saveKycDraft = {
  kind: {
    type: 'string',
    enum: ['KYC', 'KYB'],
  },
} as const satisfies QueryRuleTable['saveKycDraft'];

export const getReferralStats = {
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
} as const satisfies QueryRuleTable['getReferralStats'];

export const listOperatorItems = {
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
    enum: ['PENDING', 'REJECTED', 'APPROVED'],
    default: 'PENDING',
  },
} as const satisfies QueryRuleTable['listOperatorItems'];

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

export const listUnassignedVirtualAccounts = {
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
  bank: {
    type: 'string',
    maxLength: 20,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
  search: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
} as const satisfies QueryRuleTable['listUnassignedVirtualAccounts'];

export const listVaTransactions = {
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
    enum: ['WITHDRAWAL', 'TOP_UP', 'ADJUSTMENT', 'INTERNAL'],
  },
  status: {
    type: 'string',
    enum: ['PENDING', 'REJECTED', 'APPROVED', 'PROCESS', 'WAITING', 'CANCELLED', 'EXPIRED', 'ON_HOLD'],
  },
  top_up_status: {
    type: 'list',
    items: {
      type: 'string',
      enum: ['PENDING', 'REJECTED', 'APPROVED', 'PROCESS', 'WAITING', 'CANCELLED', 'EXPIRED', 'ON_HOLD'],
    },
  },
  withdraw_status: {
    type: 'list',
    items: {
      type: 'string',
      enum: ['PENDING', 'REJECTED', 'APPROVED', 'PROCESS', 'WAITING', 'CANCELLED', 'EXPIRED', 'ON_HOLD'],
    },
  },
  balance_type: {
    type: 'string',
    enum: ['MAIN', 'VA', 'QR_MERCHANT'],
  },
  virtual_account_id: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
  },
  qr_code_id: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
  },
  search: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
  amount_min: {
    type: 'string',
    pattern: '^(?:0|[1-9]\\d{0,17})(?:\\.\\d{1,20})?$',
  },
  amount_max: {
    type: 'string',
    pattern: '^(?:0|[1-9]\\d{0,17})(?:\\.\\d{1,20})?$',
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
} as const satisfies QueryRuleTable['listVaTransactions'];

export const listQrMerchants = {
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
  search: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
} as const satisfies QueryRuleTable['listQrMerchants'];

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

export const listInvoices = {
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
    enum: ['WAITING', 'PAID', 'EXPIRED', 'CANCELLED'],
  },
  search: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
} as const satisfies QueryRuleTable['listInvoices'];

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

export const listCards = {
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
    enum: ['PENDING', 'CANCELLED', 'FROZEN', 'ACTIVE'],
  },
  search: {
    type: 'string',
    maxLength: 100,
    pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$',
  },
} as const satisfies QueryRuleTable['listCards'];
