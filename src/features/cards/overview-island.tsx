/**
 * /vc: the ways on (issue a card, all cards, all transactions) at once, then the card wallet's balances, the fees in
 * plain words, a few cards and the latest transactions (overview-view.tsx, loaded after the page). Inside the cards
 * gate: a person without virtual cards sees why, and no card call is made.
 */
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CardsGate } from './gate.tsx';

const loadFigures = () => import('./overview-view.tsx');

function Actions() {
  const links = [
    { href: '/vc/issue', label: m.vc_overview_issue(), icon: 'i-lucide-credit-card', variant: 'primary' },
    { href: '/vc/list', label: m.vc_overview_all_cards(), icon: 'i-lucide-wallet-cards', variant: 'secondary' },
    {
      href: '/vc/transactions',
      label: m.vc_overview_all_transactions(),
      icon: 'i-lucide-arrow-left-right',
      variant: 'secondary',
    },
  ] as const;
  return (
    <nav aria-label={m.vc_overview_actions_label()}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={buttonClass(link.variant, 'md')}>
              <span className={`${link.icon} shrink-0`} aria-hidden="true" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Overview() {
  const figures = useLazyModule(loadFigures, true);
  return (
    <div className="flex flex-col gap-6">
      <Actions />
      {figures ? <figures.OverviewFigures /> : <Skeleton className="h-64 w-full" />}
    </div>
  );
}

export default function VcOverviewIsland() {
  return (
    <CardsGate>
      <Overview />
    </CardsGate>
  );
}
