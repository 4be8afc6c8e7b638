/**
 * /va/list/qr-merchant-list: the account's QR merchants and, for a whitelisted account (WHITELIST_CREATEQR_FE),
 * making a QR code for one and showing it large until it is paid or expires, and the QR statistics. An account
 * without the flag is told why it cannot create codes and what to do. Renders merchants-store.ts.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QrMerchantType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { MerchantCard } from './merchant-card.tsx';
import { createMerchantsStore, type MerchantsState, type MerchantsStore } from './merchants-store.ts';

type Ready = Extract<MerchantsState, { status: 'ready' }>;

const loadPayDialog = () => import('./pay-dialog.tsx');
const loadMerchantDialog = () => import('./merchant-dialog.tsx');
/** What only a whitelisted account uses: after the first load. */
const loadCodeParts = () => import('./code-parts.ts');

/** PRODUCT.md section 4: paying moves money and opening a merchant opens a VA, which DIRECTOR and FINANCE do. */
const mayManage = (state: Ready) => state.role === 'director' || state.role === 'financial';
/** The server also wants the QR flag; without it the screen says why instead. */
const mayCreateMerchant = (state: Ready) => state.whitelisted && mayManage(state);

function NotWhitelisted() {
  return (
    <Alert tone="info" icon="i-lucide-lock" title={m.qrm_not_whitelisted_title()}>
      <p data-testid="qr-not-whitelisted">{m.qrm_not_whitelisted_body()}</p>
    </Alert>
  );
}

function Merchants({ state, store }: { state: Ready; store: MerchantsStore }) {
  if (state.merchants.length === 0) {
    return (
      <div className="card px-4 py-10 text-center">
        <span className="i-lucide-store mx-auto mb-2 block text-2xl text-muted" aria-hidden="true" />
        <p className="font-medium">{m.qrm_empty_title()}</p>
        <p className="text-sm text-muted">{m.qrm_empty_body()}</p>
      </div>
    );
  }
  return (
    <section className="flex flex-col gap-3" aria-labelledby="qr-merchants-title">
      <h2 id="qr-merchants-title" className="text-base font-semibold">
        {m.qrm_merchants()}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {state.merchants.map((merchant) => (
          <MerchantCard
            key={merchant.id}
            merchant={merchant}
            onCreate={state.whitelisted && merchant.status === 'ACTIVE' ? () => store.compose(merchant) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

export default function QrIsland() {
  const store = useMemo(() => createMerchantsStore(), []);
  const state = useStore(store.$state);
  const creating = useStore(store.$creating);
  const shown = useStore(store.$shown);
  const [paying, setPaying] = useState(false);
  const [opening, setOpening] = useState(false);
  useEffect(() => store.start(), [store]);
  const payDialog = useLazyModule(loadPayDialog, paying);
  const merchantDialog = useLazyModule(loadMerchantDialog, opening);
  const created = useCallback((merchant: QrMerchantType) => store.added(merchant), [store]);
  const parts = useLazyModule(loadCodeParts, state.status === 'ready' && state.whitelisted);

  if (state.status === 'loading') return <Spinner label={m.qrm_loading()} />;
  if (state.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.qrm_load_failed()}
        offlineText={m.qrm_offline()}
        onRetry={store.retry}
      />
    );
  }
  if (shown !== null && parts) return <parts.ShownCode store={store} merchant={creating} />;
  if (creating !== null && parts) return <parts.CreateForm store={store} merchant={creating} />;
  return (
    <div className="flex flex-col gap-6">
      {state.whitelisted ? null : <NotWhitelisted />}
      {mayManage(state) ? (
        <div className="flex flex-wrap gap-2">
          {mayCreateMerchant(state) ? (
            <Button icon="i-lucide-store" onClick={() => setOpening(true)}>
              {m.qrm_merchant_open()}
            </Button>
          ) : null}
          <Button variant="secondary" icon="i-lucide-scan-line" onClick={() => setPaying(true)}>
            {m.qrm_pay_open()}
          </Button>
        </div>
      ) : null}
      {payDialog ? <payDialog.default open={paying} onClose={() => setPaying(false)} /> : null}
      {merchantDialog ? (
        <merchantDialog.default open={opening} onClose={() => setOpening(false)} onCreated={created} />
      ) : null}
      <Merchants state={state} store={store} />
      {parts && state.merchants.length > 0 ? <parts.StatsPanel merchants={state.merchants} /> : null}
    </div>
  );
}
