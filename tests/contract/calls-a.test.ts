import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountsCalls, Profile } from '../../src/contract/calls/accounts.ts';
import { delegationCalls } from '../../src/contract/calls/delegation.ts';
import { developersCalls } from '../../src/contract/calls/developers.ts';
import { eventsCalls, ServerEvent } from '../../src/contract/calls/events.ts';
import { kycCalls, UPLOAD_MAX_BYTES } from '../../src/contract/calls/kyc.ts';
import { Notification, notificationsCalls } from '../../src/contract/calls/notifications.ts';
import { operatorCalls } from '../../src/contract/calls/operator.ts';
import { Payment, paymentsCalls } from '../../src/contract/calls/payments.ts';
import { pendingActionsCalls } from '../../src/contract/calls/pending-actions.ts';
import { Country, referenceCalls } from '../../src/contract/calls/reference.ts';
import { referralCalls } from '../../src/contract/calls/referral.ts';
import { securityCalls } from '../../src/contract/calls/security.ts';
import { Wallet, walletsCalls } from '../../src/contract/calls/wallets.ts';
import { type CallDefinition, pathParamNames } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';

/** SPEC section 7, groups Accounts, Delegation, Reference data, Payments and Other: `METHOD path client`. */
const SPEC_CALLS = [
  'GET /accounts/types auth',
  'GET /accounts/me client',
  'PUT /accounts/me/language client',
  'PUT /accounts/me client',
  'PUT /accounts/me/change-password client',
  'GET /accounts/crm client',
  'GET /delegation/accounts/me client',
  'POST /delegation/accounts client',
  'POST /delegation/accounts/invitation/accept auth',
  'POST /delegation/accounts/invitation/resend auth',
  'POST /delegation/accounts/reset-password client',
  'PATCH /delegation/accounts/{id}/roles client',
  'DELETE /delegation/accounts/{id} client',
  'GET /countries warehouse',
  'GET /ip/info auth',
  'GET /constants warehouse',
  'GET /constants/providers warehouse',
  'GET /currencies warehouse',
  'GET /languages warehouse',
  'GET /transfer-methods warehouse',
  'GET /platforms client',
  'GET /platforms v2',
  'GET /customers/available-banks v2',
  'GET /payments/banks/vietnam warehouse',
  'GET /payments client',
  'POST /payments/banks client',
  'GET /payments/banks/vn-bank-account-name client',
  'DELETE /payments/banks/{id} client',
  'PUT /payments/banks/{id} client',
  'POST /payments/e-wallets client',
  'PUT /payments/e-wallets/{id} client',
  'DELETE /payments/e-wallets/{id} client',
  'GET /requests client',
  'POST /respondents client',
  'GET /notifications client',
  'PUT /notifications/{id}/read client',
  'PUT /notifications/read-all client',
  'GET /wallets/{type} client',
  'GET /customers/balances/{type} v2',
];

/** PRODUCT.md section 3 calls SPEC does not list, as designed here. */
const PRODUCT_CALLS = [
  'POST /two-factor/challenge client',
  'POST /two-factor/verify client',
  'POST /two-factor/authenticator client',
  'POST /two-factor/authenticator/confirm client',
  'PUT /two-factor/settings client',
  'GET /kyc client',
  'POST /kyc/documents client',
  'POST /kyc client',
  'POST /kyb client',
  'GET /developers/api-keys client',
  'POST /developers/api-keys client',
  'DELETE /developers/api-keys/{id} client',
  'GET /developers/webhooks client',
  'POST /developers/webhooks client',
  'PUT /developers/webhooks/{id} client',
  'DELETE /developers/webhooks/{id} client',
  'POST /developers/webhooks/{id}/test client',
  // Issue 16: the secret rotated, an endpoint's deliveries, an integration's check of its API key.
  'POST /developers/webhooks/{id}/rotate-secret client',
  'GET /developers/webhooks/{id}/deliveries client',
  'GET /developers/api-key client',
  'GET /referrals/stats client',
  'GET /referrals/referees client',
  'GET /events client',
  'GET /admin/{kind} warehouse',
  'POST /admin/{kind}/{id}/approve warehouse',
  'POST /admin/{kind}/{id}/reject warehouse',
  'PUT /admin/customers/{id}/features warehouse',
  'POST /admin/users/{id}/notifications warehouse',
  'POST /admin/cards/{id}/charges warehouse',
  'POST /admin/cards/transactions/{id}/settle warehouse',
  'POST /admin/cards/transactions/{id}/refund warehouse',
  'POST /admin/customers/{id}/card-deposits warehouse',
  // The operator's requests to an account (docs/decisions/034-live-requests-and-referrals.md).
  'POST /admin/customers/{id}/requests warehouse',
  'POST /admin/requests/{id}/cancel warehouse',
];

