/**
 * A card's status as the issue outcome says it (the integrator may unify card status words across the card
 * screens): its label, and what it means for the card just issued.
 */
import type { CardDetailType } from '../../contract/calls/card.ts';
import { m } from '../../lib/i18n.ts';

type CardStatus = CardDetailType['status'];

const LABEL: Readonly<Record<CardStatus, () => string>> = {
  PENDING: () => m.vci_status_pending(),
  ACTIVE: () => m.vci_status_active(),
  FROZEN: () => m.vci_status_frozen(),
  CANCELLED: () => m.vci_status_cancelled(),
};

const OUTCOME: Readonly<Record<CardStatus, () => string>> = {
  PENDING: () => m.vci_outcome_pending(),
  ACTIVE: () => m.vci_outcome_active(),
  FROZEN: () => m.vci_outcome_frozen(),
  CANCELLED: () => m.vci_outcome_cancelled(),
};

export const cardStatusLabel = (status: CardStatus): string => LABEL[status]();
export const issueOutcomeText = (status: CardStatus): string => OUTCOME[status]();
