/**
 * One card as a card face: its name, brand and last four digits (the BIN is not in the contract, and the full
 * number only ever shows in the reveal dialog), its balance, its status with what the status means, and the
 * actions its status and the signed-in role allow (card-status.ts).
 */
import type { CardType } from '../../contract/calls/card.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Role } from '../../lib/roles.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { allowedActions, type CardAction, cardStatusLabel, cardStatusMeaning, cardStatusTone } from './card-status.ts';

const ACTION_LOOK: Readonly<
  Record<CardAction, { label: () => string; icon: string; variant: 'primary' | 'secondary' | 'ghost' }>
> = {
  'top-up': { label: m.vc_action_top_up, icon: 'i-lucide-plus', variant: 'primary' },
  reveal: { label: m.vc_action_reveal, icon: 'i-lucide-eye', variant: 'secondary' },
  freeze: { label: m.vc_action_freeze, icon: 'i-lucide-snowflake', variant: 'secondary' },
  unfreeze: { label: m.vc_action_unfreeze, icon: 'i-lucide-sun', variant: 'primary' },
  cancel: { label: m.vc_action_cancel, icon: 'i-lucide-ban', variant: 'ghost' },
};

interface Props {
  readonly card: CardType;
  /** Null until the profile is known: no action is offered before it. */
  readonly role: Role | null;
  readonly onAction: (action: CardAction, card: CardType) => void;
}

export function CardFace({ card, role, onAction }: Props) {
  const actions = role === null ? [] : allowedActions(card.status, role);
  const headingId = `card-${card.id}-name`;
  return (
    <li
      className="card flex flex-col gap-4 p-4"
      aria-labelledby={headingId}
      data-card-id={card.id}
      data-card-status={card.status}
    >
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-surface-2 p-4" data-testid="card-face">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 break-words text-base font-semibold">
            {card.name}
          </h3>
          <span className="shrink-0 text-sm font-bold tracking-wide">{card.brand}</span>
        </div>
        <p className="font-mono text-lg tracking-widest">
          <span className="sr-only">{m.vc_face_ending({ last4: card.last4 })}</span>
          <span aria-hidden="true">•••• {card.last4}</span>
        </p>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="flex flex-col">
            <span className="text-xs text-muted">{m.vc_face_balance()}</span>
            <span className="text-xl font-semibold tabular-nums" data-testid="card-balance">
              {formatMoney(card.balance.amount, card.balance.currency, getLocale())}
            </span>
          </div>
          <Badge label={cardStatusLabel(card.status)} status={card.status} tone={cardStatusTone(card.status)} />
        </div>
      </div>
      <p className="text-sm text-muted" data-testid="card-meaning">
        {cardStatusMeaning(card.status)}
      </p>
      {actions.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={m.vc_face_actions({ name: card.name })}>
          {actions.map((action) => {
            const look = ACTION_LOOK[action];
            return (
              <li key={action}>
                <Button
                  size="sm"
                  variant={look.variant}
                  icon={look.icon}
                  data-action={action}
                  onClick={() => onAction(action, card)}
                >
                  {look.label()}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}
