/**
 * The operator's kinds (src/contract/calls/operator.ts OperatorKind), each in server/operator/kinds/. The
 * admin endpoints (server/api/handlers/operator.ts) and the CLI (through those endpoints) use this one table.
 */
import type { z } from 'zod';
import type { OperatorKind as KindName } from '../../src/contract/calls/operator.ts';
import { ApiError } from '../errors/api-error.ts';
import { card } from './kinds/card.ts';
import { kyb } from './kinds/kyb.ts';
import { kyc } from './kinds/kyc.ts';
import { payment } from './kinds/payment.ts';
import { topUp } from './kinds/top-up.ts';
import { va } from './kinds/va.ts';
import { withdrawal } from './kinds/withdrawal.ts';
import type { OperatorKind } from './review.ts';

export type OperatorKindName = z.infer<typeof KindName>;

export const OPERATOR_KINDS: Readonly<Partial<Record<OperatorKindName, OperatorKind>>> = {
  'top-up': topUp,
  withdrawal,
  kyc,
  kyb,
  payment,
  va,
  card,
};

/** The kind's handlers; a kind of the contract without one answers 501. */
export function operatorKind(name: OperatorKindName): OperatorKind {
  const kind = OPERATOR_KINDS[name];
  if (kind === undefined) throw new ApiError('NOT_IMPLEMENTED');
  return kind;
}
