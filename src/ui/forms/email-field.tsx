/** The email field every form that asks for one shows: label, mail icon, the email keyboard and autofill. */
import type { ChangeEvent } from 'react';
import type { FieldView } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { Field } from '../field.tsx';
import { TextInput } from '../text-input.tsx';

interface Props {
  readonly field: FieldView;
  /** `username` where it signs in (password managers pair it with the password), `email` where it registers. */
  readonly autoComplete: 'username' | 'email';
  /** The messages to show, when the form adds its own to the field's. */
  readonly errors?: string[] | undefined;
  readonly onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function EmailField({ field, autoComplete, errors = field.errors, onChange }: Props) {
  return (
    <Field label={m.form_email()} id={field.id} errors={errors} required>
      <TextInput
        name={field.name}
        defaultValue={field.initialValue}
        type="email"
        autoComplete={autoComplete}
        inputMode="email"
        leadingIcon="i-lucide-mail"
        onChange={onChange}
      />
    </Field>
  );
}
