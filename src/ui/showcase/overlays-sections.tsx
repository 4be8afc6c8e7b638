/** Dialog, removal question and slide-over on /test; the first and the last opened through the root hosts' stores. */
import { type ReactNode, useState } from 'react';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { openModal, openSlideOver } from '../../stores/overlays.ts';
import { addToast } from '../../stores/toasts.ts';
import { Badge } from '../badge.tsx';
import { Button } from '../button.tsx';
import { ConfirmRemoval } from '../confirm-removal.tsx';
import { Field } from '../field.tsx';
import { Select } from '../select.tsx';
import { statusLabel } from '../status-label.ts';
import { TextInput } from '../text-input.tsx';
import { KitSection } from './kit-section.tsx';
import { pushBankRemoved } from './toasts-section.tsx';

/** Label/value rows, as on a confirmation or a receipt. */
function Summary({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-border rounded-xl bg-surface-2 px-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 py-3">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function openWithdrawalConfirmation() {
  const locale = getLocale();
  openModal({
    title: m.ui_kit_dialog_title(),
    description: m.ui_kit_dialog_description(),
    content: (
      <Summary
        rows={[
          [m.ui_kit_field_amount(), formatMoney('2500000', 'VND', locale)],
          [m.ui_kit_dialog_fee(), formatMoney('11000', 'VND', locale)],
          [m.ui_kit_dialog_receive(), formatMoney('2489000', 'VND', locale)],
        ]}
      />
    ),
    actions: [
      { label: m.ui_kit_action_cancel(), onClick: () => undefined, variant: 'secondary' },
      {
        label: m.ui_kit_action_confirm(),
        variant: 'primary',
        onClick: () =>
          addToast({
            title: m.ui_kit_withdrawal_submitted(),
            description: m.ui_kit_withdrawal_submitted_body(),
            color: 'success',
          }),
      },
    ],
  });
}

/** The dialog section: a confirmation through the root's modal host, and the shared removal question. */
export function DialogSection() {
  const [removing, setRemoving] = useState(false);
  return (
    <KitSection testId="kit-dialog" title={m.ui_kit_section_dialog()}>
      <div className="flex flex-wrap gap-3">
        <Button onClick={openWithdrawalConfirmation} icon="i-lucide-send">
          {m.ui_kit_open_dialog()}
        </Button>
        <Button variant="secondary" onClick={() => setRemoving(true)} icon="i-lucide-trash-2">
          {m.ui_kit_open_danger_dialog()}
        </Button>
      </div>
      <ConfirmRemoval
        open={removing}
        title={m.ui_kit_danger_dialog_title()}
        description={m.ui_kit_danger_dialog_description()}
        confirmLabel={m.ui_kit_action_remove()}
        cancelLabel={m.ui_kit_action_cancel()}
        onConfirm={() => {
          setRemoving(false);
          pushBankRemoved();
        }}
        onCancel={() => setRemoving(false)}
      />
    </KitSection>
  );
}

function openDetails() {
  const locale = getLocale();
  openSlideOver({
    title: m.ui_kit_slide_over_title(),
    description: m.ui_kit_slide_over_description(),
    content: (
      <Summary
        rows={[
          [m.ui_kit_field_amount(), formatMoney('1000000', 'VND', locale)],
          [m.ui_kit_detail_status(), <Badge key="status" status="APPROVED" label={statusLabel('APPROVED')} />],
          [m.ui_kit_detail_id(), 'TU-2026-000184'],
        ]}
      />
    ),
  });
}

function openFilters() {
  openSlideOver({
    title: m.ui_kit_filters_title(),
    side: 'left',
    content: (
      <div className="flex flex-col gap-5">
        <Field label={m.ui_kit_field_search()}>
          {(control) => <TextInput {...control} type="search" leadingIcon="i-lucide-search" />}
        </Field>
        <Field label={m.ui_kit_detail_status()}>
          {(control) => (
            <Select
              {...control}
              searchable={false}
              options={['PENDING', 'PROCESS', 'APPROVED', 'REJECTED'].map((status) => ({
                value: status,
                label: statusLabel(status),
              }))}
            />
          )}
        </Field>
      </div>
    ),
  });
}

/** The slide-over section. */
export function SlideOverSection() {
  return (
    <KitSection testId="kit-slide-over" title={m.ui_kit_section_slide_over()}>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" icon="i-lucide-panel-right" onClick={openDetails}>
          {m.ui_kit_open_slide_over()}
        </Button>
        <Button variant="secondary" icon="i-lucide-panel-left" onClick={openFilters}>
          {m.ui_kit_open_slide_over_left()}
        </Button>
      </div>
    </KitSection>
  );
}
