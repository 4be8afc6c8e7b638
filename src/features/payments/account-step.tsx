/**
 * add-payment: the bank (searchable), the account number, and the holder's name looked up when the number is
 * left or the form is sent — shown for the user to confirm; the same submit then goes on. A refusal is said
 * beside its field; what was typed stays.
 */
import type { SubmitEvent } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { ACCOUNT_FORM, type BankStore, type FieldError } from './bank-store.ts';

const NUMBER_ID = 'add-bank-number';

const errorText = (error: FieldError | undefined) =>
  error === undefined ? undefined : [error.kind === 'rule' ? fieldMessage(error.problem) : failureText(error.failure)];

/** The holder's name found for what is typed, or the lookup under way (read aloud as it changes). */
function Holder({ store }: { store: BankStore }) {
  const lookup = useStore(store.$lookup);
  useStore(store.$draft);
  const name = store.confirmedName();
  return (
    <div aria-live="polite" className="min-h-12">
      {lookup.state === 'looking' ? <Spinner label={m.payments_looking_up()} /> : null}
      {name !== null ? (
        <div className="card flex flex-col gap-1 border-success bg-success-soft px-4 py-3">
          <span className="text-sm text-muted">{m.payments_holder_found()}</span>
          <span className="text-base font-semibold">{name}</span>
          <span className="text-sm">{m.payments_holder_confirm()}</span>
        </div>
      ) : null}
    </div>
  );
}

export function AccountStep({
  store,
  serverErrors,
}: {
  store: BankStore;
  serverErrors?: Readonly<Record<string, readonly string[]>> | undefined;
}) {
  const banks = useStore(store.$banks);
  const draft = useStore(store.$draft);
  const errors = useStore(store.$errors);
  const options =
    banks.status === 'ready'
      ? banks.banks.map((bank) => ({ value: bank.bin, label: bank.short_name, description: bank.name }))
      : [];

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const moved = await store.submitAccount();
    if (!moved && store.confirmedName() === null) {
      const invalid = document.querySelector<HTMLElement>(`#${ACCOUNT_FORM} [aria-invalid="true"]`);
      invalid?.focus();
    }
  }

  return (
    <form id={ACCOUNT_FORM} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <Field label={m.payments_bank_label()} required errors={errorText(errors.bank_bin) ?? serverErrors?.bank_bin}>
        {(control) => (
          <Select
            {...control}
            options={options}
            value={draft.bankBin}
            onChange={(bin) => store.chooseBank(bin)}
            placeholder={m.payments_bank_placeholder()}
            invalid={control['aria-invalid'] === true}
          />
        )}
      </Field>
      <Field
        id={NUMBER_ID}
        label={m.payments_account_number_label()}
        hint={m.payments_account_number_hint()}
        required
        errors={errorText(errors.account_number) ?? serverErrors?.account_number}
      >
        <TextInput
          name="account_number"
          inputMode="numeric"
          autoComplete="off"
          value={draft.accountNumber}
          onChange={(event) => void store.typeAccountNumber(event.currentTarget.value)}
          onBlur={() => {
            if (draft.accountNumber !== '' && draft.bankBin !== null) void store.lookUp();
          }}
        />
      </Field>
      <Holder store={store} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.isDefault}
          onChange={(event) => store.setDefault(event.currentTarget.checked)}
          className="h-4 w-4 accent-primary"
        />
        {m.payments_set_default()}
      </label>
    </form>
  );
}
