/** The money blocks on /test: amount fields (live rules, an error, locked), copy buttons, QR codes, export. */
import { useState } from 'react';
import { loadExporter } from '../../lib/export/load.ts';
import type { ExportColumn, ExportFormat, ExportProgress, ExportRow } from '../../lib/export/types.ts';
import { type AmountRules, checkTypedAmount } from '../../lib/forms/amount.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { AmountField } from '../amount-field.tsx';
import { CopyButton } from '../copy-button.tsx';
import { ExportMenu } from '../export-menu.tsx';
import { QrView } from '../qr-view.tsx';
import { KitRow, KitSection } from './kit-section.tsx';

const AVAILABLE = '12500000';
const ACCOUNT = '9704 2201 2345';
const REFERENCE = 'CP-2026-0001';
const QR_PAYLOAD = `00020101021238540010A00000072701240006970422011097042201234502089QRIBFTTA5303704540712500005802VN62160812${REFERENCE}6304`;
/** A VA QR lasts 30 minutes (PRODUCT.md section 4). */
const QR_LIFETIME_MS = 30 * 60 * 1000;

/** The rules' message for a typed amount, or none while it is empty or fine. */
function errorsOf(shown: string, rules: AmountRules): string[] | undefined {
  if (shown === '') return undefined;
  const { problem } = checkTypedAmount(shown, rules);
  return problem === null ? undefined : [fieldMessage(problem)];
}

/** The amount field checked as the user types, against an available balance. */
function LiveAmount() {
  const locale = getLocale();
  const rules = { currency: 'VND', locale, available: AVAILABLE };
  const [shown, setShown] = useState('');
  return (
    <AmountField
      label={m.ui_kit_amount_vnd()}
      name="amount"
      currency="VND"
      available={AVAILABLE}
      withMax
      required
      errors={errorsOf(shown, rules)}
      onValueChange={(_, text) => setShown(text)}
    />
  );
}

/** Sample rows to export, Vietnamese names and an amount too long for a spreadsheet's number included. */
function sampleRows(): ExportRow[] {
  const names = ['Nguyễn Văn Ánh', 'Trần Thị Bích Ngọc', 'Công ty TNHH Đông Á, chi nhánh Hà Nội', 'Lê Hoàng Phúc'];
  return Array.from({ length: 240 }, (_, index) => ({
    reference: `TX-${String(10_000 + index)}`,
    description: names[index % names.length],
    amount: index === 7 ? '123456789012345678.99' : `${(index + 1) * 125_000}`,
    currency: index % 5 === 0 ? 'USD' : 'VND',
    date: `2026-03-${String((index % 28) + 1).padStart(2, '0')}T0${index % 10}:15:00.000Z`,
  }));
}

async function exportSample(format: ExportFormat, onProgress: (progress: ExportProgress) => void): Promise<void> {
  const columns: ExportColumn[] = [
    { key: 'reference', header: m.ui_kit_col_reference() },
    { key: 'description', header: m.ui_kit_col_description() },
    { key: 'amount', header: m.ui_kit_col_amount(), kind: 'amount', currency: { key: 'currency' } },
    { key: 'currency', header: m.ui_kit_col_currency() },
    { key: 'date', header: m.ui_kit_col_date(), kind: 'datetime' },
  ];
  const { exportRows } = await loadExporter();
  await exportRows({
    format,
    columns,
    rows: sampleRows(),
    locale: getLocale(),
    fileName: 'campay-sample',
    title: m.ui_kit_export_title(),
    onProgress,
  });
}

const never = () => new Promise<void>(() => undefined);

/** The money section. */
export function MoneySection() {
  const locale = getLocale();
  const usdRules = { currency: 'USD', locale } as const;
  // Fixed once per mount, so the countdown runs from 30:00.
  const [expiresAt] = useState(() => Date.now() + QR_LIFETIME_MS);
  return (
    <KitSection testId="kit-money" title={m.ui_kit_section_money()} description={m.ui_kit_money_hint()}>
      <div className="grid gap-5 sm:grid-cols-2">
        <LiveAmount />
        <AmountField
          label={m.ui_kit_amount_usd()}
          currency="USD"
          defaultValue="10.555"
          errors={errorsOf(locale === 'vi' ? '10,555' : '10.555', usdRules)}
        />
        <AmountField label={m.ui_kit_amount_locked()} currency="VNDW" defaultValue="2500000" disabled />
      </div>
      <KitRow label={m.ui_kit_copy_row()}>
        <span className="font-mono text-sm tabular-nums">{ACCOUNT}</span>
        <CopyButton value={ACCOUNT.replaceAll(' ', '')} what={m.ui_kit_account_number()} />
        <CopyButton value={REFERENCE} what={m.ui_kit_transfer_reference()} withText />
      </KitRow>
      <KitRow label={m.ui_kit_qr_row()}>
        <QrView payload={QR_PAYLOAD} description={m.ui_kit_qr_description()} expiresAt={expiresAt} size={192} />
        <QrView payload={QR_PAYLOAD} description={m.ui_kit_qr_description()} expiresAt={0} size={192} />
      </KitRow>
      <KitRow label={m.ui_kit_export_row()}>
        <ExportMenu onExport={exportSample} />
        <ExportMenu
          onExport={never}
          initialState={{ step: 'running', format: 'pdf', progress: { done: 2, total: 5 } }}
        />
        <ExportMenu onExport={never} initialState={{ step: 'failed', format: 'xlsx' }} />
        <ExportMenu onExport={never} initialState={{ step: 'done', format: 'csv' }} />
      </KitRow>
    </KitSection>
  );
}
