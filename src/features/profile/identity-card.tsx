/**
 * Who the account is: name, email, phone, country, account type and role. A team member signed in for a director
 * sees their own name and the director's they act for (SPEC section 3: `full_name` "or the delegator's name").
 */
import type { ReactNode } from 'react';
import type { ProfileType } from '../../contract/calls/accounts.ts';
import { countryName } from '../../lib/countries.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { INTL_LOCALE } from '../../lib/locale.ts';
import type { Role } from '../../lib/roles.ts';
import { toRole } from '../../lib/roles.ts';
import { Button } from '../../ui/button.tsx';

const ROLE_NAMES: Readonly<Record<Role, () => string>> = {
  director: m.profile_role_director,
  financial: m.profile_role_financial,
  seller: m.profile_role_seller,
};

const ACCOUNT_TYPES: Readonly<Record<ProfileType['account_type'], () => string>> = {
  INDIVIDUAL: m.profile_account_type_individual,
  BUSINESS: m.profile_account_type_business,
};

/** Two letters of the name for the avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]?.slice(0, 2)];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** One fact of the card. */
export function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wider text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

interface Props {
  readonly profile: ProfileType;
  /** Opens the edit dialog. */
  readonly onEdit: () => void;
}

export function IdentityCard({ profile, onEdit }: Props) {
  const phone = profile.phone_number && profile.calling_code ? `${profile.calling_code} ${profile.phone_number}` : null;
  return (
    <section className="card flex flex-col gap-5 p-5 sm:p-6" aria-labelledby="profile-identity">
      <div className="flex flex-wrap items-start gap-4">
        <span
          className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-primary-soft text-lg font-bold text-primary-text"
          aria-hidden="true"
        >
          {initialsOf(profile.full_name)}
        </span>
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <h2 id="profile-identity" className="break-words text-lg font-semibold">
            <span className="sr-only">{m.profile_identity()}: </span>
            {profile.full_name}
          </h2>
          <p className="break-all text-sm text-muted">{profile.email}</p>
          {profile.is_delegated && profile.delegator_name ? (
            <p className="text-sm font-medium text-fg">{m.profile_team_of({ director: profile.delegator_name })}</p>
          ) : null}
          {profile.user_kind === 'SALE' ? <p className="text-sm text-muted">{m.profile_sales_staff()}</p> : null}
        </div>
        <Button variant="secondary" size="sm" icon="i-lucide-pencil" onClick={onEdit}>
          {m.profile_edit()}
        </Button>
      </div>
      <dl className="grid gap-4 border-t border-border pt-4 sm:grid-cols-2">
        <Fact label={m.profile_phone()}>{phone ?? <span className="text-muted">{m.profile_phone_none()}</span>}</Fact>
        <Fact label={m.profile_country()}>{countryName(profile.country, INTL_LOCALE[getLocale()])}</Fact>
        <Fact label={m.profile_account_type()}>{ACCOUNT_TYPES[profile.account_type]()}</Fact>
        <Fact label={m.profile_role()}>{ROLE_NAMES[toRole(profile.role)]()}</Fact>
      </dl>
    </section>
  );
}
