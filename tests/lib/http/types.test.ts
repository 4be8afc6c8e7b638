/**
 * The typed API, checked by the typecheck (`@ts-expect-error` fails it when a line stops being an error);
 * the function below is never called.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CardDetailType } from '../../../src/contract/calls/card.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import type { Api } from '../../../src/lib/http/types.ts';

async function typeChecks(api: Api): Promise<void> {
  // Inputs come from the request schemas.
  await api.getMe();
  await api.getCard({ params: { id: 7 } });
  await api.topUpCard({ params: { id: '7' }, body: { amount: '10.50' } }, { idempotencyKey: 'intent-1' });
  // @ts-expect-error a money-moving call needs the idempotency key of its user intent
  await api.topUpCard({ params: { id: 7 }, body: { amount: '10.50' } });
  // @ts-expect-error a w-token call needs its w-token
  await api.resetPassword({ body: { email: 'a@b.test', new_password: 'long enough password' } });
  await api.resetPassword({ body: { email: 'a@b.test', new_password: 'long enough password' } }, { wToken: 'w' });
  // @ts-expect-error path parameters are required where the path has them
  await api.getCard();
  // @ts-expect-error no body where the entry has none
  await api.getMe({ body: {} });
  // @ts-expect-error money is a decimal string, never a number
  await api.topUpCard({ params: { id: 7 }, body: { amount: 10.5 } }, { idempotencyKey: 'intent-1' });

  // Results: the response schema's output or a failure; the card client resolves to `data`.
  expectTypeOf(await api.getCard({ params: { id: 7 } })).toEqualTypeOf<CardDetailType | ApiFailure>();
  const me = await api.getMe();
  if (me.status === true) expectTypeOf(me.data.role).toEqualTypeOf<'director' | 'financial' | 'seller'>();
}

describe('typed API', () => {
  it('is checked by the typecheck', () => {
    expect(typeChecks).toBeTypeOf('function');
  });
});
