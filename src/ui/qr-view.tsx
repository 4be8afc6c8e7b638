/**
 * A QR code made in the browser from its payload (src/lib/qr.ts, loaded on demand), with its text
 * alternative, and optionally the time left until it expires (PRODUCT.md section 4: 1000 ms countdowns; a VA
 * QR lasts 30 minutes). Once expired the code is taken away, so nobody scans a code that can no longer be paid.
 */
import { useCallback, useEffect, useState } from 'react';
import { m } from '../lib/i18n.ts';
import type { QrPicture } from '../lib/qr.ts';
import { formatSeconds, useCountdown } from '../lib/use-countdown.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

const loadQr = () => import('../lib/qr.ts');

interface Props {
  /** What the code holds (a VietQR/EMVCo string, a link). */
  readonly payload: string;
  /** What the code is for, read instead of the picture ("Pay 1.234.567 ₫ to CamPay, reference CP123"). */
  readonly description: string;
  /** When the code stops working (ISO 8601 or epoch ms); no countdown without it. */
  readonly expiresAt?: string | number | null | undefined;
  /** Called once when the countdown reaches zero. */
  readonly onExpire?: (() => void) | undefined;
  /** Side of the picture in CSS pixels. */
  readonly size?: number;
}

type Loaded = { readonly picture: QrPicture } | { readonly failed: true } | null;

/** The picture of the payload, made once the encoder has loaded; `retry` loads again after a failure. */
function useQrPicture(payload: string): { loaded: Loaded; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry starts a new load.
  useEffect(() => {
    let current = true;
    setLoaded(null);
    loadQr().then(
      (module) => current && setLoaded({ picture: module.qrPicture(payload) }),
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [payload, attempt]);
  return { loaded, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}

/** Epoch ms of an expiry, or null. */
function epochOf(expiresAt: Props['expiresAt']): number | null {
  if (expiresAt === undefined || expiresAt === null) return null;
  return typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
}

export function QrView({ payload, description, expiresAt, onExpire, size = 224 }: Props) {
  const until = epochOf(expiresAt);
  const left = useCountdown(until);
  const expired = until !== null && left === 0;
  const { loaded, retry } = useQrPicture(payload);
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);

  // White under the code in both themes: scanners read dark modules on light best.
  const box = 'grid place-items-center overflow-hidden rounded-xl';
  return (
    <figure className="flex flex-col items-center gap-3">
      {expired ? (
        <div
          className={`${box} border border-border bg-surface-2 p-4 text-center`}
          style={{ width: size, height: size }}
        >
          {/* An alert: a code that expires while shown is announced once, not its every second. */}
          <p role="alert" className="flex flex-col items-center gap-2 text-sm font-medium text-fg">
            <span className="i-lucide-timer-off text-3xl text-muted" aria-hidden="true" />
            {m.qr_expired()}
          </p>
        </div>
      ) : loaded !== null && 'picture' in loaded ? (
        <div className={`${box} bg-white p-2`} style={{ width: size, height: size }}>
          <svg
            role="img"
            aria-label={m.qr_image_label({ description })}
            viewBox={`0 0 ${loaded.picture.size} ${loaded.picture.size}`}
            shapeRendering="crispEdges"
            className="h-full w-full"
          >
            <path d={loaded.picture.path} fill="#000" />
          </svg>
        </div>
      ) : (
        <div
          className={`${box} border border-border bg-surface-2 p-4 text-center`}
          style={{ width: size, height: size }}
        >
          {loaded === null ? (
            <Spinner label={m.qr_loading()} className="text-2xl text-muted" />
          ) : (
            <div role="alert" className="flex flex-col items-center gap-3 text-sm text-fg">
              <p>{m.qr_failed()}</p>
              <Button size="sm" variant="secondary" icon="i-lucide-rotate-cw" onClick={retry}>
                {m.action_try_again()}
              </Button>
            </div>
          )}
        </div>
      )}
      {until === null || expired ? null : (
        <figcaption className="flex items-center gap-1.5 text-sm text-muted">
          <span className="i-lucide-timer" aria-hidden="true" />
          {m.qr_expires_in({ time: formatSeconds(left) })}
        </figcaption>
      )}
    </figure>
  );
}
