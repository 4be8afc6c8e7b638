/** What a card's status means for the card just issued (its label is card-status.ts's, as on every card screen). */
import type { CardDetailType } from '../../contract/calls/card.ts';
import { m } from '../../lib/i18n.ts';

type CardStatus = CardDetailType['status'];

const OUTCOME: Readonly<Record<CardStatus, () => string>> = {
  PENDING: () => m.vci_outcome_pending(),
  ACTIVE: () => m.vci_outcome_active(),
  FROZEN: () => m.vci_outcome_frozen(),
  CANCELLED: () => m.vci_outcome_cancelled(),
};

export const issueOutcomeText = (status: CardStatus): string => OUTCOME[status]();
