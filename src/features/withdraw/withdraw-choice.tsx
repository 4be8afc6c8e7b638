/** /withdraw: choose where the money goes — a saved bank account or an e-wallet. */
import { m } from '../../lib/i18n.ts';

const CHOICES = [
  {
    href: '/withdraw/bank',
    icon: 'i-lucide-landmark',
    title: () => m.withdraw_to_bank(),
    text: () => m.withdraw_to_bank_text(),
  },
  {
    href: '/withdraw/e-wallet',
    icon: 'i-lucide-wallet',
    title: () => m.withdraw_to_ewallet(),
    text: () => m.withdraw_to_ewallet_text(),
  },
] as const;

export function WithdrawChoice() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {CHOICES.map((choice) => (
        <li key={choice.href}>
          <a
            href={choice.href}
            className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span aria-hidden="true" className={`${choice.icon} mt-0.5 shrink-0 text-xl text-primary`} />
            <span className="flex flex-col gap-1">
              <span className="font-semibold">{choice.title()}</span>
              <span className="text-sm text-muted">{choice.text()}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
