/**
 * The select-info step: the user's approved bank accounts or e-wallets, the default first. A method the wallet's
 * money cannot reach (no range of rate into its currency) is shown, disabled, with why; none at all leads to
 * the payment methods page.
 */

import { m } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { type MethodKind, methodParts } from './withdraw.ts';
import type { WithdrawContext, WithdrawStore } from './withdraw-store.ts';

const PAYMENT_SETTINGS = '/setting/payment';

const ICON: Readonly<Record<MethodKind, string>> = { BANK: 'i-lucide-landmark', E_WALLET: 'i-lucide-wallet' };

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
  // The ones money can reach first (the default first among them, as the list came).
  const methods = [...context.methods].sort((a, b) => Number(store.receivable(b)) - Number(store.receivable(a)));
  return (
    <ul className="flex flex-col gap-3">
      {methods.map((method) => {
        const usable = store.receivable(method);
        const { name, account } = methodParts(method, context.providers);
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
