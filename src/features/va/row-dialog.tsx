/** The dialog of a row's platform change (list-store.ts `$rowChange`): choose a platform, or confirm its removal. */
import { useEffect, useState } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmRemoval } from '../../ui/confirm-removal.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { $rowChange, cancelRowChange, confirmRowChange } from './list-store.ts';

export default function RowDialog() {
  const change = useStore($rowChange);
  const [platformId, setPlatformId] = useState('');
  const platforms = change?.kind === 'assign' ? change.platforms : null;
  useEffect(() => {
    const current = change?.va.platform?.id;
    setPlatformId(String(current ?? platforms?.[0]?.id ?? ''));
  }, [change?.va, platforms]);
  if (change === null) return null;
  const account = `${change.va.bank.short_name} ${change.va.account_number}`;
  const failure = change.failure ? (
    <Alert tone="danger" title={m.va_change_failed()} live>
      {failureText(change.failure)}
    </Alert>
  ) : null;
  if (change.kind === 'unassign') {
    return (
      <ConfirmRemoval
        open
        title={m.va_unassign_title()}
        description={m.va_unassign_text({ account, platform: change.va.platform?.name ?? '' })}
        confirmLabel={m.va_unassign()}
        cancelLabel={m.va_cancel()}
        busy={change.busy}
        onConfirm={() => void confirmRowChange()}
        onCancel={cancelRowChange}
      >
        {failure}
      </ConfirmRemoval>
    );
  }
  return (
    <Dialog
      open
      size="sm"
      onClose={cancelRowChange}
      title={m.va_assign_title()}
      description={m.va_assign_text({ account })}
      footer={
        <>
          <Button variant="ghost" onClick={cancelRowChange} disabled={change.busy}>
            {m.va_cancel()}
          </Button>
          <Button
            loading={change.busy}
            disabled={platformId === '' || platforms === null}
            onClick={() => void confirmRowChange(Number(platformId))}
          >
            {m.va_assign_submit()}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {failure}
        <Field label={m.va_col_platform()}>
          <NativeSelect
            value={platformId}
            disabled={platforms === null}
            options={
              platforms === null
                ? [{ value: '', label: m.va_loading() }]
                : platforms.map((platform) => ({ value: String(platform.id), label: platform.name }))
            }
            onChange={(event) => setPlatformId(event.target.value)}
          />
        </Field>
      </div>
    </Dialog>
  );
}
