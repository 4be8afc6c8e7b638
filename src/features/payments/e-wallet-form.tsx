/**
 * The e-wallet form (e-wallet-island.tsx): its rules are the contract's (form-schemas.ts, through useSchemaForm);
 * a refusal is said beside its field with everything typed kept. Loaded as the island starts, in parallel with
 * the providers it waits for, so the form engine's hooks and the select stay out of every other screen's chunk.
 */
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { Select } from '../../ui/select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { EWalletContext, EWalletStore } from './e-wallet-store.ts';
import { loadEWalletSchema } from './load-schemas.ts';

/** Refusals of the save that belong beside one field. */
const FIELD_OF_CODE = {
  PROVIDER_NOT_SUPPORTED: 'provider',
  CURRENCY_NOT_SUPPORTED: 'provider',
  PAYMENT_DUPLICATE: 'email',
};

export default function EWalletForm({ store, context }: { store: EWalletStore; context: EWalletContext }) {
  const { editing } = context;
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'e-wallet',
    schema: loadEWalletSchema,
    fieldOfCode: FIELD_OF_CODE,
    defaultValue: editing
      ? {
          provider: editing.detail.provider,
          account_name: editing.detail.account_name,
          ...(editing.detail.email === null ? {} : { email: editing.detail.email }),
          ...(editing.detail.account_number === null ? {} : { account_number: editing.detail.account_number }),
          ...(editing.is_default ? { is_default: 'on' as const } : {}),
        }
      : {},
    submit: (value) => store.save(value),
  });
  const options = context.providers.map((provider) => ({
    value: provider.value,
    label: provider.name,
    description: provider.currency,
  }));

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      {engine}
      <FormErrors errors={form.errors} />
      <Field label={m.payments_provider_label()} id={fields.provider.id} errors={fields.provider.errors} required>
        {(control) => (
          <Select
            {...control}
            name={fields.provider.name}
            options={options}
            defaultValue={fields.provider.initialValue ?? null}
            placeholder={m.payments_provider_placeholder()}
            invalid={control['aria-invalid'] === true}
          />
        )}
      </Field>
      <Field label={m.payments_holder_label()} id={fields.account_name.id} errors={fields.account_name.errors} required>
        <TextInput
          name={fields.account_name.name}
          defaultValue={fields.account_name.initialValue}
          autoComplete="name"
        />
      </Field>
      <Field
        label={m.payments_ewallet_email_label()}
        hint={m.payments_ewallet_reach_hint()}
        id={fields.email.id}
        errors={fields.email.errors}
      >
        <TextInput
          name={fields.email.name}
          defaultValue={fields.email.initialValue}
          type="email"
          inputMode="email"
          autoComplete="email"
          leadingIcon="i-lucide-mail"
        />
      </Field>
      <Field
        label={m.payments_ewallet_account_label()}
        id={fields.account_number.id}
        errors={fields.account_number.errors}
      >
        <TextInput
          name={fields.account_number.name}
          defaultValue={fields.account_number.initialValue}
          autoComplete="off"
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={fields.is_default.name}
          defaultChecked={fields.is_default.initialValue === 'on'}
          className="h-4 w-4 accent-primary"
        />
        {m.payments_set_default()}
      </label>
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <a className={buttonClass('ghost')} href="/setting/payment">
          {m.payments_cancel()}
        </a>
        <Button type="submit" size="lg" loading={pending}>
          {editing ? m.payments_save_changes() : m.payments_save_ewallet()}
        </Button>
      </div>
    </form>
  );
}
