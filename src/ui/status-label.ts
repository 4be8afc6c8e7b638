/** Translated labels of the SPEC section 4 status values, for badges and filters. */
import { m } from '../lib/i18n.ts';

const LABELS: Readonly<Record<string, () => string>> = {
  PENDING: m.ui_status_pending,
  REJECTED: m.ui_status_rejected,
  APPROVED: m.ui_status_approved,
  PROCESS: m.ui_status_process,
  PROCESSING: m.ui_status_process,
  WAITING: m.ui_status_waiting,
  CANCELLED: m.ui_status_cancelled,
  CANCEL: m.ui_status_cancelled,
  EXPIRED: m.ui_status_expired,
  ON_HOLD: m.ui_status_on_hold,
  ACTIVE: m.ui_status_active,
  INACTIVE: m.ui_status_inactive,
  RESTRICTED: m.ui_status_restricted,
  FROZEN: m.ui_status_frozen,
  SUCCESS: m.ui_status_success,
  FAILED: m.ui_status_failed,
  FAILURE: m.ui_status_failed,
};

/** The statuses shown on /test, in SPEC order (generic, then VA, card and result statuses). */
export const KNOWN_STATUSES = [
  'PENDING',
  'REJECTED',
  'APPROVED',
  'PROCESS',
  'WAITING',
  'CANCELLED',
  'EXPIRED',
  'ON_HOLD',
  'ACTIVE',
  'INACTIVE',
  'RESTRICTED',
  'FROZEN',
  'SUCCESS',
  'FAILED',
] as const;

/** The translated label of a status; an unknown one is shown as written, in sentence case. */
export function statusLabel(status: string): string {
  const label = LABELS[status.toUpperCase()];
  if (label) return label();
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
