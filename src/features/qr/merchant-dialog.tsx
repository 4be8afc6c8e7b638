/**
 * The "Create QR merchant" dialog (DIRECTOR and FINANCE of a whitelisted account): the shop's name and the bank,
 * among the caller's available VA banks (new-merchant-store.ts). A refusal shows beside its field or above the
 * form and keeps what was typed; once created the dialog closes and the list shows the merchant PENDING.
 * Loaded when first opened.
 */
import { useEffect, useMemo } from 'react';
import type { VaBankType } from '../../contract/calls/reference.ts';
import type { QrMerchantType } from '../../contract/calls/va.ts';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { addToast } from '../../stores/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { createNewMerchantStore, type NewMerchantStore } from './new-merchant-store.ts';

/** Refusals that belong beside a field. */
const FIELD_OF_CODE = { BANK_NOT_SUPPORTED: 'bank_short_name' };

const loadSchema = async () => (await import('./qr-form-schema.ts')).qrMerchantSchema();

interface FormProps {
  readonly store: NewMerchantStore;
  readonly banks: readonly VaBankType[];
  readonly onClose: () => void;
}

function MerchantForm({ store, banks, onClose }: FormProps) {
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'qr-merchant',
    schema: loadSchema,
    fieldOfCode: FIELD_OF_CODE,
    defaultValue: { bank_short_name: banks[0]?.short_name ?? '' },
    submit: async (value) => {
      const failure = await store.create(value);
      if (failure === undefined) onClose();
      return failure;
    },
  });
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      {engine}
      <FormErrors errors={form.errors} />
      <Field
        label={m.qrm_merchant_name()}
        hint={m.qrm_merchant_name_hint()}
        id={fields.name.id}
        errors={fields.name.errors}
        required
      >
        <TextInput
          name={fields.name.name}
          defaultValue={fields.name.initialValue}
          maxLength={100}
          autoComplete="organization"
        />
      </Field>
      <Field
        label={m.qrm_merchant_bank()}
        id={fields.bank_short_name.id}
        errors={fields.bank_short_name.errors}
        required
      >
        <NativeSelect
          name={fields.bank_short_name.name}
          defaultValue={fields.bank_short_name.initialValue}
          options={banks.map((bank) => ({ value: bank.short_name, label: `${bank.short_name} — ${bank.name}` }))}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
          {m.qrm_cancel()}
        </Button>
        <Button type="submit" icon="i-lucide-store" loading={pending}>
          {m.qrm_merchant_submit()}
        </Button>
      </div>
    </form>
  );
}

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCreated: (merchant: QrMerchantType) => void;
}

export default function MerchantDialog({ open, onClose, onCreated }: Props) {
  const store = useMemo(
    () =>
      createNewMerchantStore({
        onCreated: (merchant) => {
          onCreated(merchant);
          addToast({ title: m.qrm_merchant_created({ name: merchant.name }), color: 'success' });
        },
      }),
    [onCreated],
  );
  const banks = useStore(store.$banks);
  useEffect(() => {
    if (open) void store.loadBanks();
  }, [open, store]);
  return (
    <Dialog open={open} onClose={onClose} title={m.qrm_merchant_title()} description={m.qrm_merchant_lead()}>
      {!open ? null : banks.status === 'loading' ? (
        <div className="flex justify-center py-6">
          <Spinner label={m.qrm_merchant_loading()} />
        </div>
      ) : banks.status === 'error' ? (
        <FailureAlert
          offline={!navigator.onLine}
          failure={banks.failure}
          title={m.qrm_merchant_banks_failed()}
          offlineText={m.qrm_offline()}
          onRetry={() => void store.loadBanks()}
        />
      ) : banks.banks.length === 0 ? (
        <Alert tone="info" title={m.qrm_merchant_no_banks_title()} live>
          {m.qrm_merchant_no_banks_body()}
        </Alert>
      ) : (
        <MerchantForm store={store} banks={banks.banks} onClose={onClose} />
      )}
    </Dialog>
  );
}
