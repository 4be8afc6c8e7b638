/**
 * /setting/payment/e-wallet: add an e-wallet, or edit one (`?id=`): the e-wallet store (e-wallet-store.ts) and
 * its form (e-wallet-form.tsx, loaded as the island starts). A saved e-wallet shows as pending approval, with the
 * way back to the list.
 */
import { useEffect, useMemo } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { Alert } from '../../ui/alert.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { createEWalletStore } from './e-wallet-store.ts';
import { MethodCard } from './method-card.tsx';

const loadForm = () => import('./e-wallet-form.tsx');

export default function EWalletIsland() {
  const store = useMemo(() => createEWalletStore({ api }), []);
  const state = useStore(store.$state);
  const saved = useStore(store.$saved);
  useEffect(() => store.start(), [store]);
  const form = useLazyModule(loadForm, true);

  if (state.status === 'loading' || (state.status === 'ready' && form === null))
    return <Spinner label={m.payments_loading()} />;
  if (state.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.payments_load_failed()}
        offlineText={m.payments_offline()}
        onRetry={store.reload}
      />
    );
  }
  if (state.status === 'missing') {
    return (
      <Alert
        tone="warning"
        title={m.payments_missing()}
        action={
          <a className={buttonClass('secondary', 'sm')} href="/setting/payment">
            {m.payments_back_to_list()}
          </a>
        }
      />
    );
  }
  if (saved !== null) {
    const providers = Object.fromEntries(state.context.providers.map((item) => [item.value, item.name]));
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title={m.payments_saved_title()} live>
          {saved.payment_status === 'PENDING' ? m.payments_saved_text() : m.payments_saved_done()}
        </Alert>
        <ul>
          <MethodCard payment={saved} providers={providers} />
        </ul>
        <a className={`${buttonClass('primary')} self-start`} href="/setting/payment">
          {m.payments_back_to_list()}
        </a>
      </div>
    );
  }
  return form === null ? null : <form.default store={store} context={state.context} />;
}
