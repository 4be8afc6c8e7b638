/**
 * What the /profile islands show once the profile is in. A module of its own, loaded in parallel with the reads:
 * the cards and the money formatting they use (big.js) only draw data, so the page's first load need not carry
 * them. The edit dialog's code loads after these, before anyone can press Edit.
 */
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { ContactCard } from './contact-card.tsx';
import { IdentityCard } from './identity-card.tsx';
import { LevelCard } from './level-card.tsx';
import type { ProfileData } from './profile-store.ts';
import { ReferralCard } from './referral-card.tsx';
import { TierCard } from './tier-card.tsx';

const loadEditDialog = () => import('./edit-dialog.tsx');

/** Who the account is and its level, with the edit dialog. */
export function SummaryView({ data }: { readonly data: ProfileData }) {
  const dialog = useLazyModule(loadEditDialog, true);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <IdentityCard profile={data.profile} onEdit={() => void loadEditDialog().then((module) => module.openEdit())} />
      <LevelCard data={data} />
      {dialog ? <dialog.default /> : null}
    </div>
  );
}

/** The tier with the VA limits, the referral code and the account manager. */
export function ExtrasView({ data }: { readonly data: ProfileData }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <TierCard data={data} />
      <ReferralCard referral={data.profile.referral} />
      {data.contact ? <ContactCard contact={data.contact} /> : null}
    </div>
  );
}
