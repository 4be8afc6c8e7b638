/**
 * The amount filter: a lower and an upper bound on the gross amount, typed in the user's locale (`1.250.000` in
 * Vietnamese) and kept in the address as the contract's plain decimals. A bound is applied when the field is left
 * or Enter is pressed; one the locale cannot read stays typed, with the reason beside it. The money module (big.js)
 * comes after the page, as for the rows; the fields appear once the island has hydrated, in space kept for them, so
 * the page's first 14 KB of HTML stay for what is read first.
 */
import { type KeyboardEvent, useEffect, useState } from 'react';
import { getLocale, m } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { Field } from '../../ui/field.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { TransactionList } from './list-store.ts';

const loadMoney = () => import('../../lib/money.ts');
type Money = Awaited<ReturnType<typeof loadMoney>>;

type Bound = 'amount_min' | 'amount_max';

interface Range {
  readonly amount_min?: string | undefined;
  readonly amount_max?: string | undefined;
}

/** The range with `bound` set to `value` (undefined clears it), its two ends in order (the call refuses min > max). */
export function withBound(money: Money, range: Range, bound: Bound, value: string | undefined): Range {
  const next = { ...range, [bound]: value };
  const { amount_min: min, amount_max: max } = next;
  if (min === undefined || max === undefined || money.compareAmounts(min, max) <= 0) return next;
  return { amount_min: max, amount_max: min };
}

interface BoundFieldProps {
  readonly bound: Bound;
  readonly label: string;
  readonly range: Range;
  readonly money: Money | null;
  readonly list: TransactionList;
}

function BoundField({ bound, label, range, money, list }: BoundFieldProps) {
  const locale = getLocale();
  const value = range[bound];
  const shown = value === undefined ? '' : money ? money.formatNumber(value, locale) : value;
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    // The bound changed elsewhere (cleared, Back, the other bound swapped it): show it as the locale writes it.
    setText(shown);
    setInvalid(false);
  }, [shown]);

  async function apply(): Promise<void> {
    const loaded = money ?? (await loadMoney());
    const typed = text.trim();
    const parsed = typed === '' ? null : loaded.parseAmount(typed, locale);
    if (typed !== '' && (parsed === null || parsed.lt(0))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const next = parsed === null ? undefined : loaded.canonicalAmount(parsed);
    if (next !== value) list.setFilters(withBound(loaded, range, bound, next));
  }

  return (
    <Field label={label} errors={invalid ? [m.field_amount_format()] : undefined}>
      <TextInput
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void apply()}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') void apply();
        }}
      />
    </Field>
  );
}

/** The two bounds, side by side. */
export function AmountRange({ range, list }: { range: Range; list: TransactionList }) {
  const hydrated = useHydrated();
  const money = useLazyModule(loadMoney, hydrated);
  return (
    // The height of a field (label, gap, control) is kept before they render, so nothing moves when they do.
    <div className="col-span-2 grid min-h-[4.375rem] grid-cols-2 gap-x-3">
      {hydrated ? (
        <>
          <BoundField bound="amount_min" label={m.tx_filter_amount_min()} range={range} money={money} list={list} />
          <BoundField bound="amount_max" label={m.tx_filter_amount_max()} range={range} money={money} list={list} />
        </>
      ) : null}
    </div>
  );
}
