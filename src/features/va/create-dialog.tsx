/** The "Open a VA" dialog (create-store.ts): bank, optional platform, holder name; refusals said in the dialog. */
import { useEffect, useRef } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import {
  $create,
  chooseBank,
  choosePlatform,
  closeCreate,
  openCreate,
  submitCreate,
  typeName,
} from './create-store.ts';
import { added } from './list-store.ts';

const FORM_ID = 'va-create-form';

/** Opens on mount; says `onClosed` once it closes (cancelled, or the VA opened). */
export default function CreateDialog({ onClosed }: { onClosed: () => void }) {
  const state = useStore($create);
  const opened = useRef(false);
  useEffect(() => {
    void openCreate();
  }, []);
  useEffect(() => {
    if (state.open) opened.current = true;
    else if (opened.current) onClosed();
  }, [state.open, onClosed]);
  if (!state.open) return null;
  const noBanks = state.banks !== null && state.banks.length === 0;
  const submit = async () => {
    const va = await submitCreate();
    if (va !== null) added(va);
  };
  return (
    <Dialog
      open
      onClose={closeCreate}
      title={m.va_create_title()}
      description={m.va_create_text()}
      footer={
        <>
          <Button variant="ghost" onClick={closeCreate} disabled={state.busy}>
            {m.va_cancel()}
          </Button>
          <Button type="submit" form={FORM_ID} loading={state.busy} disabled={state.banks === null || noBanks}>
            {m.va_create_submit()}
          </Button>
        </>
      }
    >
      {state.banks === null ? (
        <div className="flex justify-center py-6">
          <Spinner label={m.va_loading()} />
        </div>
      ) : noBanks ? (
        <Alert tone={state.banksFailure ? 'danger' : 'info'} title={m.va_no_banks_title()} live>
          {state.banksFailure ? failureText(state.banksFailure) : m.va_no_banks_text()}
        </Alert>
      ) : (
        <form
          id={FORM_ID}
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {state.failure ? (
            <Alert tone="danger" title={m.va_create_failed()} live>
              {failureText(state.failure)}
            </Alert>
          ) : null}
          <Field label={m.va_col_bank()} required>
            <NativeSelect
              name="bank"
              value={state.bank}
              options={state.banks.map((bank) => ({
                value: bank.short_name,
                label: `${bank.short_name} — ${bank.name}`,
              }))}
              onChange={(event) => void chooseBank(event.target.value)}
            />
          </Field>
          <Field label={m.va_col_platform()} hint={m.va_platform_hint()}>
            <NativeSelect
              name="platform"
              value={state.platformId}
              disabled={state.platforms === null}
              options={[
                { value: '', label: state.platforms === null ? m.va_loading() : m.va_no_platform() },
                ...(state.platforms ?? []).map((platform) => ({ value: String(platform.id), label: platform.name })),
              ]}
              onChange={(event) => choosePlatform(event.target.value)}
            />
          </Field>
          <Field
            label={m.va_holder_label()}
            hint={m.va_holder_hint()}
            required
            errors={state.nameError ? [state.nameError] : undefined}
          >
            <TextInput
              name="account_name"
              autoComplete="name"
              maxLength={100}
              value={state.name}
              onChange={(event) => typeName(event.target.value)}
            />
          </Field>
        </form>
      )}
    </Dialog>
  );
}
