/**
 * Demo only: `POST /__dev/va-payment {account_number, amount, payer_name?, reference?}` plays a bank transfer
 * arriving into a VA, as the partner bank would report it; `reference` is the transfer's description, which
 * pays an invoice of that VA when it quotes the invoice's reference with its exact amount. It answers the
 * PENDING TOP_UP transaction (201); the simulated provider settles it after SETTLE_DELAY_MS
 * (server/va-transactions/incoming.ts). In production the route does not exist, like /__dev/outbox.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PositiveDecimal, SingleLineText } from '../../src/contract/common.ts';
import { systemClock } from '../api/clock.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorBody } from '../errors/render.ts';
import { publishMoneyChange } from '../va-transactions/announce.ts';
import { receiveVaPayment } from '../va-transactions/incoming.ts';
import { vaTransactionSummary } from '../va-transactions/store.ts';
import type { DevMoneyDeps } from './top-up-payment.ts';

const IncomingPayment = z.object({
  account_number: SingleLineText.trim().min(1).max(30),
  amount: PositiveDecimal,
  payer_name: SingleLineText.trim().min(1).max(100).optional(),
  reference: SingleLineText.trim().min(1).max(140).optional(),
});

export function createDevVaPaymentApp(deps: DevMoneyDeps): Hono {
  const app = new Hono();
  if (!deps.config.demo) return app;
  const clock = deps.clock ?? systemClock;
  app.post('/__dev/va-payment', async (c) => {
    const parsed = IncomingPayment.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ status: false, code: 'VALIDATION_FAILED', issues: parsed.error.issues }, 422);
    try {
      const now = clock.now();
      const row = await receiveVaPayment(deps.db, {
        accountNumber: parsed.data.account_number,
        amount: parsed.data.amount,
        payerName: parsed.data.payer_name ?? null,
        description: parsed.data.reference ?? null,
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
