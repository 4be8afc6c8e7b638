/**
 * A QR code shown large for a customer to scan: the picture with its 30-minute countdown (src/ui/qr-view.tsx, its
 * encoder loaded on demand), the amount and description under it, a print button (the print stylesheet of the
 * screen prints this card alone), and its state read every 3000 ms until it is paid or expired.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { QrCodeType, QrMerchantType } from '../../contract/calls/va.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { createDetailStore } from '../../stores/kit/detail.ts';
import { Button } from '../../ui/button.tsx';
import { QrView } from '../../ui/qr-view.tsx';
import type { MerchantsStore } from './merchants-store.ts';
import { isFinalQr, QR_POLL_MS, qrPhase } from './qr-code.ts';

/**
 * Printing shows this card alone, so a shop can put the code on its counter. Rendered with the card rather than in
 * the site's stylesheet, whose rules every page inlines as critical CSS.
 */
const PRINT_CSS =
  '@media print{body *{visibility:hidden}[data-qr-print],[data-qr-print] *{visibility:visible}' +
  '[data-qr-print]{position:absolute;inset:0 0 auto 0;border:0;box-shadow:none}}';

/** Large enough to scan from across a counter, small enough for a 360 px phone. */
const QR_SIZE = 264;

function Outcome({ icon, text, tone }: { icon: string; text: string; tone: string }) {
  return (
    <div
      className="grid place-items-center gap-2 rounded-xl border border-border bg-surface-2 p-4 text-center"
      style={{ width: QR_SIZE, height: QR_SIZE }}
    >
      <span className={`${icon} text-5xl ${tone}`} aria-hidden="true" />
      <p className="text-lg font-semibold">{text}</p>
    </div>
  );
}

export function ShownCode({ store, merchant }: { store: MerchantsStore; merchant: QrMerchantType | null }) {
  const created = useStore(store.$shown);
  const reader = useMemo(() => createDetailStore('getQrCode', { isFinal: isFinalQr, intervalMs: QR_POLL_MS }), []);
  const read = useStore(reader.$state);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const id = created?.id;
  useEffect(() => (id === undefined ? undefined : reader.start(id)), [reader, id]);
  const code: QrCodeType | null = read.value?.id === created?.id ? read.value : created;
  if (code === null) return null;
  const phase = qrPhase(code, Date.now());
  const locale = getLocale();
  const amount = code.amount === null ? m.qrm_amount_open() : formatMoney(code.amount, code.currency, locale);
  return (
    <section className="card flex flex-col items-center gap-4 p-4 sm:p-6" data-qr-print aria-labelledby="qr-shown">
      <style>{PRINT_CSS}</style>
      <h2 id="qr-shown" ref={heading} tabIndex={-1} className="text-center text-lg font-semibold outline-none">
        {merchant?.name ?? m.qrm_code_title()}
      </h2>
      <p role="status" className="sr-only">
        {phase === 'paid' ? m.qrm_paid() : phase === 'expired' ? m.qr_expired() : ''}
      </p>
      {phase === 'paid' ? (
        <Outcome icon="i-lucide-circle-check" text={m.qrm_paid()} tone="text-success" />
      ) : phase === 'expired' ? (
        <Outcome icon="i-lucide-timer-off" text={m.qr_expired()} tone="text-muted" />
      ) : (
        <QrView
          payload={code.payload}
          description={m.qrm_image_description({ amount, description: code.description })}
          expiresAt={code.expires_at}
          size={QR_SIZE}
        />
      )}
      <dl className="flex flex-col items-center gap-1 text-center" data-testid="qr-shown-facts">
        <dt className="sr-only">{m.qrm_amount()}</dt>
        <dd className={code.amount === null ? 'text-base font-semibold' : 'text-2xl font-bold tabular-nums'}>
          {amount}
        </dd>
        <dt className="sr-only">{m.qrm_description()}</dt>
        <dd className="break-words text-base text-muted">{code.description}</dd>
      </dl>
      <div className="flex flex-wrap justify-center gap-2 print:hidden">
        {phase === 'pending' ? (
          <Button variant="secondary" icon="i-lucide-printer" onClick={() => window.print()}>
            {m.qrm_print()}
          </Button>
        ) : null}
        <Button variant={phase === 'pending' ? 'ghost' : 'primary'} icon="i-lucide-arrow-left" onClick={store.close}>
          {m.qrm_back()}
        </Button>
      </div>
    </section>
  );
}
