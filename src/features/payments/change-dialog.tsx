/**
 * The dialog of a change to one method (methods-store.ts `$change`): removing it asks first; making a bank the
 * default asks for its code in the kit's confirm step (update_bank). Loaded after the list, before anyone can
 * open it.
 */
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { methodLabel } from '../../lib/payment-method.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmRemoval } from '../../ui/confirm-removal.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { MethodsStore } from './methods-store.ts';

export default function ChangeDialog({ store }: { store: MethodsStore }) {
  const change = useStore(store.$change);
  const state = useStore(store.$state);
  const providers = state.status === 'ready' ? state.providers : {};
  // An e-wallet is made the default at once: the dialog only says why, if it was refused.
  if (change === null || (change.kind === 'default' && change.payment.payment_type === 'E_WALLET' && !change.failure))
    return null;
  const label = methodLabel(change.payment, providers);
  const failure = change.failure ? (
    <Alert tone="danger" title={m.payments_change_failed()} live>
      {failureText(change.failure)}
    </Alert>
  ) : null;

  if (change.kind === 'remove') {
    return (
      <ConfirmRemoval
        open
        title={m.payments_remove_title()}
        description={m.payments_remove_text({ method: label })}
        confirmLabel={m.payments_remove_confirm()}
        cancelLabel={m.payments_cancel()}
        busy={change.busy}
        onConfirm={() => void store.confirmRemove()}
        onCancel={store.cancel}
      >
        {failure}
      </ConfirmRemoval>
    );
  }
  return (
    <Dialog
      open
      size="sm"
      onClose={store.cancel}
      title={m.payments_default_title()}
      description={m.payments_default_text({ method: label })}
    >
      <div className="flex flex-col gap-4">
        {failure}
        {change.payment.payment_type === 'BANK' ? (
          <ConfirmStep
            store={store.confirm}
            submitLabel={m.payments_make_default()}
            secondary={
              <Button variant="ghost" onClick={store.cancel}>
                {m.payments_cancel()}
              </Button>
            }
          />
        ) : null}
      </div>
    </Dialog>
  );
}
