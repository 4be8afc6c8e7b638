/**
 * The password card's steps (password-store.ts): the form — current and new password with sign-up's strength hint,
 * the form engine loading on first touch — and the second factor's code. Loaded as the card comes into view, so the
 * form engine and its fields stay out of the code every signed-in screen shares.
 */
import { type SubmitEvent, useId, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../contract/rules.ts';
import { failureText } from '../../lib/failure-text.ts';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { passwordStrength } from '../../lib/password-strength.ts';
import { useStore } from '../../lib/use-store.ts';
import { secondFactorFor } from '../../stores/kit/second-factor.ts';
import { $profile } from '../../stores/profile.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { StrengthMeter } from '../../ui/forms/strength-meter.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { loadPasswordSchema } from './load-schemas.ts';
import type { PasswordChange } from './password-store.ts';

export function PasswordForm({ change, email }: { readonly change: PasswordChange; readonly email: string }) {
  const state = useStore(change.$state);
  const [typed, setTyped] = useState(state.values.new_password);
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'security-password',
    schema: loadPasswordSchema,
    defaultValue: state.values,
    submit: async (value) => {
      change.toConfirm(value);
      return undefined;
    },
  });
  const current = fields.current_password;
  const next = fields.new_password;
  return (
    <form
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={(event) => {
        const { name } = event.target as HTMLInputElement;
        if (name === 'current_password' || name === 'new_password') change.forgetError(name);
      }}
      noValidate
      className="flex flex-col gap-5"
    >
      {engine}
      <FormErrors errors={form.errors} />
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label={m.security_password_current()}
        id={current.id}
        errors={current.errors ?? state.errors.current_password}
        required
      >
        <PasswordInput
          name={current.name}
          defaultValue={current.initialValue}
          autoComplete="current-password"
          leadingIcon="i-lucide-lock"
        />
      </Field>
      <Field
        label={m.form_new_password()}
        hint={m.form_new_password_hint({ min: String(PASSWORD_MIN_LENGTH) })}
        id={next.id}
        errors={next.errors ?? state.errors.new_password}
        required
      >
        {(control) => (
          <>
            <PasswordInput
              {...control}
              name={next.name}
              defaultValue={next.initialValue}
              autoComplete="new-password"
              leadingIcon="i-lucide-lock-keyhole"
              onChange={(event) => setTyped(event.target.value)}
            />
            <StrengthMeter strength={passwordStrength(typed, email)} />
          </>
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={pending} trailingIcon="i-lucide-arrow-right">
          {m.security_password_continue()}
        </Button>
      </div>
    </form>
  );
}

export function ConfirmPassword({ change }: { readonly change: PasswordChange }) {
  const state = useStore(change.$state);
  const code = useStore(change.verification.$state);
  const profile = useStore($profile, null);
  const codeId = useId();

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('code');
    void change.submit(typeof typed === 'string' ? typed : undefined);
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5">
      {state.failure ? (
        <Alert tone="danger" title={m.security_password_failed()} live>
          {failureText(state.failure)}
        </Alert>
      ) : null}
      {code.verified ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <span className="i-lucide-shield-check text-success" aria-hidden="true" />
          {m.kit_confirm_verified()}
        </p>
      ) : (
        <CodeEntry
          id={codeId}
          factor={secondFactorFor(profile?.twoFactor ?? null, 'change_password')}
          state={code}
          onResend={() => void change.verification.resend()}
          onRecovery={change.verification.useRecovery}
        />
      )}
      <p className="text-sm text-muted">{m.security_password_others_note()}</p>
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <Button variant="ghost" icon="i-lucide-arrow-left" onClick={change.edit}>
          {m.security_password_edit()}
        </Button>
        <Button type="submit" loading={state.busy}>
          {m.security_password_submit()}
        </Button>
      </div>
    </form>
  );
}
