/**
 * /setting/payment: the saved bank accounts and e-wallets with their approval status and default flag; a
 * DIRECTOR adds, makes default, edits (e-wallets) and removes, FINANCE only reads (PRODUCT.md section 4). It
 * renders the methods store (methods-store.ts); the change dialog loads after the list.
 */
import { type ReactNode, useEffect, useMemo } from 'react';
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import { m } from '../../lib/i18n.ts';
import type { ProviderNames } from '../../lib/payment-method.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { buttonClass } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { MethodCard } from './method-card.tsx';
import { mayEditMethods } from './methods.ts';
import { createMethodsStore, type MethodsStore } from './methods-store.ts';

const loadDialog = () => import('./change-dialog.tsx');

function AddLinks() {
  return (
    <div className="flex flex-wrap gap-2">
      <a className={buttonClass('primary', 'sm')} href="/setting/payment/bank">
        <span className="i-lucide-landmark" aria-hidden="true" />
        {m.payments_add_bank()}
      </a>
      <a className={buttonClass('secondary', 'sm')} href="/setting/payment/e-wallet">
        <span className="i-lucide-wallet" aria-hidden="true" />
        {m.payments_add_ewallet()}
      </a>
    </div>
  );
}

function MethodSection({
  title,
  methods,
  providers,
  store,
  editable,
}: {
  title: string;
  methods: readonly PaymentRecord[];
  providers: ProviderNames;
  store: MethodsStore;
  editable: boolean;
}) {
  if (methods.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {methods.map((payment) => (
          <MethodCard
            key={payment.id}
            payment={payment}
            providers={providers}
            {...(editable
              ? {
                  actions: {
                    onDefault: () => void store.makeDefault(payment.id, m.payments_method_label()),
                    onRemove: () => store.askRemove(payment.id),
                  },
                }
              : {})}
          />
        ))}
      </ul>
    </section>
  );
}

interface Props {
  /** What the screen says before the first method: to the director, who may add one, and to the other roles. */
  readonly empty?: ReactNode;
  readonly emptyViewOnly?: ReactNode;
}

export default function MethodsIsland({ empty, emptyViewOnly }: Props) {
  const store = useMemo(() => createMethodsStore({ api }), []);
  const state = useStore(store.$state);
  const role = useStore(store.$role);
  useEffect(() => store.start(), [store]);
  const dialog = useLazyModule(loadDialog, state.status === 'ready' && mayEditMethods(role));

  if (state.status === 'loading') return <Spinner label={m.payments_loading()} />;
  if (state.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.payments_load_failed()}
        offlineText={m.payments_offline()}
        onRetry={() => void store.reload()}
      />
    );
  }
  const editable = mayEditMethods(role);
  const banks = state.methods.filter((payment) => payment.payment_type === 'BANK');
  const wallets = state.methods.filter((payment) => payment.payment_type === 'E_WALLET');
  return (
    <div className="flex flex-col gap-6">
      {editable ? <AddLinks /> : <p className="text-sm text-muted">{m.payments_view_only()}</p>}
      {state.methods.length === 0 ? (
        <div className="card px-4 py-10 text-center">
          <span className="i-lucide-landmark mx-auto mb-2 block text-2xl text-muted" aria-hidden="true" />
          {editable ? empty : emptyViewOnly}
        </div>
      ) : null}
      <MethodSection
        title={m.payments_banks()}
        methods={banks}
        providers={state.providers}
        store={store}
        editable={editable}
      />
      <MethodSection
        title={m.payments_ewallets()}
        methods={wallets}
        providers={state.providers}
        store={store}
        editable={editable}
      />
      {dialog ? <dialog.default store={store} /> : null}
    </div>
  );
}
