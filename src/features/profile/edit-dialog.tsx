/**
 * The edit dialog of /profile (edit-store.ts): details → verify-phone (only for a new number) → confirm (the kit's
 * confirm step). Loaded after the profile, before anyone can press Edit; the countries and the select load when
 * the dialog first opens. Each step moves the focus to its first field; what the server refused shows beside its
 * field, and nothing typed is lost going back and forth, nor by a reload (the details are kept in the tab as typed).
 */
import { type InputEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { ProfileType } from '../../contract/calls/accounts.ts';
import { type Country, countryName, firstCallingCode, localizeCountries } from '../../lib/countries.ts';
import { failureText } from '../../lib/failure-text.ts';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { INTL_LOCALE } from '../../lib/locale.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import type { FieldErrors } from '../../stores/kit/outcome.ts';
import { createSessionSlot } from '../../stores/kit/session-slot.ts';
import { phoneText } from '../../stores/phone-code.ts';
import { $countries } from '../../stores/reference.ts';
import { addToast } from '../../stores/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CodeInput } from '../../ui/code-input.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import { CountrySelect } from '../../ui/country-select.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { PhoneField } from '../../ui/forms/phone-field.tsx';
import { ResendButton } from '../../ui/resend-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { createEditStore, type EditState, type ProfileDetails } from './edit-store.ts';
import { loadDetailsSchema, loadPhoneCodeSchema } from './load-schemas.ts';
import { profileScreen } from './screen.ts';

const loadSelect = () => import('../../ui/select.tsx');

function shownProfile(): ProfileType | null {
  const state = profileScreen.$state.get();
  return state.status === 'ready' ? state.data.profile : null;
}

/** The confirm step's rows: what the profile will say. */
function factsOf(details: ProfileDetails) {
  return [
    { label: m.profile_name(), value: details.full_name },
    { label: m.profile_country(), value: countryName(details.country, INTL_LOCALE[getLocale()]) },
    { label: m.profile_phone(), value: phoneText(details) },
  ];
}

const edit = createEditStore({
  api,
  profile: shownProfile,
  facts: factsOf,
  onSaved: (profile) => {
    profileScreen.applyProfile(profile);
    addToast({ title: m.profile_saved(), color: 'success' });
  },
  draft: createSessionSlot('profile-edit'),
});

/** Opens the dialog (the Edit button). */
export function openEdit(): void {
  edit.open();
}

/** Moves the focus to the first field of a step as it appears (not on the dialog's opening: its title is read then). */
function useFocusFirstField(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) ref.current?.querySelector<HTMLElement>('input:not([type=hidden]), button')?.focus();
  }, [active]);
  return ref;
}

/** The server's reasons by field until that field is changed. */
function useServerErrors(initial: FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>(initial);
  useEffect(() => setErrors(initial), [initial]);
  function forget(event: InputEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (name in errors) setErrors(({ [name]: _, ...rest }) => rest);
  }
  return [errors, forget] as const;
}

function useCountries(): readonly Country[] {
  const { data } = useStore($countries);
  return useMemo(() => (data === null ? [] : localizeCountries(data, INTL_LOCALE[getLocale()])), [data]);
}

function DetailsStep({ state, profile, moved }: { state: EditState; profile: ProfileType; moved: boolean }) {
  const countries = useCountries();
  const Select = useLazyModule(loadSelect, true)?.Select;
  const [serverErrors, forget] = useServerErrors(state.errors);
  const [country, setCountry] = useState(state.details.country);
  const [callingCode, setCallingCode] = useState<string | null>(state.details.calling_code || null);
  const ref = useFocusFirstField(moved);
  const team = profile.is_delegated;
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'profile-details',
    schema: loadDetailsSchema,
    defaultValue: { full_name: state.details.full_name, phone_number: state.details.phone_number },
    submit: (value) => edit.submitDetails(value),
  });
  const selectReady = Select !== undefined && countries.length > 0;
  // The selects write hidden inputs, which fire no input event: their choice is kept once it is on the page.
  const chose = useRef(false);
  function keepTyped() {
    const data = new FormData(document.getElementById(form.id) as HTMLFormElement);
    const text = (name: string) => String(data.get(name) ?? '');
    edit.keep({
      full_name: text(fields.full_name.name),
      country: text(fields.country.name),
      calling_code: text(fields.calling_code.name),
      phone_number: text(fields.phone_number.name),
    });
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice is what is kept
  useEffect(() => {
    if (chose.current) keepTyped();
  }, [country, callingCode]);

  return (
    <div ref={ref}>
      <form
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={(event) => {
          forget(event);
          keepTyped();
        }}
        noValidate
        className="flex flex-col gap-5"
      >
        {engine}
        <FormErrors errors={form.errors} />
        <Field
          label={m.profile_name()}
          id={fields.full_name.id}
          errors={fields.full_name.errors ?? serverErrors.full_name}
          required
        >
          <TextInput
            name={fields.full_name.name}
            defaultValue={fields.full_name.initialValue}
            autoComplete="name"
            maxLength={100}
            leadingIcon="i-lucide-user-round"
          />
        </Field>
        <Field label={m.form_email()} hint={m.profile_edit_lead()}>
          <TextInput value={profile.email} readOnly leadingIcon="i-lucide-mail" />
        </Field>
        {team ? (
          <Field label={m.profile_country()} hint={m.profile_edit_country_team()}>
            <TextInput
              value={countryName(profile.country, INTL_LOCALE[getLocale()])}
              readOnly
              leadingIcon="i-lucide-globe"
            />
          </Field>
        ) : null}
        {team ? (
          <input type="hidden" name={fields.country.name} value={profile.country} />
        ) : (
          <Field
            label={m.profile_country()}
            id={fields.country.id}
            errors={fields.country.errors ?? serverErrors.country}
            required
          >
            <CountrySelect
              name={fields.country.name}
              value={country}
              onChange={(iso) => {
                if (iso === null) return;
                chose.current = true;
                setCountry(iso);
                setCallingCode(firstCallingCode(countries, iso) ?? callingCode);
              }}
            />
          </Field>
        )}
        <PhoneField
          label={m.profile_phone()}
          hint={m.profile_edit_phone_hint()}
          codeName={fields.calling_code.name}
          number={fields.phone_number}
          errors={
            fields.calling_code.errors ??
            fields.phone_number.errors ??
            serverErrors.calling_code ??
            serverErrors.phone_number
          }
          callingCode={callingCode}
          onCallingCode={(code) => {
            chose.current = true;
            setCallingCode(code);
          }}
          countries={countries}
          Select={selectReady ? Select : undefined}
        />
        <div className="flex flex-wrap-reverse items-center justify-between gap-3">
          <Button type="button" variant="ghost" onClick={edit.close}>
            {m.profile_edit_cancel()}
          </Button>
          <Button type="submit" loading={pending} trailingIcon="i-lucide-arrow-right">
            {m.profile_edit_continue()}
          </Button>
        </div>
      </form>
    </div>
  );
}

