import { describe, expect, it } from 'vitest';
import { isFinalQr, qrPhase } from '../../../src/features/qr/qr-code.ts';

const expiresAt = '2026-03-02T08:30:00.000Z';
const expiry = Date.parse(expiresAt);

describe('qrPhase', () => {
  it('is pending until its expiry, expired from that very moment', () => {
    expect(qrPhase({ status: 'PENDING', expires_at: expiresAt }, expiry - 1)).toBe('pending');
    expect(qrPhase({ status: 'PENDING', expires_at: expiresAt }, expiry)).toBe('expired');
  });

  it('is paid once APPROVED, even past its expiry (a payment that beat the clock)', () => {
    expect(qrPhase({ status: 'APPROVED', expires_at: expiresAt }, expiry + 60_000)).toBe('paid');
  });

  it('believes the server that it expired, whatever this clock says', () => {
    expect(qrPhase({ status: 'EXPIRED', expires_at: expiresAt }, expiry - 60_000)).toBe('expired');
  });
});

describe('isFinalQr', () => {
  it('keeps reading a PENDING code and stops at APPROVED or EXPIRED', () => {
    expect(isFinalQr({ status: 'PENDING' })).toBe(false);
    expect(isFinalQr({ status: 'APPROVED' })).toBe(true);
    expect(isFinalQr({ status: 'EXPIRED' })).toBe(true);
  });
});
