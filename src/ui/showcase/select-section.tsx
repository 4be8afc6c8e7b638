/**
 * Select on /test: closed, with a value, with flags, without search, disabled, invalid, empty, and 16 banks; and the
 * native select for short lists.
 */
import { useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { Field } from '../field.tsx';
import { NativeSelect } from '../native-select.tsx';
import { Select, type SelectOption } from '../select.tsx';
import { KitSection } from './kit-section.tsx';

// Bank short names are brands, written the same in both languages; the full names are translated.
const BANKS: ReadonlyArray<readonly [string, () => string]> = [
  ['Vietcombank', m.ui_kit_bank_vcb],
  ['VietinBank', m.ui_kit_bank_ctg],
  ['BIDV', m.ui_kit_bank_bidv],
  ['Agribank', m.ui_kit_bank_agribank],
  ['Techcombank', m.ui_kit_bank_tcb],
  ['MB', m.ui_kit_bank_mb],
  ['ACB', m.ui_kit_bank_acb],
  ['VPBank', m.ui_kit_bank_vpb],
  ['Sacombank', m.ui_kit_bank_stb],
  ['TPBank', m.ui_kit_bank_tpb],
  ['HDBank', m.ui_kit_bank_hdb],
  ['VIB', m.ui_kit_bank_vib],
  ['SHB', m.ui_kit_bank_shb],
  ['OCB', m.ui_kit_bank_ocb],
  ['SeABank', m.ui_kit_bank_seab],
  ['Eximbank', m.ui_kit_bank_eib],
];

const NO_OPTIONS: readonly SelectOption[] = [];

/** The select section. */
export function SelectSection() {
  const [bank, setBank] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | null>('VND');
  const banks = BANKS.map(([label, fullName]) => ({
    value: label.toLowerCase(),
    label,
    description: fullName(),
    icon: 'i-lucide-landmark',
  }));
  const currencies: SelectOption[] = [
    { value: 'VND', label: 'VND', description: m.ui_kit_currency_vnd(), icon: 'i-lucide-banknote' },
    { value: 'USD', label: 'USD', description: m.ui_kit_currency_usd(), icon: 'i-lucide-banknote' },
  ];
  const countries: SelectOption[] = [
    { value: 'VN', label: m.ui_kit_country_vn(), image: '/images/flags/vn.svg' },
    { value: 'KH', label: m.ui_kit_country_kh(), image: '/images/flags/kh.svg' },
    { value: 'SG', label: m.ui_kit_country_sg(), image: '/images/flags/sg.svg' },
    { value: 'TH', label: m.ui_kit_country_th(), image: '/images/flags/th.svg' },
    { value: 'US', label: m.ui_kit_country_us(), image: '/images/flags/us.svg' },
  ];
  const methods: SelectOption[] = [
    { value: 'BANK', label: m.ui_kit_method_bank(), icon: 'i-lucide-landmark' },
    { value: 'E_WALLET', label: m.ui_kit_method_e_wallet(), icon: 'i-lucide-wallet' },
  ];
  const accountTypes: SelectOption[] = [
    { value: 'INDIVIDUAL', label: m.ui_kit_account_individual(), icon: 'i-lucide-user' },
    { value: 'BUSINESS', label: m.ui_kit_account_business(), icon: 'i-lucide-building-2' },
  ];

  return (
    <KitSection testId="kit-select" title={m.ui_kit_section_select()}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={m.ui_kit_field_bank()} hint={m.ui_kit_field_bank_hint()}>
          {(control) => (
            <Select
              {...control}
              name="bank"
              options={banks}
              value={bank}
              onChange={setBank}
              placeholder={m.ui_kit_choose_bank()}
            />
          )}
        </Field>
        <Field label={m.ui_kit_field_currency()}>
          {(control) => (
            <Select {...control} options={currencies} value={currency} onChange={setCurrency} searchable={false} />
          )}
        </Field>
        <Field label={m.ui_kit_field_country()}>
          {(control) => <Select {...control} options={countries} defaultValue="VN" searchable={false} />}
        </Field>
        <Field label={m.ui_kit_field_method()}>
          {(control) => <Select {...control} options={methods} defaultValue="BANK" disabled />}
        </Field>
        <Field label={m.ui_kit_field_account_type()} errors={[m.ui_kit_error_account_type()]} required>
          {(control) => <Select {...control} options={accountTypes} />}
        </Field>
        <Field label={m.ui_kit_field_wallet()} hint={m.ui_kit_field_wallet_hint()}>
          {(control) => <Select {...control} options={NO_OPTIONS} />}
        </Field>
        <Field label={m.ui_kit_field_native_select()} hint={m.ui_kit_field_native_select_hint()}>
          <NativeSelect options={methods} defaultValue="E_WALLET" />
        </Field>
      </div>
    </KitSection>
  );
}
