/**
 * The transfer's dialog: the direction (from main to VA or back, each wallet with what it may send) and the amount,
 * then the result. Loaded when the user opens it. Everything typed stays through a refusal and an unknown outcome.
 */
import { type SubmitEvent, useEffect, useState } from 'react';
import { typedFromCanonical } from '../../lib/amount-typing.ts';
import { failureText } from '../../lib/failure-text.ts';
import { amountRefusal } from '../../lib/forms/amount.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney, parseAmount } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
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

function Direction({ from, onChoose }: { readonly from: OwnWallet; readonly onChoose: (from: OwnWallet) => void }) {
  const state = useStore(transferFlow.$wallets);
  if (state.status !== 'ready') return null;
  const locale = getLocale();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{m.transfer_direction()}</legend>
      {(['MAIN', 'VA'] as const).map((wallet) => {
        const source = state.wallets[wallet];
        return (
          <label
            key={wallet}
            className="card flex cursor-pointer items-center gap-3 p-4 has-[:checked]:(border-primary ring-1 ring-primary)"
          >
            <input
              type="radio"
              name="from"
              value={wallet}
              checked={from === wallet}
              onChange={() => onChoose(wallet)}
              className="h-4 w-4 accent-primary"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">
                {m.transfer_from_to({ from: WALLET_NAME[wallet](), to: WALLET_NAME[otherWallet(wallet)]() })}
              </span>
              <span className="text-sm text-muted tabular-nums">
                {m.transfer_available({ amount: formatMoney(source.validate_balance, source.currency, locale) })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function EnterInfo() {
  const wallets = useStore(transferFlow.$wallets);
  const { request } = useStore(transferFlow.$state);
  const { outcome } = useStore(transferFlow.confirm.$state);
  const serverErrors = useStore(transferFlow.$fieldErrors);
  const [from, setFrom] = useState<OwnWallet>(request?.from ?? 'VA');
  const [shown, setShown] = useState(() => (request ? typedFromCanonical(request.amount, getLocale()) : ''));
  const [checked, setChecked] = useState(false);
  if (wallets.status === 'loading') return <Skeleton className="h-48 w-full" />;
  if (wallets.status !== 'ready') {
    return (
      <FailureAlert
        offline={wallets.status === 'offline'}
        failure={wallets.failure}
        title={m.transfer_wallets_failed()}
        offlineText={m.transfer_offline()}
        onRetry={() => void transferFlow.loadWallets()}
      />
    );
  }
  const source = wallets.wallets[from];
  const rules = { currency: source.currency, locale: getLocale(), available: source.validate_balance };
  const refusal = checked ? amountRefusal(parseAmount(shown, getLocale()), rules) : null;
  const amountErrors = refusal
    ? [fieldMessage({ key: refusal[0], ...(refusal[1] && { params: refusal[1] }) })]
    : serverErrors?.amount?.slice();

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const amount = parseAmount(shown, getLocale());
    if (amount === null || amountRefusal(amount, rules) !== null) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
      return;
    }
    void transferFlow.send({ from, to: otherWallet(from), amount: amount.toFixed(), currency: source.currency });
  }

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
      <Direction from={from} onChoose={setFrom} />
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
  useEffect(() => {
    if (open) void transferFlow.loadWallets();
  }, [open]);
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