/** Issue 13's calls: the security page, verification drafts and their documents read back, notification preferences. */
const ISSUE_13_CALLS = [
  'GET /two-factor/settings client',
  'POST /two-factor/recovery-codes client',
  'GET /sessions client',
  'POST /sessions/revoke-others client',
  'GET /kyc/draft client',
  'PUT /kyc/draft client',
  'GET /kyc/documents/{id} client',
  'GET /notification-preferences client',
  'PUT /notification-preferences client',
];

/** SPEC section 7's "with w-token" calls of these groups, with the purpose each is bound to. */
const SPEC_W_TOKENS = {
  'PUT /accounts/me': 'update_profile',
  'PUT /accounts/me/change-password': 'change_password',
  'POST /payments/banks': 'add_bank',
  'PUT /payments/banks/{id}': 'update_bank',
};

const SPEC_GROUPS: readonly CallDefinition[] = [
  ...accountsCalls,
  ...delegationCalls,
  ...referenceCalls,
  ...paymentsCalls,
  ...pendingActionsCalls,
  ...notificationsCalls,
  ...walletsCalls,
];
const PRODUCT_GROUPS: readonly CallDefinition[] = [
  ...securityCalls,
  ...kycCalls,
  ...developersCalls,
  ...referralCalls,
  ...eventsCalls,
  ...operatorCalls,
];
const MINE = [...SPEC_GROUPS, ...PRODUCT_GROUPS];

const route = (call: CallDefinition) => `${call.method} ${call.path} ${call.client}`;
const sorted = (list: readonly string[]) => [...list].sort();
const notIssue13 = (call: CallDefinition) => !ISSUE_13_CALLS.includes(route(call));

function call(name: string): CallDefinition {
  const found = MINE.find((entry) => entry.name === name);
  if (!found) throw new Error(`No call ${name}`);
  return found;
}

/** Whether the value satisfies the schema (which must exist). */
function parses(schema: z.ZodType | undefined, value: unknown): boolean {
  if (!schema) throw new Error('No schema');
  return schema.safeParse(value).success;
}

const envelope = (data: unknown) => ({ status: true, data });

