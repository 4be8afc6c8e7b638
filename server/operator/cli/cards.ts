/**
 * The card processor simulation from the CLI (docs/decisions/024-card-processor-simulation.md):
 * `card-charge <card-id> <amount> [--merchant "Name"] [--country VN]`, `card-settle <transaction-id>`,
 * `card-refund <transaction-id> [--amount N]`, `card-deposit <customer-id> <amount> [--network TRX]
 * [--currency USDT]`. Inputs are checked by the contract's own schemas before anything is sent.
 */
import type { z } from 'zod';
import {
  CryptoCurrency,
  CryptoNetwork,
  type CardTransactionType as Transaction,
} from '../../../src/contract/calls/card.ts';
import { CardChargeInput } from '../../../src/contract/calls/operator.ts';
import { PositiveDecimal } from '../../../src/contract/common.ts';

export const CARD_ACTIONS = ['card-charge', 'card-settle', 'card-refund', 'card-deposit'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

export type CardCommand =
  | {
      readonly action: 'card-charge';
      readonly cardId: number;
      readonly amount: string;
      readonly merchant: { readonly name: string; readonly country: string | null };
    }
  | { readonly action: 'card-settle'; readonly transactionId: number }
  | { readonly action: 'card-refund'; readonly transactionId: number; readonly amount?: string }
  | {
      readonly action: 'card-deposit';
      readonly customerId: number;
      readonly amount: string;
      readonly network: z.infer<typeof CryptoNetwork>;
      readonly currency: z.infer<typeof CryptoCurrency>;
    };

/** What a charge names when the operator gives no merchant. */
export const DEFAULT_MERCHANT = 'Demo Merchant';

export const CARD_USAGE = `  card-charge <card-id> <amount> [--merchant "Name"] [--country VN]
                                      simulated merchant charge (USD, whole cents): PENDING, or
                                      declined (FAILURE): card not active, short or over its limit
  card-settle <transaction-id>        the merchant settles a PENDING charge: SUCCESS
  card-refund <transaction-id> [--amount N]
                                      refund a settled charge (all that is left of it by default)
  card-deposit <customer-id> <amount> [--network ${CryptoNetwork.options.join('|')}] [--currency ${CryptoCurrency.options.join('|')}]
                                      a confirmed crypto deposit to the MAIN card balance (TRX, USDT)`;

/** The parsing helpers of cli/args.ts, passed in: args.ts imports this module, not the other way round. */
export interface ArgTools {
  readonly fail: (message: string) => never;
  readonly positiveInt: (value: string | undefined, what: string) => number;
  readonly checkOptions: (options: Map<string, string>, allowed: readonly string[]) => void;
}

function amountOf(value: string | undefined, what: string, tools: ArgTools): string {
  if (value === undefined || !PositiveDecimal.safeParse(value).success) {
    return tools.fail(`${what} must be a positive amount like 12.50`);
  }
  return value;
}

function oneOf<T extends string>(schema: z.ZodEnum<Record<T, T>>, value: string, name: string, tools: ArgTools): T {
  const parsed = schema.safeParse(value.toUpperCase());
  return parsed.success ? parsed.data : tools.fail(`--${name} must be one of ${schema.options.join(', ')}`);
}

function charge(args: readonly string[], options: Map<string, string>, tools: ArgTools): CardCommand {
  tools.checkOptions(options, ['merchant', 'country']);
  const [id, amount] = args;
  const country = options.get('country')?.toUpperCase() ?? null;
  const merchant = { name: options.get('merchant')?.trim() ?? DEFAULT_MERCHANT, country };
  const parsed = CardChargeInput.shape.merchant.safeParse(merchant);
  if (!parsed.success) {
    const wrong = parsed.error.issues[0]?.path[0] === 'country' ? '--country must be two letters, like VN' : null;
    tools.fail(wrong ?? '--merchant must be one line of 1 to 100 characters');
  }
  return {
    action: 'card-charge',
    cardId: tools.positiveInt(id, 'card id'),
    amount: amountOf(amount, 'amount', tools),
    merchant,
  };
}

/** `args`: the positional arguments after the command. */
export function parseCardCommand(
  action: CardAction,
  args: readonly string[],
  options: Map<string, string>,
  tools: ArgTools,
): CardCommand {
  const expected = action === 'card-charge' || action === 'card-deposit' ? 2 : 1;
  if (args.length > expected) tools.fail(`unexpected argument ${args[expected]}`);
  if (action === 'card-charge') return charge(args, options, tools);
  if (action === 'card-settle') {
    tools.checkOptions(options, []);
    return { action, transactionId: tools.positiveInt(args[0], 'transaction id') };
  }
  if (action === 'card-refund') {
    tools.checkOptions(options, ['amount']);
    const amount = options.get('amount');
    const transactionId = tools.positiveInt(args[0], 'transaction id');
    return amount === undefined
      ? { action, transactionId }
      : { action, transactionId, amount: amountOf(amount, '--amount', tools) };
  }
  tools.checkOptions(options, ['network', 'currency']);
  return {
    action,
    customerId: tools.positiveInt(args[0], 'customer id'),
    amount: amountOf(args[1], 'amount', tools),
    network: oneOf(CryptoNetwork, options.get('network') ?? 'TRX', 'network', tools),
    currency: oneOf(CryptoCurrency, options.get('currency') ?? 'USDT', 'currency', tools),
  };
}

const ADMIN_BASE = '/api/warehouse/v1/admin';

/** The admin call of a card command. */
export function cardRequest(command: CardCommand): { path: string; method: 'POST'; body: string } {
  const post = (path: string, body: object) => ({
    path: `${ADMIN_BASE}${path}`,
    method: 'POST' as const,
    body: JSON.stringify(body),
  });
  switch (command.action) {
    case 'card-charge':
      return post(`/cards/${command.cardId}/charges`, { amount: command.amount, merchant: command.merchant });
    case 'card-settle':
      return post(`/cards/transactions/${command.transactionId}/settle`, {});
    case 'card-refund':
      return post(
        `/cards/transactions/${command.transactionId}/refund`,
        command.amount === undefined ? {} : { amount: command.amount },
      );
    case 'card-deposit': {
      const { amount, network, currency } = command;
      return post(`/customers/${command.customerId}/card-deposits`, { amount, network, currency });
    }
  }
}

/** One line for the operator, e.g. `Transaction 12 (VCT00000012): CARD_PAYMENT PENDING 12.5 USD, card Ads ••4242, Google Ads`. */
export function transactionLine(row: Transaction): string {
  const parts = [
    `Transaction ${row.id} (${row.code}): ${row.detail_type} ${row.status} ${row.amount.amount} ${row.amount.currency}`,
  ];
  if (row.card !== null) parts.push(`card ${row.card.name} ••${row.card.last4} (id ${row.card.id})`);
  if (row.merchant !== null) parts.push(row.merchant.name + (row.merchant.country ? ` (${row.merchant.country})` : ''));
  const line = parts.join(', ');
  return row.failure_reason === null ? line : `${line}. Declined: ${row.failure_reason}`;
}
