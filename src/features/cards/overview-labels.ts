/**
 * A card's status on /vc's "cards at a glance": its words and colour. Kept here until the card list's own
 * (card-status.ts) is merged; then this one goes.
 */
import type { z } from 'zod';
import type { CardStatus } from '../../contract/calls/card.ts';
import type { Tone } from '../../lib/appearance.ts';
import { m } from '../../lib/i18n.ts';

type Status = z.infer<typeof CardStatus>;

const LABELS: Readonly<Record<Status, () => string>> = {
  PENDING: m.vc_overview_status_pending,
  ACTIVE: m.vc_overview_status_active,
  FROZEN: m.vc_overview_status_frozen,
  CANCELLED: m.vc_overview_status_cancelled,
};

const TONES: Readonly<Record<Status, Tone>> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  FROZEN: 'info',
  CANCELLED: 'neutral',
};

export const cardStatusLabel = (status: Status): string => LABELS[status]();
export const cardStatusTone = (status: Status): Tone => TONES[status];
