/**
 * The parts of /vc/list that come after the page (list-island.tsx): the card faces wired to the actions, the MAIN
 * balance, and the dialogs — each of those loaded when first opened.
 */
import type { CardType } from '../../contract/calls/card.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Role } from '../../lib/roles.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $cardBalance } from '../../stores/cards.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cardActions } from './card-actions.ts';
import { isStatusChange } from './card-actions-store.ts';
import { CardFace as Face } from './card-face.tsx';

const loadStatusDialog = () => import('./card-actions-dialog.tsx');
const loadTopUpDialog = () => import('./top-up-dialog.tsx');
const loadRevealDialog = () => import('./reveal-dialog.tsx');

export function CardFace({ card, role }: { card: CardType; role: Role | null }) {
  return <Face card={card} role={role} onAction={cardActions.open} />;
}

export function MainBalance() {
  const balance = useStore($cardBalance).data?.MAIN;
  if (balance === undefined) return <Skeleton className="h-5 w-48" />;
  return (
    <p className="text-sm text-muted" data-testid="card-wallet-main">
      {m.vc_list_main({ amount: formatMoney(balance.amount, balance.currency, getLocale()) })}
    </p>
  );
}

export function Dialogs() {
  const open = useStore(cardActions.$open);
  const action = open?.action ?? null;
  const status = useLazyModule(loadStatusDialog, action !== null && isStatusChange(action));
  const topUp = useLazyModule(loadTopUpDialog, action === 'top-up');
  const reveal = useLazyModule(loadRevealDialog, action === 'reveal');
  if (open === null) return null;
  if (isStatusChange(open.action)) return status ? <status.default /> : null;
  if (open.action === 'top-up') return topUp ? <topUp.default card={open.card} /> : null;
  return reveal ? <reveal.default card={open.card} /> : null;
}
