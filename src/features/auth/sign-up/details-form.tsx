/**
 * Step one of sign-up: account type, email (checked as it is typed), a new password with its strength
 * hint, country, phone and an optional referral code. What the server refused on a later step comes back
 * here beside its field (`initialErrors`) until that field is changed.
 */
import { type InputEvent, useEffect, useRef, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../contract/rules.ts';
import { type Country, DEFAULT_COUNTRY, firstCallingCode } from '../../../lib/countries.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { passwordStrength } from '../../../lib/password-strength.ts';
import { useLazyModule } from '../../../lib/use-lazy-module.ts';
import { useStore } from '../../../lib/use-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { EmailField } from '../../../ui/forms/email-field.tsx';
import { FormErrors } from '../../../ui/forms/form-errors.tsx';
import { countryOptions, PhoneField } from '../../../ui/forms/phone-field.tsx';
import { StrengthMeter } from '../../../ui/forms/strength-meter.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { SelectPlaceholder } from '../../../ui/select-placeholder.tsx';
import { TextInput } from '../../../ui/text-input.tsx';
import { loadDetailsSchema } from '../load-schemas.ts';
import { $countries, loadCountries } from './countries.ts';
import type { AccountType, SignUpDetails } from './sign-up.ts';
import { useEmailCheck } from './use-email-check.ts';

// The selects wait for the countries anyway: their code loads beside them, not with the page.
const loadSelect = () => import('../../../ui/select.tsx');

const FIELD_OF_CODE = { EMAIL_TAKEN: 'email', WEAK_PASSWORD: 'password' };

const ACCOUNT_TYPES: readonly { type: AccountType; icon: string; label: () => string; hint: () => string }[] = [
  {
    type: 'INDIVIDUAL',
    icon: 'i-lucide-user-round',
    label: () => m.signup_type_individual(),
    hint: () => m.signup_type_individual_hint(),
  },
  {
    type: 'BUSINESS',
    icon: 'i-lucide-building-2',
    label: () => m.signup_type_business(),
    hint: () => m.signup_type_business_hint(),
  },
];

interface Props {
  /** What was typed before (a step back, a refusal); null on arrival. */
  readonly initial: SignUpDetails | null;
  /** The server's field errors from a later step (WEAK_PASSWORD, EMAIL_TAKEN, VALIDATION_FAILED). */
  readonly initialErrors?: Readonly<Record<string, readonly string[]>> | undefined;
  /** The `?ref=` of the address, when nothing was typed yet. */
  readonly referral: string;
  readonly onSubmit: (details: SignUpDetails) => Promise<ApiFailure | undefined>;
}

/** Each list once, in order: a message can come from the form's check and the live check alike. */
function merge(...lists: (readonly string[] | undefined)[]): string[] | undefined {
  const all = [...new Set(lists.flatMap((list) => list ?? []))];
  return all.length > 0 ? all : undefined;
}

export function DetailsForm({ initial, initialErrors, referral, onSubmit }: Props) {
  const countries = useStore($countries);
  const list: readonly Country[] = countries.status === 'ready' ? countries.countries : [];
  const [country, setCountry] = useState<string | null>(initial?.country ?? DEFAULT_COUNTRY);
  const [chosenCode, setChosenCode] = useState<string | null>(initial?.callingCode ?? null);
  const callingCode = chosenCode ?? firstCallingCode(list, country);
  const [password, setPassword] = useState(initial?.password ?? '');
  const [serverErrors, setServerErrors] = useState(initialErrors ?? {});
  const [check, onEmail] = useEmailCheck();
  const Select = useLazyModule(loadSelect, true)?.Select;
  const selectsReady = Select !== undefined && countries.status === 'ready';
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    void loadCountries();
    if (initial) onEmail(initial.email);
  }, [initial, onEmail]);

  const { form, fields, pending, engine } = useSchemaForm({
    id: 'sign-up',
    schema: loadDetailsSchema,
    fieldOfCode: FIELD_OF_CODE,
    defaultValue: {
      account_type: initial?.accountType ?? 'INDIVIDUAL',
      email: initial?.email ?? '',
      password: initial?.password ?? '',
      phone_number: initial?.phoneNumber ?? '',
      referral_code: initial?.referralCode ?? referral,
    },
    submit: async (value) => {
      const known = checkRef.current;
      if (known.status === 'registered' && known.email === value.email) {
        return { status: false, code: 'EMAIL_TAKEN', message: m.signup_email_registered() };
      }
      return onSubmit({
        accountType: value.account_type,
        email: value.email,
        password: value.password,
        country: value.country,
        callingCode: value.calling_code,
        phoneNumber: value.phone_number,
        referralCode: value.referral_code ?? '',
      });
    },
  });

  /** A field the user changes no longer shows what the server said about its old value. */
  function forgetServerError(event: InputEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name in serverErrors) setServerErrors(({ [name]: _, ...rest }) => rest);
  }

  const registered = check.status === 'registered';
  const emailErrors = merge(
    fields.email.errors ?? serverErrors.email,
    registered ? [m.signup_email_registered()] : undefined,
  );

  return (
    <form id={form.id} onSubmit={form.onSubmit} onInput={forgetServerError} noValidate className="flex flex-col gap-5">
      {engine}
      <FormErrors errors={form.errors} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">{m.signup_account_type()}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ACCOUNT_TYPES.map(({ type, icon, label, hint }) => (
            <label
              key={type}
              className="flex cursor-pointer flex-col gap-1.5 rounded-2xl border-2 border-border bg-surface p-4 transition-colors hover:border-primary/60 has-[:checked]:(border-primary bg-primary-soft) has-[:focus-visible]:(outline-2 outline-solid outline-ring outline-offset-2)"
            >
              <span className="flex items-center justify-between gap-2">
                <span className={`${icon} text-2xl text-primary-text`} aria-hidden="true" />
                <input
                  type="radio"
                  name={fields.account_type.name}
                  value={type}
                  defaultChecked={(fields.account_type.initialValue ?? 'INDIVIDUAL') === type}
                  className="h-4 w-4 accent-primary outline-none"
                />
              </span>
              <span className="font-semibold text-fg">{label()}</span>
              <span className="text-sm text-muted">{hint()}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <EmailField
          field={fields.email}
          autoComplete="email"
          errors={emailErrors}
          onChange={(event) => onEmail(event.target.value)}
        />
        <p role="status" className="text-sm text-muted empty:hidden">
          {check.status === 'checking' ? m.signup_email_checking() : null}
          {check.status === 'unknown' ? m.signup_email_check_offline() : null}
          {registered ? (
            <a href="/signin" className="font-medium text-primary-text hover:underline focus-ring rounded">
              {m.signup_email_signin_link()}
            </a>
          ) : null}
        </p>
      </div>

      <Field
        label={m.form_password()}
        id={fields.password.id}
        errors={fields.password.errors ?? serverErrors.password}
        hint={m.signup_password_hint({ min: String(PASSWORD_MIN_LENGTH) })}
        required
      >
        {(control) => (
          <>
            <PasswordInput
              {...control}
              name={fields.password.name}
              defaultValue={fields.password.initialValue}
              autoComplete="new-password"
              leadingIcon="i-lucide-lock"
              onChange={(event) => setPassword(event.target.value)}
            />
            <StrengthMeter strength={passwordStrength(password, check.email)} />
          </>
        )}
      </Field>

      <Field
        label={m.signup_country()}
        id={fields.country.id}
        errors={fields.country.errors ?? serverErrors.country}
        required
      >
        {(control) => (
          <div className="flex flex-col gap-1.5">
            <input type="hidden" name={fields.country.name} value={country ?? ''} />
            {selectsReady ? (
              <Select
                {...control}
                options={countryOptions(list)}
                value={country}
                onChange={(iso) => {
                  setCountry(iso);
                  setChosenCode(firstCallingCode(list, iso));
                }}
              />
            ) : (
              <SelectPlaceholder
                {...control}
                text={countries.status === 'failed' ? m.ui_select_placeholder() : m.signup_countries_loading()}
              />
            )}
            {countries.status === 'failed' ? (
              <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
                {m.signup_countries_failed()}
                <Button type="button" size="sm" variant="ghost" onClick={() => void loadCountries()}>
                  {m.signup_retry()}
                </Button>
              </p>
            ) : null}
          </div>
        )}
      </Field>

      <PhoneField
        label={m.signup_phone()}
        hint={m.signup_phone_hint()}
        codeName={fields.calling_code.name}
        number={fields.phone_number}
        errors={merge(
          fields.calling_code.errors ?? serverErrors.calling_code,
          fields.phone_number.errors ?? serverErrors.phone_number,
        )}
        callingCode={callingCode}
        onCallingCode={setChosenCode}
        countries={list}
        Select={selectsReady ? Select : undefined}
      />

      <Field
        label={m.signup_referral()}
        id={fields.referral_code.id}
        errors={fields.referral_code.errors ?? serverErrors.referral_code}
      >
        <TextInput
          name={fields.referral_code.name}
          defaultValue={fields.referral_code.initialValue}
          autoComplete="off"
          maxLength={32}
          leadingIcon="i-lucide-gift"
        />
      </Field>

      <Button type="submit" size="lg" block loading={pending} trailingIcon="i-lucide-arrow-right">
        {m.signup_continue()}
      </Button>
      <p className="text-center text-sm text-muted">
        {m.signup_have_account()}{' '}
        <a href="/signin" className="font-medium text-primary-text hover:underline focus-ring rounded">
          {m.signup_signin_link()}
        </a>
      </p>
    </form>
  );
}
