/**
 * Freeze, unfreeze or cancel, confirmed in a dialog (card-actions-store.ts); a cancel says plainly it cannot be
 * undone and where the balance goes. A refusal stays beside the buttons, in the user's language.
 */

import type { CardType } from '../../contract/calls/card.ts';
import { failureText } from '../../lib/failure-text.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { ConfirmRemoval } from '../../ui/confirm-removal.tsx';
import { cardActions } from './card-actions.ts';
import { isStatusChange, type StatusChange } from './card-actions-store.ts';

function wordsOf(action: StatusChange, card: CardType) {
  const name = { name: card.name };
  if (action === 'freeze')
    return { title: m.vc_freeze_title(name), text: m.vc_freeze_text(), label: m.vc_action_freeze() };
  if (action === 'unfreeze') {
    return { title: m.vc_unfreeze_title(name), text: m.vc_unfreeze_text(), label: m.vc_action_unfreeze() };
  }
  const amount = formatMoney(card.balance.amount, card.balance.currency, getLocale());
  return { title: m.vc_cancel_title(name), text: m.vc_cancel_text({ amount }), label: m.vc_action_cancel() };
}

export default function CardActionsDialog() {
  const open = useStore(cardActions.$open);
  if (open === null || !isStatusChange(open.action)) return null;
  const words = wordsOf(open.action, open.card);
  return (
    <ConfirmRemoval
      open
      title={words.title}
      description={words.text}
      confirmLabel={words.label}
      cancelLabel={m.vc_action_back()}
      confirmVariant={open.action === 'cancel' ? 'danger' : 'primary'}
      busy={open.busy}
      onConfirm={() => void cardActions.confirm()}
      onCancel={cardActions.close}
    >
      {open.failure ? (
        <Alert tone="danger" title={m.vc_action_failed()} live>
          {failureText(open.failure)}
        </Alert>
      ) : null}
    </ConfirmRemoval>
  );
}
