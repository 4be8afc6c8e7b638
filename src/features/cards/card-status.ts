/**
 * How a card's status is shown and what may be done to it, for every card screen: the badge's label and tone, the
 * one line that says what the status means, and the actions the server allows from it (src/contract/calls/card.ts:
 * ACTIVE ⇄ FROZEN; ACTIVE, FROZEN or PENDING → CANCELLED, final) for the signed-in role (PRODUCT.md section 4:
 * DIRECTOR and FINANCE manage cards, only a DIRECTOR cancels one).
 */
import type { CardType } from '../../contract/calls/card.ts';
import type { Tone } from '../../lib/appearance.ts';
import { m } from '../../lib/i18n.ts';
import type { Role } from '../../lib/roles.ts';

export type CardStatus = CardType['status'];
export type CardAction = 'freeze' | 'unfreeze' | 'top-up' | 'reveal' | 'cancel';

const TONES: Readonly<Record<CardStatus, Tone>> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  FROZEN: 'info',
  CANCELLED: 'neutral',
};

const LABELS: Readonly<Record<CardStatus, () => string>> = {
  PENDING: m.vc_status_pending,
  ACTIVE: m.vc_status_active,
  FROZEN: m.vc_status_frozen,
  CANCELLED: m.vc_status_cancelled,
};

const MEANINGS: Readonly<Record<CardStatus, () => string>> = {
  PENDING: m.vc_status_pending_meaning,
  ACTIVE: m.vc_status_active_meaning,
  FROZEN: m.vc_status_frozen_meaning,
  CANCELLED: m.vc_status_cancelled_meaning,
};

/** The actions each status allows, in the order the card shows them. */
const BY_STATUS: Readonly<Record<CardStatus, readonly CardAction[]>> = {
  ACTIVE: ['top-up', 'reveal', 'freeze', 'cancel'],
  FROZEN: ['unfreeze', 'reveal', 'cancel'],
  PENDING: ['cancel'],
  CANCELLED: [],
};

export const cardStatusTone = (status: CardStatus): Tone => TONES[status];
export const cardStatusLabel = (status: CardStatus): string => LABELS[status]();
export const cardStatusMeaning = (status: CardStatus): string => MEANINGS[status]();

/** What `role` may do to a card in `status`: nothing for a SELLER, no cancel but for a DIRECTOR. */
export function allowedActions(status: CardStatus, role: Role): readonly CardAction[] {
  if (role === 'seller') return [];
  return BY_STATUS[status].filter((action) => action !== 'cancel' || role === 'director');
}

/** A status no action leaves. */
export const isFinalCardStatus = (status: CardStatus): boolean => status === 'CANCELLED';
