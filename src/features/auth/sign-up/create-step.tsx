/**
 * Step three of sign-up: what will be sent, and the button that creates the account (POST /register).
 * Refusals that belong to an earlier step send the user back there (the sign-up store decides); the others
 * are said here.
 */
import { m } from '../../../lib/i18n.ts';
import type { Country } from '../../../stores/countries.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import type { SignUpDetails } from './sign-up.ts';

interface Props {
  readonly details: SignUpDetails;
  readonly country: Country | undefined;
  /** The account is being created (the store ignores a second click meanwhile). */
  readonly pending: boolean;
  /** Why the last try failed, when it belongs to this step. */
  readonly errors: readonly string[] | undefined;
  readonly onCreate: () => void;
  readonly onEdit: () => void;
}

export function CreateStep({ details, country, pending, errors, onCreate, onEdit }: Props) {
  const rows: [string, string][] = [
    [
      m.signup_account_type(),
      details.accountType === 'BUSINESS' ? m.signup_type_business() : m.signup_type_individual(),
    ],
    [m.signup_country(), country ? country.name : details.country],
    [m.signup_phone(), `${details.callingCode} ${details.phoneNumber}`],
    [m.signup_referral(), details.referralCode.trim() || m.signup_none()],
  ];

  return (
    <div className="flex flex-col gap-5">
      {errors === undefined ? null : (
        <Alert tone="danger" live>
          {errors.join(' ')}
        </Alert>
      )}
      <dl className="card divide-y divide-border text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <dt className="text-muted">{m.form_email()}</dt>
          <dd className="flex min-w-0 items-center gap-2 font-medium text-fg">
            <span className="truncate">{details.email}</span>
            <Badge tone="success" label={m.signup_email_verified()} />
          </dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <Button type="button" size="lg" block loading={pending} onClick={onCreate} trailingIcon="i-lucide-arrow-right">
        {m.signup_create_submit()}
      </Button>
      <Button type="button" variant="ghost" icon="i-lucide-arrow-left" onClick={onEdit} disabled={pending}>
        {m.signup_edit_details()}
      </Button>
    </div>
  );
}
