import { describe, expect, it } from 'vitest';
import { pageTitle, titleLabelFor } from '../../src/app/titles.ts';
import { routeKey } from '../../src/lib/route-key.ts';

const t = (label: string) => `<${label}>`;

describe('page titles', () => {
  it('uses the route label with the brand', () => {
    expect(pageTitle('/withdraw', 'CamPay', t)).toBe('<withdraw> · CamPay');
    expect(pageTitle('/', 'CamPay', t)).toBe('<home> · CamPay');
    expect(pageTitle('/setting/security', 'CamPay', t)).toBe('<security> · CamPay');
  });

  it("falls back to the nearest labelled parent's label", () => {
    expect(titleLabelFor('/withdraw/bank')).toBe('withdraw');
    expect(titleLabelFor('/setting/payment/e-wallet')).toBe('payment_management');
    expect(titleLabelFor('/setting/developers')).toBe('setting');
    expect(titleLabelFor('/transactions/:id')).toBe('transactions');
    expect(titleLabelFor('/transactions/123')).toBe('transactions');
    expect(titleLabelFor('/forgot/:token')).toBe('forgot_password');
    expect(titleLabelFor('/va/list/withdraw_qr')).toBe('virtual_account');
  });

  it('is the brand alone without any labelled parent (the root is no one’s parent)', () => {
    expect(pageTitle('/pending-actions', 'CamPay', t)).toBe('CamPay');
    expect(pageTitle('/test', 'CamPay', t)).toBe('CamPay');
    expect(pageTitle('/nowhere/at/all', 'CamPay', t)).toBe('CamPay');
  });

  it('derives message keys from route patterns', () => {
    expect(routeKey('/')).toBe('home');
    expect(routeKey('/va/transactions/:id')).toBe('va_transactions_detail');
    expect(routeKey('/forgot/:token')).toBe('forgot_token');
    expect(routeKey('/setting/payment/e-wallet')).toBe('setting_payment_e_wallet');
  });
});
