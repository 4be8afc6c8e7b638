/**
 * An invoice's own fields on the first step: who pays (name, email), an optional note, and the due date (a Vietnam
 * calendar date from today to a year ahead, which the date picker is bounded to as well). Uncontrolled: the form
 * reads them when it is sent, and what was typed stays through a refusal and Back.
 */
import { dueDateBounds } from '../../lib/due-date.ts';
import { m } from '../../lib/i18n.ts';
import { Field } from '../../ui/field.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { type InvoiceField, type InvoiceFieldValues, NOTE_MAX_LENGTH } from './invoice-rules.ts';

interface Props {
  /** What was sent before (Back), to start with. */
  readonly initial: Partial<InvoiceFieldValues>;
  readonly errorsOf: (field: InvoiceField) => string[] | undefined;
}

/** The payer, note and due date fields. */
export function InvoiceFields({ initial, errorsOf }: Props) {
  const { min, max } = dueDateBounds(new Date());
  return (
    <>
      <Field label={m.topup_invoice_payer_name()} errors={errorsOf('payer_name')} required>
        <TextInput name="payer_name" defaultValue={initial.payer_name} autoComplete="off" maxLength={100} />
      </Field>
      <Field
        label={m.topup_invoice_payer_email()}
        hint={m.topup_invoice_payer_email_hint()}
        errors={errorsOf('payer_email')}
        required
      >
        <TextInput
          name="payer_email"
          type="email"
          inputMode="email"
          defaultValue={initial.payer_email}
          autoComplete="off"
        />
      </Field>
      <Field label={m.topup_invoice_note()} hint={m.topup_invoice_note_hint()} errors={errorsOf('note')}>
        <TextInput name="note" defaultValue={initial.note} maxLength={NOTE_MAX_LENGTH} />
      </Field>
      <Field label={m.topup_invoice_due_date()} errors={errorsOf('due_date')} required>
        <TextInput name="due_date" type="date" min={min} max={max} defaultValue={initial.due_date} />
      </Field>
    </>
  );
}
