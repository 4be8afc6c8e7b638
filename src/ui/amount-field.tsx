/**
 * The amount field every money form uses: typed with the phone's number keyboard, regrouped in the page's
 * locale as the user types without moving the caret (src/lib/amount-typing.ts), the currency beside the
 * number, and optionally a Max button that enters the available balance. The input carries the text as shown;
 * `checkTypedAmount` (src/lib/forms/amount.ts) reads it into the canonical string the API takes, and
 * `onValueChange` hands that string to a store as the user types.
 */
import { type InputEvent, type ReactNode, useRef } from 'react';
import { applyEdit, typedFromCanonical } from '../lib/amount-typing.ts';
import { getLocale, m } from '../lib/i18n.ts';
import {
  canonicalAmount,
  currencyDecimals,
  displayCurrency,
  floorToCurrency,
  formatMoney,
  parseAmount,
} from '../lib/money.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { TextInput } from './text-input.tsx';

export interface AmountFieldProps {
  readonly label: ReactNode;
  /** The wallet's currency: its decimals and code (VNDW shows as VND). */
  readonly currency: string;
  /** The form's field name (conform's `field.name`). */
  readonly name?: string | undefined;
  /** The form's field id (conform's `field.id`), so its errors point here. */
  readonly id?: string | undefined;
  /** A canonical amount to start with (`1234567.5`). */
  readonly defaultValue?: string | undefined;
  readonly errors?: readonly string[] | undefined;
  /** Shown under the field; by default the available balance when there is one. */
  readonly hint?: ReactNode | undefined;
  /** The available balance (canonical): the hint names it and the Max button enters it. */
  readonly available?: string | undefined;
  /** Offer the Max button (needs `available`). */
  readonly withMax?: boolean;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** The canonical amount as the user types (`null` while the text is no amount), and the text shown. */
  readonly onValueChange?: ((canonical: string | null, shown: string) => void) | undefined;
}

/** The canonical amount of a shown text, or null. */
function canonicalOf(text: string, locale: ReturnType<typeof getLocale>): string | null {
  const amount = parseAmount(text, locale);
  return amount === null ? null : canonicalAmount(amount);
}

export function AmountField(props: AmountFieldProps) {
  const { label, currency, name, id, defaultValue, errors, available, withMax = false, required, disabled } = props;
  const locale = getLocale();
  const input = useRef<HTMLInputElement>(null);
  // The text before the current edit: tells a Backspace that removed only a separator (src/lib/amount-typing.ts).
  const before = useRef(defaultValue === undefined ? '' : typedFromCanonical(defaultValue, locale));
  const code = displayCurrency(currency);
  const hint =
    props.hint ??
    (available === undefined ? undefined : m.amount_available({ amount: formatMoney(available, currency, locale) }));

  function onInput(event: InputEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    // Max dispatches a plain Event: no inputType, nothing typed.
    const edit = 'inputType' in event.nativeEvent ? event.nativeEvent : undefined;
    const shown = applyEdit(
      {
        before: before.current,
        after: { text: field.value, caret: field.selectionStart ?? field.value.length },
        inputType: edit?.inputType,
        data: edit?.data,
      },
      locale,
    );
    if (shown.text !== field.value) field.value = shown.text;
    if (document.activeElement === field) field.setSelectionRange(shown.caret, shown.caret);
    before.current = shown.text;
    props.onValueChange?.(canonicalOf(shown.text, locale), shown.text);
  }

  function enterAvailable() {
    const field = input.current;
    if (field === null || available === undefined) return;
    field.value = typedFromCanonical(floorToCurrency(available, currency), locale);
    before.current = field.value;
    // Tells the form (conform listens for input) and onInput (which calls onValueChange) alike.
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  return (
    <Field label={label} hint={hint} errors={errors} required={required ?? false} id={id}>
      {(control) => (
        <div className="flex items-start gap-2">
          <TextInput
            {...control}
            ref={input}
            name={name}
            className="min-w-0 flex-1"
            defaultValue={before.current}
            inputMode={currencyDecimals(currency) === 0 ? 'numeric' : 'decimal'}
            autoComplete="transaction-amount"
            autoCorrect="off"
            spellCheck={false}
            placeholder="0"
            trailing={code}
            disabled={disabled}
            onInput={onInput}
            onFocus={(event) => {
              before.current = event.currentTarget.value;
            }}
          />
          {withMax && available !== undefined ? (
            <Button
              variant="secondary"
              disabled={disabled}
              aria-describedby={hint === undefined ? undefined : `${control.id}-hint`}
              onClick={enterAvailable}
            >
              {m.amount_max()}
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
