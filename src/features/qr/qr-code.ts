/**
 * What a displayed QR code is, from its status and the clock (PRODUCT.md section 4: a VA QR code is payable for
 * 30 minutes; a displayed one is read every 3000 ms). The server stores a code PENDING until it is paid and reads
 * it EXPIRED past `expires_at`; the screen judges expiry by the same moment, so a code whose time ran out is taken
 * away at once rather than at the next read.
 */
import type { QrCodeType } from '../../contract/calls/va.ts';

/** PRODUCT.md section 4: a displayed QR payment is read every 3000 ms. */
export const QR_POLL_MS = 3000;

export type QrPhase = 'pending' | 'paid' | 'expired';

export function qrPhase(code: Pick<QrCodeType, 'status' | 'expires_at'>, now: number): QrPhase {
  if (code.status === 'APPROVED') return 'paid';
  if (code.status === 'EXPIRED' || Date.parse(code.expires_at) <= now) return 'expired';
  return 'pending';
}

/** A code no read can change any more: paid, or expired by the server's reading. */
export function isFinalQr(code: Pick<QrCodeType, 'status'>): boolean {
  return code.status !== 'PENDING';
}
