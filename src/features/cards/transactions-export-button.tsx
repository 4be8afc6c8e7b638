/** The Export menu of /vc/transactions, loaded after the page. */
import { ListExportButton } from '../../ui/list-export-button.tsx';
import { CARD_TX_FILE } from './transactions-export.ts';
import type { CardTxList } from './transactions-store.ts';

export function ExportButton({ disabled, list }: { disabled: boolean; list: CardTxList }) {
  return <ListExportButton list={list} file={CARD_TX_FILE} disabled={disabled} />;
}