describe('contract entries of brief A: the list', () => {
  it('has exactly the SPEC calls of Accounts, Delegation, Reference data, Payments and Other', () => {
    expect(sorted(SPEC_GROUPS.filter(notIssue13).map(route))).toEqual(sorted(SPEC_CALLS));
  });

  it('has exactly the designed PRODUCT.md section 3 calls', () => {
    expect(sorted(PRODUCT_GROUPS.filter(notIssue13).map(route))).toEqual(sorted(PRODUCT_CALLS));
  });

  it("has exactly issue 13's calls besides them", () => {
    expect(sorted(MINE.filter((entry) => !notIssue13(entry)).map(route))).toEqual(sorted(ISSUE_13_CALLS));
  });

  it('is part of CONTRACT, where names and method + client + path are unique', () => {
    const names = CONTRACT.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(MINE.map((entry) => entry.name)));
    expect(new Set(names).size).toBe(names.length);
    const routes = CONTRACT.map(route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names the profile call getMe', () => {
    expect(call('getMe')).toMatchObject({ method: 'GET', path: '/accounts/me', client: 'client' });
  });

  it.each(MINE.map((entry) => [entry.name, entry] as const))('%s declares exactly its path parameters', (_, entry) => {
    const declared = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape) : [];
    expect(sorted(declared)).toEqual(sorted(pathParamNames(entry.path)));
  });

  it('binds w-tokens exactly where SPEC section 7 says', () => {
    const withWToken = Object.fromEntries(
      MINE.filter((entry) => entry.wToken).map((entry) => [`${entry.method} ${entry.path}`, entry.wToken]),
    );
    expect(withWToken).toEqual(SPEC_W_TOKENS);
  });

  it('never marks a w-token call as automatically retryable (a w-token is single-use)', () => {
    expect(MINE.filter((entry) => entry.wToken && entry.idempotent).map((entry) => entry.name)).toEqual([]);
  });

  it('makes every DELETE safe to retry', () => {
    const deletes = MINE.filter((entry) => entry.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.filter((entry) => !entry.idempotent).map((entry) => entry.name)).toEqual([]);
  });

  it('puts roles only on calls that carry a session', () => {
    const headerless = MINE.filter((entry) => ['warehouse', 'auth'].includes(entry.client) && entry.roles);
    expect(headerless.map((entry) => entry.name)).toEqual([]);
  });

  it('gives team management, payment-method edits and developer settings to the DIRECTOR only', () => {
    const directorOnly = [
      ...delegationCalls.filter((entry) => entry.client === 'client'),
      ...paymentsCalls.filter((entry) => entry.method !== 'GET'),
      // The key identity call is an integration's, authenticated by its API key, not a person's session.
      ...developersCalls.filter((entry) => entry.name !== 'getApiKeyIdentity'),
    ];
    for (const entry of directorOnly) expect('roles' in entry && entry.roles, entry.name).toEqual(['DIRECTOR']);
    expect(call('listPayments').roles).toEqual(['DIRECTOR', 'FINANCE']);
  });

  it('lists business error codes in UPPER_SNAKE', () => {
    const codes = MINE.flatMap((entry) => entry.errors ?? []);
    expect(codes.filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code))).toEqual([]);
  });
});

const NOW = '2026-11-22T08:30:00.000Z';

const profile = {
  id: 7,
  full_name: 'Nguyễn Văn A',
  email: 'director@demo.test',
  phone_number: '912345678',
  calling_code: '+84',
  changed_pw_at: null,
  account_type: 'BUSINESS',
  two_factor_method: null,
  two_factor_status: 'INACTIVE',
  two_factor_verification_status: 'NOT_REQUIRED',
  two_factor_enable_for: ['WITHDRAWAL'],
  ky_verification_status: { account_level: 3, name: 'Advanced' },
  language: { id: 2, name: 'Tiếng Việt', code: 'vi', locale: 'vi-VN', flag: '🇻🇳', status: 'ACTIVE' },
  va_enable: true,
  vc_enable: true,
  wallet_enable: true,
  tier: { name: 'Gold', value: 'GOLD', icon: '/assets/tiers/gold.svg' },
  referral: {
    referral_code: 'DIR2026',
    referred_customers: 4,
    referral_url: 'https://campay.example/signup?ref=DIR2026',
  },
  role: 'director',
  user_kind: 'NORMAL',
  country: 'VN',
  is_delegated: false,
  delegator_name: null,
};

describe('accounts and team schemas', () => {
  it('accept a full profile and refuse a level above 4, an unknown role or a missing field', () => {
    expect(parses(call('getMe').response, envelope(profile))).toBe(true);
    expect(Profile.safeParse({ ...profile, ky_verification_status: { account_level: 5, name: 'X' } }).success).toBe(
      false,
    );
    expect(Profile.safeParse({ ...profile, role: 'DIRECTOR' }).success).toBe(false);
    const { tier: _tier, ...withoutTier } = profile;
    expect(Profile.safeParse(withoutTier).success).toBe(false);
  });

  it('resend an invitation with either an id or a token, never both or neither', () => {
    const body = call('resendInvitation').body;
    expect(parses(body, { id: 12 })).toBe(true);
    expect(parses(body, { token: 'a1B2c3D4e5F6g7H8i9' })).toBe(true);
    expect(parses(body, { id: 12, token: 'a1B2c3D4e5F6g7H8i9' })).toBe(false);
    expect(parses(body, {})).toBe(false);
  });

  it('invite only as FINANCE or SELLER', () => {
    const body = call('inviteTeamMember').body;
    expect(parses(body, { email: 'f@demo.test', full_name: 'Trần Thị B', role: 'FINANCE' })).toBe(true);
    expect(parses(body, { email: 'f@demo.test', full_name: 'Trần Thị B', role: 'DIRECTOR' })).toBe(false);
  });

  it('page the team with a capped limit', () => {
    const query = call('listTeamMembers').query;
    expect(parses(query, { page: '2', limit: '50', status: 'INVITED' })).toBe(true);
    expect(parses(query, { limit: '1000' })).toBe(false);
    const member = {
      id: 3,
      email: 'seller@demo.test',
      full_name: 'Lê Văn C',
      role: 'SELLER',
      status: 'ACTIVE',
      invited_at: NOW,
      link_expires_at: null,
      last_sign_in_at: NOW,
    };
    const page = (items: unknown[]) => envelope({ items, total: items.length, page: 1, limit: 20 });
    expect(parses(call('listTeamMembers').response, page([member]))).toBe(true);
    expect(parses(call('listTeamMembers').response, page([{ ...member, status: 'REMOVED' }]))).toBe(false);
  });
});

