/** Step one of sign-in: email and password, as the account owner or as a team member. */

import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { m } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { EmailField } from '../../../ui/forms/email-field.tsx';
import { FormErrors } from '../../../ui/forms/form-errors.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { loadCredentialsSchema } from '../load-schemas.ts';
import type { Credentials } from './sign-in.ts';

/** A wrong password reads beside the password; everything else above the form. */
const FIELD_OF_CODE = { INVALID_CREDENTIALS: 'password' };

interface Props {
  /** What was typed before going to the code step and back. */
  readonly initial: Credentials | null;
  readonly onSubmit: (credentials: Credentials) => Promise<ApiFailure | undefined>;
}

export function CredentialsForm({ initial, onSubmit }: Props) {
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'sign-in',
    schema: loadCredentialsSchema,
    fieldOfCode: FIELD_OF_CODE,
    defaultValue: initial
      ? { email: initial.email, password: initial.password, ...(initial.asTeamMember ? { as_team_member: 'on' } : {}) }
      : {},
    submit: ({ email, password, as_team_member }) =>
      onSubmit({ email, password, asTeamMember: as_team_member === 'on' }),
  });

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      {engine}
      <FormErrors errors={form.errors} />
      <EmailField field={fields.email} autoComplete="username" />
      <Field label={m.form_password()} id={fields.password.id} errors={fields.password.errors} required>
        <PasswordInput
          name={fields.password.name}
          defaultValue={fields.password.initialValue}
          autoComplete="current-password"
          leadingIcon="i-lucide-lock"
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name={fields.as_team_member.name}
            defaultChecked={fields.as_team_member.initialValue === 'on'}
            className="h-4 w-4 accent-primary"
          />
          {m.signin_as_team_member()}
        </label>
        <a href="/forgot" className="font-medium text-primary-text hover:underline focus-ring rounded">
          {m.signin_forgot_link()}
        </a>
      </div>
      <Button type="submit" size="lg" block loading={pending}>
        {m.signin_submit()}
      </Button>
      <p className="text-center text-sm text-muted">
        {m.signin_no_account()}{' '}
        <a href="/signup" className="font-medium text-primary-text hover:underline focus-ring rounded">
          {m.signin_create_account()}
        </a>
      </p>
    </form>
  );
}
