/** Field + TextInput on /test: empty, filled, hint, errors, disabled, currency addon, leading icon. */
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { Field } from '../field.tsx';
import { TextInput } from '../text-input.tsx';
import { KitSection } from './kit-section.tsx';

/** The fields section. */
export function FieldsSection() {
  const available = formatMoney('12500000', 'VND', getLocale());
  return (
    <KitSection testId="kit-fields" title={m.ui_kit_section_fields()}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={m.ui_kit_field_full_name()} hint={m.ui_kit_field_full_name_hint()} required>
          {(control) => <TextInput {...control} name="full_name" autoComplete="name" />}
        </Field>
        <Field label={m.ui_kit_field_email()}>
          <TextInput type="email" inputMode="email" autoComplete="email" defaultValue={m.ui_kit_sample_email()} />
        </Field>
        <Field
          label={m.ui_kit_field_account_number()}
          errors={[m.ui_kit_error_account_digits(), m.ui_kit_error_account_spaces()]}
          required
        >
          {(control) => <TextInput {...control} inputMode="numeric" defaultValue={m.ui_kit_sample_bad_account()} />}
        </Field>
        <Field label={m.ui_kit_field_amount()} hint={m.ui_kit_field_amount_hint({ amount: available })}>
          {(control) => (
            <TextInput
              {...control}
              inputMode="numeric"
              placeholder="0"
              trailing="VND"
              leadingIcon="i-lucide-banknote"
            />
          )}
        </Field>
        <Field label={m.ui_kit_field_reference()}>
          {(control) => <TextInput {...control} disabled defaultValue={m.ui_kit_sample_reference()} />}
        </Field>
        <Field label={m.ui_kit_field_search()}>
          {(control) => (
            <TextInput
              {...control}
              type="search"
              leadingIcon="i-lucide-search"
              placeholder={m.ui_kit_search_placeholder()}
            />
          )}
        </Field>
      </div>
    </KitSection>
  );
}