describe('reference data schemas', () => {
  const vietnam = {
    iso_code2: 'VN',
    iso_code3: 'VNM',
    name: 'Vietnam',
    code: '704',
    emoji: '🇻🇳',
    flag: 'flag:vn-4x3',
    flag_image: '/assets/flags/vn.svg',
    calling_codes: ['+84'],
    slug: 'vietnam',
  };

  it('accept a country (dial codes optional) and refuse a calling code without its plus', () => {
    expect(parses(call('listCountries').response, envelope([vietnam]))).toBe(true);
    expect(Country.safeParse({ ...vietnam, dial_codes: ['24', '28'] }).success).toBe(true);
    expect(Country.safeParse({ ...vietnam, calling_codes: ['84'] }).success).toBe(false);
  });

  it('accept a currency with its precision and refuse an unknown provider', () => {
    const vnd = {
      code: 'VND',
      name: 'Vietnamese dong',
      symbol: '₫',
      decimals: 0,
      countries: ['VN'],
      providers: ['bank', '9-pay'],
      provider_types: ['BANK', 'E_WALLET'],
      transaction_types: ['TOP_UP', 'WITHDRAWAL'],
    };
    expect(parses(call('listCurrencies').response, envelope([vnd]))).toBe(true);
    expect(parses(call('listCurrencies').response, envelope([{ ...vnd, providers: ['paypal'] }]))).toBe(false);
  });

  it('ask v2 platforms for a bank id and refuse a VN bank whose BIN is not 6 digits', () => {
    expect(parses(call('listBankPlatforms').query, { bank_id: '4' })).toBe(true);
    expect(parses(call('listBankPlatforms').query, {})).toBe(false);
    const bank = {
      id: 1,
      bin: '970436',
      code: 'VCB',
      short_name: 'Vietcombank',
      name: 'Ngân hàng TMCP Ngoại thương',
      logo: '/assets/banks/vcb.png',
    };
    expect(parses(call('listVietnamBanks').response, envelope([bank]))).toBe(true);
    expect(parses(call('listVietnamBanks').response, envelope([{ ...bank, bin: '9704' }]))).toBe(false);
  });
});

