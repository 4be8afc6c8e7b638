/**
 * /setting/payment/e-wallet: add an e-wallet, or edit one (`?id=`). The form's rules are the contract's
 * (form-schemas.ts, through useSchemaForm); a refusal is said beside its field with everything typed kept. A
 * saved e-wallet shows as pending approval, with the way back to the list.
 */
import { useEffect, useMemo } from 'react';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { createEWalletStore, type EWalletContext, type EWalletStore, editIdOf } from './e-wallet-store.ts';
import { loadEWalletSchema } from './load-schemas.ts';
import { MethodCard } from './method-card.tsx';

/** Refusals of the save that belong beside one field. */
const FIELD_OF_CODE = {
  PROVIDER_NOT_SUPPORTED: 'provider',
  CURRENCY_NOT_SUPPORTED: 'provider',
  PAYMENT_DUPLICATE: 'email',
};

function EWalletForm({ store, context }: { store: EWalletStore; context: EWalletContext }) {
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

export default function EWalletIsland() {
  const store = useMemo(() => createEWalletStore({ api, editId: editIdOf(window.location.search) }), []);
  const state = useStore(store.$state);
  const saved = useStore(store.$saved);
  useEffect(() => store.start(), [store]);

  if (state.status === 'loading') return <Spinner label={m.payments_loading()} />;
  if (state.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.payments_load_failed()}
        offlineText={m.payments_offline()}
        onRetry={store.reload}
      />
    );
  }
  if (state.status === 'missing') {
    return (
      <Alert
        tone="warning"
        title={m.payments_missing()}
        action={
          <a className={buttonClass('secondary', 'sm')} href="/setting/payment">
            {m.payments_back_to_list()}
          </a>
        }
      />
    );
  }
  if (saved !== null) {
    const providers = Object.fromEntries(state.context.providers.map((item) => [item.value, item.name]));
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title={m.payments_saved_title()} live>
          {saved.payment_status === 'PENDING' ? m.payments_saved_text() : m.payments_saved_done()}
        </Alert>
        <ul>
          <MethodCard payment={saved} providers={providers} />
        </ul>
        <a className={`${buttonClass('primary')} self-start`} href="/setting/payment">
          {m.payments_back_to_list()}
        </a>
      </div>
    );
  }
  return <EWalletForm store={store} context={state.context} />;
}