function PhoneCodeStep({ state }: { state: EditState }) {
  const code = useStore(edit.phoneCode.$state);
  const [serverErrors, forget] = useServerErrors(state.errors);
  const ref = useFocusFirstField(true);
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'profile-phone-code',
    schema: loadPhoneCodeSchema,
    submit: (value) => edit.submitPhoneCode(value.code),
  });
  const phone = phoneText(state.details);
  return (
    <div ref={ref}>
      <form id={form.id} onSubmit={form.onSubmit} onInput={forget} noValidate className="flex flex-col gap-5">
        {engine}
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          {code.status === 'sending' ? <Spinner /> : null}
          {code.status === 'sending' ? m.profile_verify_phone_sending({ phone }) : null}
          {code.status === 'sent' ? m.profile_verify_phone_sent({ phone }) : null}
        </p>
        {code.status === 'failed' ? (
          <Alert tone="danger" live>
            {failureText(code.failure)}
          </Alert>
        ) : null}
        <FormErrors errors={form.errors} />
        <Field
          label={m.profile_phone_code()}
          id={fields.code.id}
          errors={fields.code.errors ?? serverErrors.code}
          required
        >
          <CodeInput name={fields.code.name} defaultValue={state.phoneCode ?? undefined} />
        </Field>
        {code.status === 'sent' || code.status === 'failed' ? (
          <div className="flex justify-end">
            <ResendButton
              onResend={edit.phoneCode.resend}
              initialResendAt={code.status === 'sent' ? code.resendAt : (code.resendAt ?? Date.now())}
            />
          </div>
        ) : null}
        <div className="flex flex-wrap-reverse items-center justify-between gap-3">
          <Button type="button" variant="ghost" icon="i-lucide-arrow-left" onClick={edit.back}>
            {m.profile_back()}
          </Button>
          <Button type="submit" loading={pending} trailingIcon="i-lucide-arrow-right">
            {m.profile_edit_continue()}
          </Button>
        </div>
      </form>
    </div>
  );
}

function ConfirmChanges() {
  const ref = useFocusFirstField(true);
  return (
    <div ref={ref}>
      <ConfirmStep
        store={edit.confirm}
        submitLabel={m.profile_save()}
        secondary={
          <Button variant="ghost" icon="i-lucide-arrow-left" onClick={edit.back}>
            {m.profile_edit_again()}
          </Button>
        }
      />
    </div>
  );
}

const TITLES = {
  details: m.profile_edit,
  'verify-phone': m.profile_verify_phone_title,
  confirm: m.profile_confirm_title,
} as const;

export default function EditDialog() {
  const state = useStore(edit.$state);
  const profile = useStore(profileScreen.$state);
  // A reload while the details were being typed opens the dialog on them again.
  useEffect(() => {
    if (profile.status === 'ready') edit.resume();
  }, [profile.status]);
  // Steps arrived at since the dialog opened: on the first the dialog itself has the focus, so its title is read.
  const [arrivals, setArrivals] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step is an arrival
  useEffect(() => setArrivals((count) => (state.open ? count + 1 : 0)), [state.open, state.step]);
  if (!state.open || profile.status !== 'ready') return null;
  return (
    <Dialog
      open
      onClose={edit.close}
      title={TITLES[state.step]()}
      {...(state.step === 'details' ? { description: m.profile_edit_description() } : {})}
    >
      {state.step === 'details' ? (
        <DetailsStep state={state} profile={profile.data.profile} moved={arrivals > 1} />
      ) : null}
      {state.step === 'verify-phone' ? <PhoneCodeStep state={state} /> : null}
      {state.step === 'confirm' ? <ConfirmChanges /> : null}
    </Dialog>
  );
}