describe('payments schemas', () => {
  const bank = {
    id: 5,
    payment_type: 'BANK',
    payment_status: 'APPROVED',
    is_default: true,
    currency: 'VND',
    rejected_reason: null,
    created_at: NOW,
    updated_at: NOW,
    detail: {
      account_name: 'NGUYEN VAN A',
      account_number: '0123456789',
      bank_name: 'Vietcombank',
      bank_bin: '970436',
    },
  };
  const eWallet = {
    ...bank,
    id: 6,
    payment_type: 'E_WALLET',
    detail: { provider: 'payoneer', account_name: 'NGUYEN VAN A', email: 'a@demo.test', account_number: null },
  };

  it('accept both kinds of payment method and refuse a bank carrying e-wallet details', () => {
    expect(
      parses(call('listPayments').response, envelope({ items: [bank, eWallet], total: 2, page: 1, limit: 100 })),
    ).toBe(true);
    expect(Payment.safeParse({ ...bank, detail: eWallet.detail }).success).toBe(false);
    expect(Payment.safeParse({ ...bank, payment_status: 'ACTIVE' }).success).toBe(false);
  });

  it('page payments by 100 at most, 100 by default', () => {
    const query = call('listPayments').query;
    expect(query?.parse({})).toMatchObject({ limit: 100, page: 1 });
    expect(parses(query, { limit: '101' })).toBe(false);
  });

  it('save a bank with a 6–20 digit number, an e-wallet with an email or an account id', () => {
    const bankBody = {
      currency: 'VND',
      bank_bin: '970436',
      account_number: '0123456789',
      account_name: 'NGUYEN VAN A',
    };
    expect(parses(call('addBank').body, bankBody)).toBe(true);
    expect(parses(call('addBank').body, { ...bankBody, account_number: '12345' })).toBe(false);
    const wallet = { currency: 'USD', provider: 'payoneer', account_name: 'NGUYEN VAN A' };
    expect(parses(call('addEWallet').body, { ...wallet, email: 'a@demo.test' })).toBe(true);
    expect(parses(call('addEWallet').body, { ...wallet, account_number: '0912345678' })).toBe(true);
    expect(parses(call('addEWallet').body, wallet)).toBe(false);
    expect(parses(call('addEWallet').body, { ...wallet, provider: 'bank', email: 'a@demo.test' })).toBe(false);
  });
});

describe('notifications, pending actions and wallets schemas', () => {
  const notification = {
    id: 9,
    notification_group: 'important',
    kind: 'WITHDRAW_APPROVED',
    title: 'Withdrawal approved',
    body: 'Your withdrawal of 2,000,000 VND was approved.',
    notification_status: 'DELIVERED',
    read_at: null,
    link: '/transactions/42',
    params: { amount: '2000000', currency: 'VND' },
    created_at: NOW,
  };

  it('accept a notification page with its cursor and unread counts; refuse an unknown group', () => {
    const data = { items: [notification], next_page: 'eyJpZCI6OX0', unread: { important: 1, system: 0 } };
    expect(parses(call('listNotifications').response, envelope(data))).toBe(true);
    expect(Notification.safeParse({ ...notification, notification_group: 'promo' }).success).toBe(false);
  });

  it('take the very large notification limits of SPEC section 9 and name a bad group', () => {
    const query = call('listNotifications').query;
    expect(parses(query, { notification_group: 'system', limit: '10000000' })).toBe(true);
    const result = query?.safeParse({ notification_group: 'promo' });
    expect(result?.error?.issues[0]?.message).toBe('notification_group_invalid');
  });

  it('list pending actions by 100 at most', () => {
    expect(parses(call('listPendingActions').query, { request_status: 'completed', limit: '100' })).toBe(true);
    expect(parses(call('listPendingActions').query, { request_status: 'done' })).toBe(false);
  });

  const amounts = { amount: '1500000', count: 2, detail: [{ source: 'bank', amount: '1500000', count: 2 }] };
  const flows = { top_up: amounts, withdraw: amounts, internal: amounts };
  const wallet = {
    id: 1,
    type: 'MAIN',
    balance: '12500000',
    validate_balance: '10500000',
    currency: 'VND',
    status: 'ACTIVE',
    monthly_amount: { top_up: amounts, withdraw: amounts },
    pending_amount: flows,
    waiting_amount: flows,
    pending_monthly_amount: flows,
    waiting_monthly_amount: flows,
    updated_at: NOW,
  };

  it('accept a full wallet and refuse money as a JSON number or a missing internal amount', () => {
    expect(parses(call('getWallet').response, envelope(wallet))).toBe(true);
    expect(Wallet.safeParse({ ...wallet, balance: 12500000 }).success).toBe(false);
    expect(Wallet.safeParse({ ...wallet, pending_amount: { top_up: amounts, withdraw: amounts } }).success).toBe(false);
  });

  it('read wallets and balances only by the SPEC balance types', () => {
    expect(parses(call('getWallet').params, { type: 'QR_MERCHANT' })).toBe(true);
    expect(parses(call('getBalances').params, { type: 'VA_WALLET' })).toBe(false);
  });
});

