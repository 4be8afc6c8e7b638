/**
 * Funding by a crypto deposit: the network and coin (only the pairs the system payments take), the address as text
 * with a copy button and as a QR code (its encoder loaded on demand, src/ui/qr-view.tsx), the least deposit and the
 * confirmations it waits for, and a plain warning about the wrong network or coin. Loaded when the user picks it.
 */
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { QrView } from '../../ui/qr-view.tsx';
import { depositCoins, depositFor, depositNetworks, type Network } from './issue-rules.ts';
import type { IssueContext, IssueStore } from './issue-store.ts';

const NETWORK_NAME: Readonly<Record<Network, string>> = {
  SOL: 'Solana (SOL)',
  TRX: 'Tron (TRX)',
  ETH: 'Ethereum (ETH)',
};

export function CryptoDeposit({ store, context }: { store: IssueStore; context: IssueContext }) {
  const { data } = useStore(store.wizard.$state);
  const networks = depositNetworks(context.payments);
  const coins = depositCoins(context.payments, data.network);
  const deposit = depositFor(context.payments, data.network, data.currency);
  if (networks.length === 0) return <Alert tone="warning">{m.vci_no_deposits()}</Alert>;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceCards
          legend={m.vci_network_legend()}
          name="network"
          value={data.network}
          onChange={(network) => store.chooseNetwork(network as Network)}
          choices={networks.map((network) => ({ value: network, label: NETWORK_NAME[network] }))}
        />
        <ChoiceCards
          legend={m.vci_coin_legend()}
          name="coin"
          value={data.currency}
          onChange={(coin) => store.chooseCoin(coin === 'USDC' ? 'USDC' : 'USDT')}
          choices={coins.map((coin) => ({ value: coin, label: coin }))}
        />
      </div>
      {deposit === null ? null : (
        <section aria-labelledby="vci-deposit-heading" className="card flex flex-col gap-4 p-4">
          <h3 id="vci-deposit-heading" className="font-semibold">
            {m.vci_deposit_heading({ coin: deposit.currency, network: NETWORK_NAME[deposit.network] })}
          </h3>
          <Alert tone="warning" title={m.vci_warning_title({ coin: deposit.currency, network: deposit.network })}>
            {m.vci_warning_text({ coin: deposit.currency, network: NETWORK_NAME[deposit.network] })}
          </Alert>
          <div className="flex flex-col items-center gap-4 sm:(flex-row items-start)">
            <QrView
              payload={deposit.address}
              description={m.vci_qr_description({ coin: deposit.currency, network: NETWORK_NAME[deposit.network] })}
              size={176}
            />
            <dl className="flex min-w-0 flex-1 flex-col gap-3 text-sm">
              <div className="flex flex-col gap-1">
                <dt className="text-muted">{m.vci_address_label()}</dt>
                <dd className="flex items-start gap-2">
                  <code data-testid="vci-address" className="min-w-0 break-all font-mono text-fg">
                    {deposit.address}
                  </code>
                  <CopyButton value={deposit.address} what={m.vci_address_label()} />
                </dd>
              </div>
              <div className="flex flex-col gap-1">
                <dt className="text-muted">{m.vci_min_deposit()}</dt>
                <dd className="font-medium tabular-nums">{`${deposit.min_amount} ${deposit.currency}`}</dd>
              </div>
              <div className="flex flex-col gap-1">
                <dt className="text-muted">{m.vci_confirmations()}</dt>
                <dd className="font-medium">{m.vci_confirmations_value({ count: String(deposit.confirmations) })}</dd>
              </div>
            </dl>
          </div>
          <p className="text-sm text-muted">{m.vci_deposit_credit()}</p>
        </section>
      )}
    </div>
  );
}
