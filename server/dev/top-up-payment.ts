/**
 * Demo only: `POST /__dev/top-up-payment` plays money arriving for a top-up of the main wallet, as the
 * collection account's bank would report it: a bank transfer `{reference, amount, payer_name?}` (`reference` is
 * the transfer description, which must carry the top-up's reference) or a scanned QR code `{qr_payload,
 * payer_name?}` (reference and amount from the payload). 201 with the top-up's transaction, now PROCESS; the
 * simulated provider credits it after SETTLE_DELAY_MS. 404 unknown reference, 409 TOP_UP_ALREADY_PAID, 410
 * TOP_UP_EXPIRED, 422 AMOUNT_MISMATCH, QR_INVALID or a bad body. In production the route does not exist.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PositiveDecimal, SingleLineText } from '../../src/contract/common.ts';
import type { EventBus } from '../api/bus.ts';
import type { Clock } from '../api/clock.ts';
import { systemClock } from '../api/clock.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorBody } from '../errors/render.ts';
import { paymentOfQr, receiveTopUpPayment } from '../top-ups/payment.ts';
import { publishMoneyChange } from '../va-transactions/announce.ts';
import { vaTransactionSummary } from '../va-transactions/store.ts';

export interface DevMoneyDeps {
  readonly db: Database;
  readonly config: { readonly demo: boolean };
  /** Where the live streams hear the change; none in tests that do not listen. */
  readonly bus?: EventBus;
  readonly clock?: Clock;
}

const PayerName = SingleLineText.trim().min(1).max(100).optional();
const TopUpPayment = z.union([
  z.object({ reference: SingleLineText.trim().min(1).max(140), amount: PositiveDecimal, payer_name: PayerName }),
  z.object({ qr_payload: SingleLineText.min(1).max(512), payer_name: PayerName }),
]);

export function createDevTopUpPaymentApp(deps: DevMoneyDeps): Hono {
  const app = new Hono();
  if (!deps.config.demo) return app;
  const clock = deps.clock ?? systemClock;
  app.post('/__dev/top-up-payment', async (c) => {
    const parsed = TopUpPayment.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ status: false, code: 'VALIDATION_FAILED', issues: parsed.error.issues }, 422);
    const body = parsed.data;
    const now = clock.now();
    try {
      const paid =
        'qr_payload' in body ? paymentOfQr(body.qr_payload) : { reference: body.reference, amount: body.amount };
      const row = await receiveTopUpPayment(deps.db, {
        description: paid.reference,
        amount: paid.amount,
        payerName: body.payer_name ?? null,
        at: now,
      });
      if (deps.bus) await publishMoneyChange(deps.db, deps.bus, row, now);
      return c.json({ status: true, data: vaTransactionSummary(row, true) }, 201);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return c.json(errorBody(error, 'en'), error.status);
    }
  });
  return app;
}