describe('PRODUCT.md section 3 schemas', () => {
  it('issue w-tokens only for purposes without their own flow', () => {
    expect(parses(call('verifyTwoFactor').body, { purpose: 'withdrawal', code: '123456' })).toBe(true);
    expect(parses(call('verifyTwoFactor').body, { purpose: 'reset_password', code: '123456' })).toBe(false);
    expect(parses(call('verifyTwoFactor').body, { purpose: 'withdrawal', code: '12345' })).toBe(false);
    expect(parses(call('requestTwoFactorChallenge').body, { purpose: 'two_factor_settings' })).toBe(true);
  });

  it('refuse repeated 2FA scopes', () => {
    const body = { method: 'EMAIL', status: 'ACTIVE', enable_for: ['LOGIN', 'WITHDRAWAL'], code: '123456' };
    expect(parses(call('updateTwoFactorSettings').body, body)).toBe(true);
    expect(parses(call('updateTwoFactorSettings').body, { ...body, enable_for: ['LOGIN', 'LOGIN'] })).toBe(false);
  });

  it('upload KYC documents as multipart, up to 5 MB of JPEG, PNG or PDF', () => {
    const { body, bodyType } = call('uploadKycDocument');
    expect(bodyType).toBe('multipart');
    const file = (size: number, type: string) => new File([new Uint8Array(size)], 'id.jpg', { type });
    expect(parses(body, { document_type: 'PASSPORT', file: file(1000, 'image/jpeg') })).toBe(true);
    expect(parses(body, { document_type: 'PASSPORT', file: file(UPLOAD_MAX_BYTES + 1, 'image/jpeg') })).toBe(false);
    expect(parses(body, { document_type: 'PASSPORT', file: file(1000, 'image/gif') })).toBe(false);
  });

  it("read a document back for the account's director only, its file as base64", () => {
    const { roles, params, response } = call('getKycDocument');
    expect(roles).toEqual(['DIRECTOR']);
    expect(parses(params, { id: '7' })).toBe(true);
    const document = {
      id: 7,
      document_type: 'PASSPORT',
      side: 'front',
      file_name: 'passport.png',
      size_bytes: 12,
      content_type: 'image/png',
      uploaded_at: '2026-03-01T10:00:00.000Z',
    };
    expect(parses(response, { status: true, data: { ...document, content_base64: 'iVBORw0KGgo=' } })).toBe(true);
    expect(parses(response, { status: true, data: { ...document, content_base64: 'not base64!' } })).toBe(false);
  });

  it('require the back of every identity document but a passport', () => {
    const identity = {
      document_type: 'IDENTITY_CARD',
      document_number: '079123456789',
      expires_on: '2030-01-01',
      front_document_id: 1,
      selfie_document_id: 3,
    };
    const body = {
      country_of_residence: 'VN',
      personal: { full_name: 'Nguyễn Văn A', date_of_birth: '1990-05-01', nationality: 'VN' },
      identity,
    };
    expect(parses(call('submitKyc').body, body)).toBe(false);
    expect(parses(call('submitKyc').body, { ...body, identity: { ...identity, back_document_id: 2 } })).toBe(true);
    expect(parses(call('submitKyc').body, { ...body, identity: { ...identity, document_type: 'PASSPORT' } })).toBe(
      true,
    );
  });

  it('accept https webhook URLs only and show a secret once, at creation', () => {
    const body = { url: 'https://hooks.example.com/campay', events: ['va.topup.success'] };
    expect(parses(call('createWebhook').body, body)).toBe(true);
    expect(parses(call('createWebhook').body, { ...body, url: 'http://hooks.example.com/campay' })).toBe(false);
    expect(parses(call('createWebhook').body, { ...body, events: [] })).toBe(false);
    const key = {
      id: 1,
      name: 'Shop',
      prefix: 'cp_live_3f9a',
      scopes: ['va.read'],
      created_at: NOW,
      last_used_at: null,
      expires_at: null,
    };
    const secret = 'cp_live_3f9a0000000000000000000000000000';
    expect(parses(call('createApiKey').response, envelope({ ...key, secret }))).toBe(true);
    expect(parses(call('createApiKey').response, envelope(key))).toBe(false);
    expect(parses(call('listApiKeys').response, envelope([key]))).toBe(true);
  });

  it('accept referral earnings as Money and refuse them as numbers', () => {
    const earnings = { amount: '250000', currency: 'VND' };
    const stats = {
      referral_code: 'DIR2026',
      referred_customers: 1,
      referral_url: 'https://campay.example/signup?ref=DIR2026',
      active_customers: 1,
      total_earnings: earnings,
      pending_earnings: earnings,
    };
    expect(parses(call('getReferralStats').response, envelope(stats))).toBe(true);
    expect(parses(call('getReferralStats').response, envelope({ ...stats, total_earnings: 250000 }))).toBe(false);
    const referee = {
      id: 7,
      display_name: 'Ng*** V** A',
      email: 'n***@example.com',
      status: 'ACTIVE',
      joined_at: '2026-01-02T03:04:05.000Z',
      earned: earnings,
    };
    const page = { items: [referee], total: 1, page: 1, limit: 20 };
    expect(parses(call('listReferees').response, envelope(page))).toBe(true);
    expect(parses(call('listReferees').response, envelope({ ...page, items: [{ ...referee, status: 'PAID' }] }))).toBe(
      false,
    );
  });

  it('stream the three event kinds as text/event-stream and refuse others', () => {
    expect(z.globalRegistry.get(ServerEvent)?.contentType).toBe('text/event-stream');
    expect(call('events').response).toBe(ServerEvent);
    expect(
      ServerEvent.safeParse({
        type: 'transaction.updated',
        data: { id: 4, transaction_type: 'TOP_UP', status: 'APPROVED' },
      }).success,
    ).toBe(true);
    expect(
      ServerEvent.safeParse({
        type: 'wallet.updated',
        data: { type: 'VA', currency: 'VND', balance: '1', validate_balance: '1' },
      }).success,
    ).toBe(true);
    expect(ServerEvent.safeParse({ type: 'card.updated', data: {} }).success).toBe(false);
  });

  it('decide operator items of the seven kinds, a rejection with a reason', () => {
    expect(parses(call('approveOperatorItem').params, { kind: 'withdrawal', id: '3' })).toBe(true);
    expect(parses(call('approveOperatorItem').params, { kind: 'refund', id: '3' })).toBe(false);
    expect(parses(call('rejectOperatorItem').body, { reason: 'Blurry document' })).toBe(true);
    expect(parses(call('rejectOperatorItem').body, {})).toBe(false);
    expect(call('listOperatorItems').query?.parse({})).toMatchObject({ status: 'PENDING' });
  });

  it('drive the card processor simulation with whole inputs', () => {
    const charge = call('chargeCard').body;
    expect(parses(charge, { amount: '12.5', merchant: { name: 'Google Ads' } })).toBe(true);
    expect(parses(charge, { amount: '12.5', merchant: { name: 'Shopee', country: 'VN' } })).toBe(true);
    expect(parses(charge, { amount: '12.5', merchant: { name: 'Shopee', country: null } })).toBe(true);
    expect(parses(charge, { amount: '12.5', merchant: { name: 'Shopee', country: 'vn' } })).toBe(false);
    expect(parses(charge, { amount: '12.5', merchant: { name: '' } })).toBe(false);
    expect(parses(charge, { amount: '12.5', merchant: { name: 'a\nb' } })).toBe(false);
    expect(parses(charge, { amount: '12.5', merchant: { name: 'x'.repeat(101) } })).toBe(false);
    expect(parses(charge, { amount: '0', merchant: { name: 'Shopee' } })).toBe(false);
    expect(parses(charge, { amount: 12.5, merchant: { name: 'Shopee' } })).toBe(false);
    expect(parses(call('refundCardCharge').body, {})).toBe(true);
    expect(parses(call('refundCardCharge').body, { amount: '-1' })).toBe(false);
    const deposit = call('depositToCardWallet').body;
    expect(parses(deposit, { amount: '100', network: 'TRX', currency: 'USDT' })).toBe(true);
    expect(parses(deposit, { amount: '100', network: 'BTC', currency: 'USDT' })).toBe(false);
  });
});
