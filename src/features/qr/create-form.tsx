/**
 * The new QR code form of one merchant: an optional amount (empty: the payer chooses it) and the description the
 * payer's bank shows. Its rules are qr-form-schema.ts's, loaded with the form engine when the form is first touched.
 */
import { useCallback } from 'react';
import type { QrMerchantType } from '../../contract/calls/va.ts';
import { QR_DESCRIPTION_MAX_LENGTH } from '../../contract/rules.ts';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { MerchantsStore } from './merchants-store.ts';

/** Refusals that belong beside the amount. */
const FIELD_OF_CODE = { AMOUNT_MISMATCH: 'amount' };

export function CreateForm({ store, merchant }: { store: MerchantsStore; merchant: QrMerchantType }) {
  const currency = merchant.totals.received.currency;
  const locale = getLocale();
  const schema = useCallback(
    async () => (await import('./qr-form-schema.ts')).qrCodeSchema(currency, locale),
    [currency, locale],
  );
  const { form, fields, pending, engine } = useSchemaForm({
    id: 'qr-code',
    schema,
    fieldOfCode: FIELD_OF_CODE,
    submit: (value) => store.create(value),
  });
  return (
    <section className="card flex flex-col gap-5 p-4 sm:p-6" aria-labelledby="qr-create-title">
      <div className="flex flex-col gap-1">
        <h2 id="qr-create-title" className="text-lg font-semibold">
          {m.qrm_create_title({ name: merchant.name })}
        </h2>
        <p className="text-sm text-muted">{m.qrm_create_lead()}</p>
      </div>
      <form id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
        {engine}
        <FormErrors errors={form.errors} />
        <AmountField
          label={m.qrm_amount()}
          currency={currency}
          id={fields.amount.id}
          name={fields.amount.name}
          errors={fields.amount.errors}
          hint={m.qrm_amount_hint()}
        />
        <Field
          label={m.qrm_description()}
          hint={m.qrm_description_hint({ max: String(QR_DESCRIPTION_MAX_LENGTH) })}
          id={fields.description.id}
          errors={fields.description.errors}
          required
        >
          <TextInput name={fields.description.name} maxLength={QR_DESCRIPTION_MAX_LENGTH} autoComplete="off" />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" icon="i-lucide-qr-code" loading={pending}>
            {m.qrm_create_submit()}
          </Button>
          <Button type="button" variant="secondary" onClick={store.close}>
            {m.qrm_cancel()}
          </Button>
        </div>
      </form>
    </section>
  );
}
