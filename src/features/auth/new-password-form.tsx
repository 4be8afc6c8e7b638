/**
 * Choose a password, typed twice (the reset link of /forgot/:token and the invitation of /set-password).
 * The rules are PRODUCT.md section 4's (newPasswordField); the server adds the common-password and email
 * checks and answers them beside the password.
 */

import { PASSWORD_MIN_LENGTH } from '../../contract/rules.ts';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { m } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { PasswordInput } from '../../ui/password-input.tsx';
import { loadNewPasswordSchema } from './load-schemas.ts';

const FIELD_OF_CODE = { WEAK_PASSWORD: 'password' };

interface Props {
  readonly id: string;
  readonly submitLabel: string;
  /** Saves the password; resolves to the failure to show, or nothing when it worked. */
  readonly onSubmit: (password: string) => Promise<ApiFailure | undefined>;
  /** The account's email, for password managers to save the new password under. */
  readonly email?: string | undefined;
}

/** The server names the password field after its call (`new_password`, `password`): here it is `password`. */
export function asPasswordField(failure: ApiFailure | undefined, serverName: string): ApiFailure | undefined {
  const errors = failure?.errors;
  if (failure === undefined || errors === undefined || !(serverName in errors)) return failure;
  const { [serverName]: moved = [], ...rest } = errors;
  return { ...failure, errors: { ...rest, password: moved } };
}

export function NewPasswordForm({ id, submitLabel, onSubmit, email }: Props) {
  const { form, fields, pending, engine } = useSchemaForm({
    id,
    schema: loadNewPasswordSchema,
    fieldOfCode: FIELD_OF_CODE,
    submit: ({ password }) => onSubmit(password),
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      {engine}
      <FormErrors errors={form.errors} />
      {email ? (
        // Lets a password manager file the new password under the right account.
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      <Field
        label={m.form_new_password()}
        hint={m.form_new_password_hint({ min: String(PASSWORD_MIN_LENGTH) })}
        id={fields.password.id}
        errors={fields.password.errors}
        required
      >
        <PasswordInput
          name={fields.password.name}
          defaultValue={fields.password.initialValue}
          autoComplete="new-password"
          leadingIcon="i-lucide-lock"
        />
      </Field>
      <Field label={m.form_confirm_password()} id={fields.confirm.id} errors={fields.confirm.errors} required>
        <PasswordInput
          name={fields.confirm.name}
          defaultValue={fields.confirm.initialValue}
          autoComplete="new-password"
          leadingIcon="i-lucide-lock-keyhole"
        />
      </Field>
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
