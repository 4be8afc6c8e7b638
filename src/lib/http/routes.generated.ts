/**
 * GENERATED from src/contract by `node tools/http-routes.ts`: do not edit. The schema-free route of every
 * contract entry, for the browser's request core (src/lib/http/route.ts says why). A type error here means
 * the contract changed since the last run: run the command again.
 */
import type { RouteTable } from './types.ts';

export const ROUTES = {
  login: {
    client: 'auth',
    method: 'POST',
    path: '/login',
  },
  delegationLogin: {
    client: 'auth',
    method: 'POST',
    path: '/delegation/accounts/login',
  },
  register: {
    client: 'auth',
    method: 'POST',
    path: '/register',
  },
  logout: {
    client: 'client',
    method: 'DELETE',
    path: '/logout',
    idempotent: true,
  },
  isRegistered: {
    client: 'auth',
    method: 'POST',
    path: '/is-registered',
    idempotent: true,
  },
  refreshToken: {
    client: 'auth',
    method: 'GET',
    path: '/refresh-token',
    auth: 'refresh',
  },
  forgotPassword: {
    client: 'auth',
    method: 'POST',
    path: '/forgot-password',
  },
  verifyResetRequest: {
    client: 'auth',
    method: 'POST',
    path: '/verify-reset-request',
  },
  resetPassword: {
    client: 'auth',
    method: 'POST',
    path: '/reset-password',
    wToken: 'reset_password',
  },
  verifyMailOtp: {
    client: 'auth',
    method: 'POST',
    path: '/otp/verify-mail',
  },
  sendMailOtp: {
    client: 'auth',
    method: 'POST',
    path: '/otp/send-mail',
  },
  sendSmsOtp: {
    client: 'auth',
    method: 'POST',
    path: '/otp/send-sms',
  },
  isMailVerified: {
    client: 'auth',
    method: 'POST',
    path: '/otp/is-mail-verified',
    idempotent: true,
  },
  listAccountTypes: {
    client: 'auth',
    method: 'GET',
    path: '/accounts/types',
  },
  getMe: {
    client: 'client',
    method: 'GET',
    path: '/accounts/me',
  },
  updateLanguage: {
    client: 'client',
    method: 'PUT',
    path: '/accounts/me/language',
    idempotent: true,
  },
  updateMe: {
    client: 'client',
    method: 'PUT',
    path: '/accounts/me',
    wToken: 'update_profile',
  },
  changePassword: {
    client: 'client',
    method: 'PUT',
    path: '/accounts/me/change-password',
    wToken: 'change_password',
  },
  getCrmContact: {
    client: 'client',
    method: 'GET',
    path: '/accounts/crm',
  },
  listTeamMembers: {
    client: 'client',
    method: 'GET',
    path: '/delegation/accounts/me',
  },
  inviteTeamMember: {
    client: 'client',
    method: 'POST',
    path: '/delegation/accounts',
  },
  acceptInvitation: {
    client: 'auth',
    method: 'POST',
    path: '/delegation/accounts/invitation/accept',
  },
  resendInvitation: {
    client: 'auth',
    method: 'POST',
    path: '/delegation/accounts/invitation/resend',
    auth: 'optional',
  },
  resetTeamMemberPassword: {
    client: 'client',
    method: 'POST',
    path: '/delegation/accounts/reset-password',
  },
  changeTeamMemberRole: {
    client: 'client',
    method: 'PATCH',
    path: '/delegation/accounts/{id}/roles',
    idempotent: true,
  },
  removeTeamMember: {
    client: 'client',
    method: 'DELETE',
    path: '/delegation/accounts/{id}',
    idempotent: true,
  },
  listCountries: {
    client: 'warehouse',
    method: 'GET',
    path: '/countries',
  },
  getIpInfo: {
    client: 'auth',
    method: 'GET',
    path: '/ip/info',
  },
  getConstants: {
    client: 'warehouse',
    method: 'GET',
    path: '/constants',
  },
  listProviders: {
    client: 'warehouse',
    method: 'GET',
    path: '/constants/providers',
  },
  listCurrencies: {
    client: 'warehouse',
    method: 'GET',
    path: '/currencies',
  },
  listLanguages: {
    client: 'warehouse',
    method: 'GET',
    path: '/languages',
  },
  listTransferMethods: {
    client: 'warehouse',
    method: 'GET',
    path: '/transfer-methods',
  },
  listPlatforms: {
    client: 'client',
    method: 'GET',
    path: '/platforms',
  },
  listBankPlatforms: {
    client: 'v2',
    method: 'GET',
    path: '/platforms',
  },
  listAvailableBanks: {
    client: 'v2',
    method: 'GET',
    path: '/customers/available-banks',
  },
  listVietnamBanks: {
    client: 'warehouse',
    method: 'GET',
    path: '/payments/banks/vietnam',
  },
  listPayments: {
    client: 'client',
    method: 'GET',
    path: '/payments',
  },
  addBank: {
    client: 'client',
    method: 'POST',
    path: '/payments/banks',
    wToken: 'add_bank',
  },
  getBankAccountName: {
    client: 'client',
    method: 'GET',
    path: '/payments/banks/vn-bank-account-name',
  },
  removeBank: {
    client: 'client',
    method: 'DELETE',
    path: '/payments/banks/{id}',
    idempotent: true,
  },
  updateBank: {
    client: 'client',
    method: 'PUT',
    path: '/payments/banks/{id}',
    wToken: 'update_bank',
  },
  addEWallet: {
    client: 'client',
    method: 'POST',
    path: '/payments/e-wallets',
  },
  updateEWallet: {
    client: 'client',
    method: 'PUT',
    path: '/payments/e-wallets/{id}',
    idempotent: true,
  },
  removeEWallet: {
    client: 'client',
    method: 'DELETE',
    path: '/payments/e-wallets/{id}',
    idempotent: true,
  },
  listPendingActions: {
    client: 'client',
    method: 'GET',
    path: '/requests',
  },
  respondToRequest: {
    client: 'client',
    method: 'POST',
    path: '/respondents',
  },
  listNotifications: {
    client: 'client',
    method: 'GET',
    path: '/notifications',
  },
  readNotification: {
    client: 'client',
    method: 'PUT',
    path: '/notifications/{id}/read',
    idempotent: true,
  },
  readAllNotifications: {
    client: 'client',
    method: 'PUT',
    path: '/notifications/read-all',
    idempotent: true,
  },
  getWallet: {
    client: 'client',
    method: 'GET',
    path: '/wallets/{type}',
  },
  getBalances: {
    client: 'v2',
    method: 'GET',
    path: '/customers/balances/{type}',
  },
  requestTwoFactorChallenge: {
    client: 'client',
    method: 'POST',
    path: '/two-factor/challenge',
  },
  verifyTwoFactor: {
    client: 'client',
    method: 'POST',
    path: '/two-factor/verify',
  },
  startAuthenticatorEnrolment: {
    client: 'client',
    method: 'POST',
    path: '/two-factor/authenticator',
  },
  confirmAuthenticatorEnrolment: {
    client: 'client',
    method: 'POST',
    path: '/two-factor/authenticator/confirm',
  },
  updateTwoFactorSettings: {
    client: 'client',
    method: 'PUT',
    path: '/two-factor/settings',
  },
  getKyc: {
    client: 'client',
    method: 'GET',
    path: '/kyc',
  },
  uploadKycDocument: {
    client: 'client',
    method: 'POST',
    path: '/kyc/documents',
    bodyType: 'multipart',
  },
  submitKyc: {
    client: 'client',
    method: 'POST',
    path: '/kyc',
  },
  submitKyb: {
    client: 'client',
    method: 'POST',
    path: '/kyb',
  },
  listApiKeys: {
    client: 'client',
    method: 'GET',
    path: '/developers/api-keys',
  },
  createApiKey: {
    client: 'client',
    method: 'POST',
    path: '/developers/api-keys',
  },
  revokeApiKey: {
    client: 'client',
    method: 'DELETE',
    path: '/developers/api-keys/{id}',
    idempotent: true,
  },
  listWebhooks: {
    client: 'client',
    method: 'GET',
    path: '/developers/webhooks',
  },
  createWebhook: {
    client: 'client',
    method: 'POST',
    path: '/developers/webhooks',
  },
  updateWebhook: {
    client: 'client',
    method: 'PUT',
    path: '/developers/webhooks/{id}',
    idempotent: true,
  },
  deleteWebhook: {
    client: 'client',
    method: 'DELETE',
    path: '/developers/webhooks/{id}',
    idempotent: true,
  },
  testWebhook: {
    client: 'client',
    method: 'POST',
    path: '/developers/webhooks/{id}/test',
  },
  getReferralStats: {
    client: 'client',
    method: 'GET',
    path: '/referrals/stats',
  },
  events: {
    client: 'client',
    method: 'GET',
    path: '/events',
  },
  listOperatorItems: {
    client: 'warehouse',
    method: 'GET',
    path: '/admin/{kind}',
    auth: 'admin',
  },
  approveOperatorItem: {
    client: 'warehouse',
    method: 'POST',
    path: '/admin/{kind}/{id}/approve',
    auth: 'admin',
    idempotent: true,
  },
  rejectOperatorItem: {
    client: 'warehouse',
    method: 'POST',
    path: '/admin/{kind}/{id}/reject',
    auth: 'admin',
    idempotent: true,
  },
  listVirtualAccounts: {
    client: 'v2',
    method: 'GET',
    path: '/virtual-accounts',
  },
  createVirtualAccount: {
    client: 'v2',
    method: 'POST',
    path: '/virtual-accounts',
  },
  getVirtualAccount: {
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/{id}',
  },
  bulkUpdateVaPlatform: {
    client: 'client',
    method: 'PUT',
    path: '/virtual-accounts/bulk-update-platform',
    idempotent: true,
  },
  listUnassignedVirtualAccounts: {
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/unassigned-platform',
  },
  assignVaPlatform: {
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/{id}/assign',
    idempotent: true,
  },
  unassignVaPlatform: {
    client: 'client',
    method: 'PUT',
    path: '/virtual-accounts/{id}/unassign',
    idempotent: true,
  },
  createVaWithdrawal: {
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/transactions/withdrawal',
    wToken: 'withdrawal',
    idempotencyKey: true,
  },
  listVaTransactions: {
    client: 'v2',
    method: 'GET',
    path: '/virtual-accounts/transactions',
  },
  getVaTransaction: {
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/transactions/{id}',
  },
  getVaSettings: {
    client: 'client',
    method: 'GET',
    path: '/settings/virtual-accounts',
  },
  getFeatureFlags: {
    client: 'v2',
    method: 'GET',
    path: '/settings/features',
  },
  listQrMerchants: {
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/qr',
  },
  createQrCode: {
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/qr',
  },
  getQrStatistic: {
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/qr/statistic',
  },
  payQr: {
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/transactions/qr/top-up/qr-pay',
    idempotencyKey: true,
  },
  getCardBalance: {
    client: 'card',
    method: 'GET',
    path: '/users/balance',
  },
  listCardTransactions: {
    client: 'card',
    method: 'GET',
    path: '/transactions',
  },
  getCardTransaction: {
    client: 'card',
    method: 'GET',
    path: '/transactions/{id}',
  },
  listSystemPayments: {
    client: 'card',
    method: 'GET',
    path: '/system-payments',
  },
  listCards: {
    client: 'card',
    method: 'GET',
    path: '/cards',
  },
  getCardFees: {
    client: 'card',
    method: 'GET',
    path: '/fees',
  },
  issueCard: {
    client: 'card',
    method: 'POST',
    path: '/cards/issue',
    idempotencyKey: true,
  },
  getCard: {
    client: 'card',
    method: 'GET',
    path: '/cards/{id}',
  },
  listCardOptions: {
    client: 'card',
    method: 'GET',
    path: '/dropdown/cards',
  },
  topUpCard: {
    client: 'card',
    method: 'POST',
    path: '/cards/{id}/top-up',
    idempotencyKey: true,
  },
  sendCardOtp: {
    client: 'card',
    method: 'POST',
    path: '/otp/send',
  },
  verifyCardOtp: {
    client: 'card',
    method: 'POST',
    path: '/otp/verify',
  },
  getCardSensitive: {
    client: 'card',
    method: 'GET',
    path: '/cards/{id}/sensitive',
    wToken: 'card_sensitive',
  },
  freezeCard: {
    client: 'card',
    method: 'PUT',
    path: '/cards/{id}/freeze',
    idempotent: true,
  },
  unfreezeCard: {
    client: 'card',
    method: 'PUT',
    path: '/cards/{id}/unfreeze',
    idempotent: true,
  },
  cancelCard: {
    client: 'card',
    method: 'PUT',
    path: '/cards/{id}/cancel',
    idempotent: true,
  },
} as const satisfies RouteTable;
