/** Status badges: the tone comes from the status (SPEC section 4 status sets), the label from the caller. */
import type { Tone } from '../lib/appearance.ts';
import { TONE_SOFT, TONE_SOLID } from './tones.ts';

// Grouped by meaning, not by entity: PENDING means the same on a withdrawal and on a card.
const STATUS_TONES: Readonly<Record<string, Tone>> = {
  PENDING: 'warning',
  WAITING: 'warning',
  ON_HOLD: 'warning',
  APPROVED: 'success',
  ACTIVE: 'success',
  SUCCESS: 'success',
  COMPLETED: 'success',
  RESPONDED: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
  FAILURE: 'danger',
  ERROR: 'danger',
  CANCELLED: 'danger',
  CANCEL: 'danger',
  RESTRICTED: 'danger',
  PROCESS: 'info',
  PROCESSING: 'info',
  INVITED: 'info',
  FROZEN: 'info',
};

/** The tone of a status value (any case); unknown statuses are neutral. */
export function toneForStatus(status: string): Tone {
  return STATUS_TONES[status.toUpperCase()] ?? 'neutral';
}

interface Props {
  /** The translated text shown. */
  label: string;
  /** The raw status value; picks the tone unless `tone` is given. */
  status?: string;
  tone?: Tone;
}

/** The badge primitive: a dot and a label, so colour is never the only signal. */
export function Badge({ label, status, tone }: Props) {
  const resolved = tone ?? (status ? toneForStatus(status) : 'neutral');
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_SOFT[resolved]}`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${TONE_SOLID[resolved]}`} aria-hidden="true" />
      {label}
    </span>
  );
}
