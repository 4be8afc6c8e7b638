/** Virtual cards are for accounts with vc_enable (SPEC section 1); a team member acts on the director's. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';

export async function assertCardsEnabled(db: Executor, accountId: number): Promise<void> {
  const [account] = await db.select({ vcEnable: users.vcEnable }).from(users).where(eq(users.id, accountId));
  if (account?.vcEnable !== true) throw new ApiError('VC_NOT_ENABLED');
}
