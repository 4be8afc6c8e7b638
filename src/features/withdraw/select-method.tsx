/**
 * The select-info step: the user's approved bank accounts or e-wallets, the default first. A method the wallet's
 * money cannot reach (no range of rate into its currency) is shown, disabled, with why. (None at all: NoMethods,
 * in withdraw-steps.tsx, out of the first load.)
 */

import { m } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/money.ts';
import { type MethodKind, methodParts } from '../../lib/payment-method.ts';
import type { WithdrawContext, WithdrawStore } from './withdraw-store.ts';

const ICON: Readonly<Record<MethodKind, string>> = { BANK: 'i-lucide-landmark', E_WALLET: 'i-lucide-wallet' };

export function SelectMethod({
  store,
  context,
  kind,
}: {
  store: WithdrawStore;
  context: WithdrawContext;
  kind: MethodKind;
}) {
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
                  {method.is_default ? (
                    <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
                      {m.withdraw_default()}
                    </span>
                  ) : null}
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
