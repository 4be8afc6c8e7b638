/**
 * The select-info step: the user's approved bank accounts or e-wallets, the default first. A method the wallet's
 * money cannot reach (no range of rate into its currency) is shown, disabled, with why; none at all leads to
 * the payment methods page.
 */

import type { PaymentRecord } from '../../contract/calls/payments.ts';
import { m } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { buttonClass } from '../../ui/button.tsx';
import type { MethodKind } from './withdraw.ts';
import type { WithdrawContext, WithdrawStore } from './withdraw-store.ts';

const PAYMENT_SETTINGS = '/setting/payment';

const ICON: Readonly<Record<MethodKind, string>> = { BANK: 'i-lucide-landmark', E_WALLET: 'i-lucide-wallet' };

/** The method's name and its account, as the user knows them. */
function methodLines(payment: PaymentRecord): [string, string] {
  if (payment.payment_type === 'BANK') {
    const { bank_name, account_number, account_name } = payment.detail;
    return [bank_name, `•••• ${account_number.slice(-4)} · ${account_name}`];
  }
  const { provider, account_name, email, account_number } = payment.detail;
  return [provider, email ?? account_number ?? account_name];
}

function NoMethods({ kind }: { kind: MethodKind }) {
  const profile = useStore($profile);
  // FINANCE may view payment methods but not add them (PRODUCT.md section 4).
  const mayAdd = profile?.role !== 'financial';
  return (
    <Alert
      tone="info"
      title={kind === 'BANK' ? m.withdraw_no_banks() : m.withdraw_no_ewallets()}
      action={
        <a className={buttonClass('secondary', 'sm')} href={PAYMENT_SETTINGS}>
          {mayAdd ? m.withdraw_add_method() : m.withdraw_see_methods()}
        </a>
      }
    >
      {mayAdd ? m.withdraw_no_methods_text() : m.withdraw_no_methods_ask()}
    </Alert>
  );
}

export function SelectMethod({
  store,
  context,
  kind,
}: {
  store: WithdrawStore;
  context: WithdrawContext;
  kind: MethodKind;
}) {
  if (context.methods.length === 0) return <NoMethods kind={kind} />;
  return (
    <ul className="flex flex-col gap-3">
      {context.methods.map((method) => {
        const usable = store.receivable(method);
        const [name, account] = methodLines(method);
        return (
          <li key={method.id}>
            <button
              type="button"
              disabled={!usable}
              onClick={() => store.chooseMethod(method.id)}
              className="flex w-full items-center gap-3 rounded-xl border border-border bg-surface p-4 text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-70 disabled:hover:border-border"
            >
              <span aria-hidden="true" className={`${ICON[kind]} shrink-0 text-xl text-primary`} />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {name}
                  {method.is_default ? <Badge tone="info" label={m.withdraw_default()} /> : null}
                </span>
                <span className="break-words text-sm text-muted">{account}</span>
                {usable ? null : (
                  <span className="text-sm text-muted">
                    {m.withdraw_currency_unavailable({ currency: displayCurrency(method.currency) })}
                  </span>
                )}
              </span>
              {usable ? <span aria-hidden="true" className="i-lucide-chevron-right shrink-0 text-muted" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
