import { describe, expect, it } from 'vitest';
import { seesBalance, seesCards, visibleBalances } from '../../../server/auth/balance-access.ts';
import { readersOfEvent } from '../../../server/events/publish.ts';
import { cardCalls } from '../../../src/contract/calls/card.ts';
import { authOf, type CallDefinition } from '../../../src/contract/define.ts';
import { CONTRACT } from '../../../src/contract/index.ts';

describe('which balances a role sees (PRODUCT.md section 4)', () => {
  it('DIRECTOR and FINANCE see every balance, SELLER VA and QR money only', () => {
    expect(visibleBalances('DIRECTOR')).toEqual(['MAIN', 'VA', 'QR_MERCHANT']);
    expect(visibleBalances('FINANCE')).toEqual(['MAIN', 'VA', 'QR_MERCHANT']);
    expect(visibleBalances('SELLER')).toEqual(['VA', 'QR_MERCHANT']);
    expect([
      seesBalance('SELLER', 'MAIN'),
      seesBalance('SELLER', 'QR_MERCHANT'),
      seesBalance('FINANCE', 'MAIN'),
    ]).toEqual([false, true, true]);
  });

  it('the card wallet is for the roles of the card calls: DIRECTOR and FINANCE, never SELLER', () => {
    expect([seesCards('DIRECTOR'), seesCards('FINANCE'), seesCards('SELLER')]).toEqual([true, true, false]);
    for (const call of cardCalls) expect(call.roles.every(seesCards)).toBe(true);
  });

  it('tells the live stream who hears an event: card events and MAIN money not a SELLER, the rest everyone', () => {
    const card = readersOfEvent({ type: 'card.updated', data: { card_id: 1, status: 'ACTIVE' } });
    expect([card?.('DIRECTOR'), card?.('FINANCE'), card?.('SELLER')]).toEqual([true, true, false]);
    const main = readersOfEvent({ type: 'transaction.updated', data: {}, balance: 'MAIN' });
    expect([main?.('FINANCE'), main?.('SELLER')]).toEqual([true, false]);
    const va = readersOfEvent({ type: 'wallet.updated', data: { type: 'VA' } });
    expect(va?.('SELLER')).toBe(true);
    expect(readersOfEvent({ type: 'account.updated', data: {} })).toBeNull();
  });

  /**
   * Every call a SELLER may make, audited for money it could reveal. A new call fails this list until someone
   * decides whether it returns wallets or money rows — and, if so, makes it ask server/auth/balance-access.ts.
   */
  const SELLER_CALLS = {
    // Read wallets or money rows: filtered or refused by balance (server/auth/balance-access.ts).
    getWallet: 'refuses MAIN (403)',
    getBalances: 'refuses MAIN (403)',
    listVaTransactions: 'lists only rows of visible balances',
    getVaTransaction: 'another balance’s row is 404',
    events: 'drops MAIN wallet and transaction events',
    // VA and QR money, which a SELLER sees.
    listVirtualAccounts: 'VA totals',
    getVirtualAccount: 'VA totals',
    listUnassignedVirtualAccounts: 'VAs',
    listQrMerchants: 'QR merchants and their VA totals',
    getQrStatistic: 'QR payments',
    getQrCode: "one of the account's own QR codes (its amount, status and expiry)",
    createQrCode: 'a QR code',
    getVaSettings: 'VA limits and fees, no money of the account',
    listInvoices: 'invoices paid into the account’s VAs (VA money)',
    getInvoice: 'an invoice paid into a VA and its VA transaction id (VA money)',
    // No balance or transaction of the account.
    logout: 'none',
    getMe: 'profile',
    updateLanguage: 'profile',
    updateMe: 'profile',
    changePassword: 'none',
    getCrmContact: 'a contact',
    listPlatforms: 'reference data',
    listBankPlatforms: 'reference data',
    listAvailableBanks: 'reference data',
    listPendingActions: 'operator requests',
    respondToRequest: 'an answer',
    listNotifications: 'the person’s own notifications (team members get none about the account’s money)',
    readNotification: 'none',
    readAllNotifications: 'none',
    requestTwoFactorChallenge: 'none',
    verifyTwoFactor: 'none',
    startAuthenticatorEnrolment: 'none',
    confirmAuthenticatorEnrolment: 'none',
    updateTwoFactorSettings: 'none',
    getTwoFactorSettings: 'none',
    regenerateRecoveryCodes: 'none',
    listSessions: 'the person’s own sign-ins',
    revokeOtherSessions: 'none',
    getNotificationPreferences: 'the person’s own choices',
    updateNotificationPreferences: 'the person’s own choices',
    getKyc: 'verification state',
    uploadKycDocument: 'a document',
    getReferralStats: 'the referral programme summary (a known deviation in docs/API.md)',
    listReferees: 'the masked referred customers of that programme (same deviation)',
    getFeatureFlags: 'flags',
  } as const;

  it('every call open to a SELLER is in the audited list', () => {
    const calls: readonly CallDefinition[] = CONTRACT;
    const open = calls
      .filter((call) => authOf(call) === 'access' && (call.roles === undefined || call.roles.includes('SELLER')))
      .map((call) => call.name);
    expect(open.sort()).toEqual(Object.keys(SELLER_CALLS).sort());
  });
});
