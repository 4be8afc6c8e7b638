/**
 * The transfer's dialog: the direction (from main to VA or back, each wallet with what it may send, from the shared
 * wallets store) and the amount, then the result. Loaded when the user opens it. Everything typed stays through a refusal and an unknown outcome.
 */
import { type SubmitEvent, useState } from 'react';
import { typedFromCanonical } from '../../lib/amount-typing.ts';
import { failureText } from '../../lib/failure-text.ts';
import { checkTypedAmount } from '../../lib/forms/amount.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { failureStatus } from '../../stores/kit/calls.ts';
import { $wallets, loadWallets, type Wallets } from '../../stores/wallets.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { PendingChecking } from '../../ui/confirm-step.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type OwnWallet, otherWallet, transferFlow } from './transfer-store.ts';

const FORM_ID = 'wallet-transfer';

const WALLET_NAME: Readonly<Record<OwnWallet, () => string>> = {
  MAIN: () => m.transfer_wallet_main(),
  VA: () => m.transfer_wallet_va(),
};

/** Both wallets once the shared store has them; the failure of one it could not read; or that VAs are off. */
function readWallets(wallets: Wallets) {
  const { MAIN: main, VA: va } = wallets;
  if (main.status === 'hidden' || va.status === 'hidden') return { state: 'unavailable' } as const;
  if (main.wallet !== null && va.wallet !== null) return { state: 'ready', MAIN: main.wallet, VA: va.wallet } as const;
  const failed = main.status === 'error' ? main : va.status === 'error' ? va : null;
  return failed?.error ? ({ state: 'failed', failure: failed.error } as const) : ({ state: 'loading' } as const);
}

function EnterInfo() {
  const wallets = readWallets(useStore($wallets));
  const { request } = useStore(transferFlow.$state);
  const { outcome } = useStore(transferFlow.confirm.$state);
  const serverErrors = useStore(transferFlow.$fieldErrors);
  const [from, setFrom] = useState<OwnWallet>(request?.from ?? 'VA');
  const [shown, setShown] = useState(() => (request ? typedFromCanonical(request.amount, getLocale()) : ''));
  const [checked, setChecked] = useState(false);
  if (wallets.state === 'loading') return <Skeleton className="h-48 w-full" />;
  if (wallets.state === 'unavailable') return <Alert tone="info" title={m.transfer_unavailable()} />;
  if (wallets.state === 'failed') {
    return (
      <FailureAlert
        offline={failureStatus(wallets.failure, navigator.onLine) === 'offline'}
        failure={wallets.failure}
        title={m.transfer_wallets_failed()}
        offlineText={m.transfer_offline()}
        onRetry={() => void loadWallets()}
      />
    );
  }
  const locale = getLocale();
  const source = wallets[from];
  const rules = { currency: source.currency, locale, available: source.validate_balance };
  const problem = checked ? checkTypedAmount(shown, rules).problem : null;
  const amountErrors = problem ? [fieldMessage(problem)] : serverErrors?.amount?.slice();

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const { amount } = checkTypedAmount(shown, rules);
    if (amount === null) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
      return;
    }
    void transferFlow.send({ from, to: otherWallet(from), amount, currency: source.currency });
  }

  const directions = (['MAIN', 'VA'] as const).map((wallet) => ({
    value: wallet,
    label: m.transfer_from_to({ from: WALLET_NAME[wallet](), to: WALLET_NAME[otherWallet(wallet)]() }),
    detail: m.transfer_available({
      amount: formatMoney(wallets[wallet].validate_balance, wallets[wallet].currency, locale),
    }),
  }));

  return (
    <form id={FORM_ID} onSubmit={send} noValidate className="flex flex-col gap-5">
      {outcome.state === 'pending-checking' ? (
        <PendingChecking outcome={outcome} onCheckAgain={() => void transferFlow.confirm.checkAgain()} />
      ) : null}
      {outcome.state === 'failed' && outcome.fieldErrors === null ? (
        <Alert tone="danger" title={m.kit_failed_title()} live>
          {failureText(outcome.failure)}
        </Alert>
      ) : null}
      <ChoiceCards
        legend={m.transfer_direction()}
        name="from"
        choices={directions}
        value={from}
        onChange={(wallet) => setFrom(wallet === 'MAIN' ? 'MAIN' : 'VA')}
      />
      <AmountField
        key={source.currency}
        label={m.transfer_amount()}
        name="amount"
        currency={source.currency}
        available={source.validate_balance}
        withMax
        defaultValue={request?.amount}
        errors={amountErrors}
        required
        onValueChange={(_, text) => setShown(text)}
      />
      <p className="text-sm text-muted">{m.transfer_free()}</p>
    </form>
  );
}

function Result() {
  const { transaction, request } = useStore(transferFlow.$state);
  if (transaction === null || request === null) return null;
  const amount = formatMoney(transaction.amount, transaction.currency, getLocale(), { exact: true });
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title={m.transfer_done_title()} live>
        {m.transfer_done_text({ amount, from: WALLET_NAME[request.from](), to: WALLET_NAME[request.to]() })}
      </Alert>
      <a className={buttonClass('secondary')} href={`/transactions/${transaction.id}`}>
        {m.transfer_view_transaction()}
      </a>
    </div>
  );
}

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The dialog with the current step. */
export function TransferDialog({ open, onClose }: Props) {
  const { step } = useStore(transferFlow.$state);
  const { outcome } = useStore(transferFlow.confirm.$state);
  const busy = outcome.state === 'submitting' || outcome.state === 'pending-checking';
  const close = () => {
    if (step === 'transfer') transferFlow.startOver();
    onClose();
  };
  const footer =
    step === 'transfer' ? (
      <Button type="button" onClick={close}>
        {m.transfer_done()}
      </Button>
    ) : (
      <>
        <Button type="button" variant="ghost" onClick={close}>
          {m.transfer_cancel()}
        </Button>
        <Button type="submit" form={FORM_ID} loading={busy}>
          {m.transfer_submit()}
        </Button>
      </>
    );
  return (
    <Dialog open={open} onClose={close} title={m.transfer_title()} description={m.transfer_lead()} footer={footer}>
      {step === 'transfer' ? <Result /> : <EnterInfo />}
    </Dialog>
  );
}
