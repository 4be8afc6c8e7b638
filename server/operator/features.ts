/**
 * The operator switches a customer's features (PUT /admin/customers/{id}/features): `va_enable` and `vc_enable`
 * of the profile. Nothing else sets them after sign-up (a KYC approval does not: docs/decisions/021-va-screens.md),
 * so this is how support opens or closes VAs for an account. A change is told at once: `account.updated` makes
 * every open session of the account (team members too) read the profile again, so /va opens or closes without a
 * reload, and the owner is notified of a VA change. Setting what is already set writes and tells nothing.
 */
import { eq } from 'drizzle-orm';
import type { CustomerFeaturesType } from '../../src/contract/calls/operator.ts';
import type { EventBus } from '../api/bus.ts';
import type { UserRow } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { publishAccountUpdated } from '../events/publish.ts';
import { notify } from '../notifications/store.ts';

export interface FeatureChanges {
  readonly va_enable?: boolean | undefined;
  readonly vc_enable?: boolean | undefined;
}

function view(account: UserRow): CustomerFeaturesType {
  return { id: account.id, email: account.email, va_enable: account.vaEnable, vc_enable: account.vcEnable };
}

/** The account before and after; a team member's own login is no account (it has no profile flags of its own). */
async function applyChanges(db: Database, id: number, changes: FeatureChanges) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (before === undefined || before.memberOnly) throw new ApiError('NOT_FOUND');
    const vaEnable = changes.va_enable ?? before.vaEnable;
    const vcEnable = changes.vc_enable ?? before.vcEnable;
    if (vaEnable === before.vaEnable && vcEnable === before.vcEnable) return { before, after: before };
    const [after] = await tx.update(users).set({ vaEnable, vcEnable }).where(eq(users.id, id)).returning();
    if (after === undefined) throw new ApiError('NOT_FOUND');
    return { before, after };
  });
}

export async function setCustomerFeatures(
  db: Database,
  id: number,
  changes: FeatureChanges,
  bus: EventBus | null,
): Promise<CustomerFeaturesType> {
  const { before, after } = await applyChanges(db, id, changes);
  if (before === after) return view(after);
  if (bus !== null) await publishAccountUpdated(bus, after.id, { account_level: after.kycLevel, tier: after.tier });
  if (after.vaEnable !== before.vaEnable) {
    await notify(db, bus, {
      userId: after.id,
      group: 'important',
      kind: after.vaEnable ? 'VA_FEATURE_ENABLED' : 'VA_FEATURE_DISABLED',
      link: '/va',
    });
  }
  return view(after);
}
