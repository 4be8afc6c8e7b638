/** How /referral words and colours a referred customer's status (REGISTERED → VERIFIED → ACTIVE). */
import type { RefereeType } from '../../contract/calls/referral.ts';
import type { Tone } from '../../lib/appearance.ts';
import { m } from '../../lib/i18n.ts';

type RefereeStatus = RefereeType['status'];

interface StatusWords {
  readonly label: () => string;
  /** What the status means for the referrer, beside the badge. */
  readonly hint: () => string;
  readonly tone: Tone;
}

const STATUS: Readonly<Record<RefereeStatus, StatusWords>> = {
  REGISTERED: { label: m.ref_status_registered, hint: m.ref_status_registered_hint, tone: 'neutral' },
  VERIFIED: { label: m.ref_status_verified, hint: m.ref_status_verified_hint, tone: 'info' },
  ACTIVE: { label: m.ref_status_active, hint: m.ref_status_active_hint, tone: 'success' },
};

export function statusWords(status: RefereeStatus): StatusWords {
  return STATUS[status];
}
