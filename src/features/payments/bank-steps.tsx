/**
 * The add-bank wizard's steps (the account form, the confirm step, verifying), loaded as the island starts, in
 * parallel with the bank list it waits for anyway: the first load carries only the frame.
 */
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';

export { AccountStep } from './account-step.tsx';

import type { BankStore } from './bank-store.ts';
import { MethodCard } from './method-card.tsx';

export function SaveStep({ store }: { store: BankStore }) {
  return (
    <ConfirmStep
      store={store.confirm}
      submitLabel={m.payments_save_bank()}
      secondary={
        <Button variant="ghost" onClick={store.wizard.back}>
          {m.payments_edit_account()}
        </Button>
      }
    />
  );
}

export function VerifyingStep({ store }: { store: BankStore }) {
  const { data } = useStore(store.wizard.$state);
  if (data.payment === null) return null;
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success" title={m.payments_saved_title()} live>
        {m.payments_saved_text()}
      </Alert>
      <ul>
        <MethodCard payment={data.payment} providers={{}} />
      </ul>
      <div className="flex flex-wrap gap-2">
        <a className={buttonClass('primary')} href="/setting/payment">
          {m.payments_back_to_list()}
        </a>
        <Button variant="secondary" onClick={store.startOver}>
          {m.payments_add_another()}
        </Button>
      </div>
    </div>
  );
}
