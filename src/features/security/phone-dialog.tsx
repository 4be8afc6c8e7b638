/**
 * The phone dialog (phone-store.ts): add-phone takes the calling code and number and texts a code; verify-phone
 * takes that code and the second factor's code, and saves the phone. Loaded when the dialog first opens.
 */
import { type SubmitEvent, useEffect, useId, useMemo, useState } from 'react';
import { localizeCountries } from '../../lib/countries.ts';
import { failureText } from '../../lib/failure-text.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { INTL_LOCALE } from '../../lib/locale.ts';
import { useStore } from '../../lib/use-store.ts';
import { secondFactorFor, type TwoFactorProfile } from '../../stores/kit/second-factor.ts';
import { $countries } from '../../stores/reference.ts';
import { addToast } from '../../stores/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CodeEntry, ResendCode } from '../../ui/code-entry.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { PhoneField } from '../../ui/forms/phone-field.tsx';
import { Select } from '../../ui/select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { PhoneFlow } from './phone-store.ts';

const field = (text: string | undefined) => (text === undefined ? undefined : [text]);

/** The texted code's resend, told apart from the second factor's beside it. */
const TEXT_WORDS = {
  now: () => m.security_phone_resend(),
  wait: (time: string) => m.security_phone_resend_in({ time }),
};

function AddPhone({ flow }: { readonly flow: PhoneFlow }) {
  const state = useStore(flow.$state);
  const { data: loaded } = useStore($countries);
  const [callingCode, setCallingCode] = useState(state.callingCode);
  const numberId = useId();
  const countries = useMemo(
    () => (loaded === null ? [] : localizeCountries(loaded, INTL_LOCALE[getLocale()])),
    [loaded],
  );

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = new FormData(event.currentTarget).get('phone_number');
    void flow.sendCode(callingCode, typeof number === 'string' ? number : '');
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5">
      {state.failure ? (
        <Alert tone="danger" live>
          {failureText(state.failure)}
        </Alert>
      ) : null}
      <PhoneField
        label={m.security_phone_number()}
        hint={m.security_phone_hint()}
        codeName="calling_code"
        number={{ id: numberId, name: 'phone_number', initialValue: state.phoneNumber }}
        errors={[state.errors.calling_code, state.errors.phone_number].filter(
          (text): text is string => text !== undefined,
        )}
        callingCode={callingCode}
        onCallingCode={(value) => setCallingCode(value ?? '')}
        countries={countries}
        Select={Select}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={state.busy} trailingIcon="i-lucide-arrow-right">
          {m.security_phone_send()}
        </Button>
      </div>
    </form>
  );
}

function VerifyPhone({ flow, twoFactor }: { readonly flow: PhoneFlow; readonly twoFactor: TwoFactorProfile | null }) {
  const state = useStore(flow.$state);
  const identity = useStore(flow.verification.$state);
  const phoneCodeId = useId();
  const identityId = useId();
  // A refused texted code is read out and its field focused, ready for the next try.
  useEffect(() => {
    if (state.errors.phone_code !== undefined) document.getElementById(phoneCodeId)?.focus();
  }, [state.errors.phone_code, phoneCodeId]);

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    void flow.verify(text('phone_code'), text('code')).then((phone) => {
      if (phone === null) return;
      addToast({ title: m.security_phone_saved({ phone }), color: 'success' });
      flow.done(phone);
    });
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5">
      {state.failure ? (
        <Alert tone="danger" live>
          {failureText(state.failure)}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">
          {m.security_phone_code_sent({ phone: `${state.callingCode} ${state.phoneNumber}` })}
        </p>
        <Field label={m.security_phone_code()} id={phoneCodeId} errors={field(state.errors.phone_code)} required>
          <TextInput
            name="phone_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            leadingIcon="i-lucide-message-square-text"
            className="font-mono tracking-widest"
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" icon="i-lucide-arrow-left" onClick={flow.back}>
            {m.security_phone_change_number()}
          </Button>
          <ResendCode resendAt={state.resendAt} onResend={() => void flow.resendText()} words={TEXT_WORDS} />
        </div>
      </div>
      {identity.verified ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <span className="i-lucide-shield-check text-success" aria-hidden="true" />
          {m.kit_confirm_verified()}
        </p>
      ) : (
        <div className="flex flex-col gap-3 border-t border-border pt-5">
          <p className="text-sm font-medium">{m.security_phone_identity()}</p>
          <CodeEntry
            id={identityId}
            factor={secondFactorFor(twoFactor, 'update_profile')}
            state={identity}
            onResend={() => void flow.verification.resend()}
            onRecovery={flow.verification.useRecovery}
          />
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={state.busy}>
          {m.security_phone_verify()}
        </Button>
      </div>
    </form>
  );
}

interface Props {
  readonly flow: PhoneFlow;
  readonly twoFactor: TwoFactorProfile | null;
}

export default function PhoneDialog({ flow, twoFactor }: Props) {
  const { step, open } = useStore(flow.$state);
  if (!open) return null;
  const adding = step === 'add-phone';
  return (
    <Dialog
      open
      size="md"
      onClose={() => flow.done(null)}
      title={adding ? m.security_phone_add_title() : m.security_phone_verify_title()}
      description={adding ? m.security_phone_add_text() : undefined}
    >
      {adding ? <AddPhone flow={flow} /> : <VerifyPhone flow={flow} twoFactor={twoFactor} />}
    </Dialog>
  );
}
