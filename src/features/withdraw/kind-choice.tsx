/**
 * Where a withdrawal of the QR-merchant balance goes (/va/list/withdraw_qr): a bank account or an e-wallet, as two
 * links to the same page (`?to=e-wallet`), so the choice is in the address and Back undoes it.
 */
import { m } from '../../lib/i18n.ts';
import type { MethodKind } from '../../lib/payment-method.ts';

const TO: Readonly<Record<MethodKind, string>> = { BANK: 'bank', E_WALLET: 'e-wallet' };

/** The kind the address asks for (`?to=`); a bank account when it asks for none or for something else. */
export function kindInAddress(search: string): MethodKind {
  return new URLSearchParams(search).get('to') === TO.E_WALLET ? 'E_WALLET' : 'BANK';
}

const CHOICES: ReadonlyArray<{ kind: MethodKind; icon: string; label: () => string }> = [
  { kind: 'BANK', icon: 'i-lucide-landmark', label: () => m.withdraw_to_bank() },
  { kind: 'E_WALLET', icon: 'i-lucide-wallet', label: () => m.withdraw_to_ewallet() },
];

export function KindChoice({ kind }: { kind: MethodKind }) {
  return (
    <nav aria-label={m.withdraw_kind_label()}>
      <ul className="flex flex-wrap gap-2">
        {CHOICES.map((choice) => (
          <li key={choice.kind}>
            <a
              href={`?to=${TO[choice.kind]}`}
              aria-current={choice.kind === kind ? 'page' : undefined}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-4 text-sm font-semibold hover:border-primary focus-ring aria-[current=page]:border-primary aria-[current=page]:bg-surface-2"
            >
              <span aria-hidden="true" className={`${choice.icon} shrink-0 text-primary-text`} />
              {choice.label()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
