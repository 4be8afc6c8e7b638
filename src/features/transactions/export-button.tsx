/** The Export menu of a transaction list (its filter, its scope), loaded after the page. */
import { ListExportButton } from '../../ui/list-export-button.tsx';
import { TRANSACTIONS_FILE } from './export.ts';
import type { TransactionList } from './list-store.ts';

export function ExportButton({ disabled, list }: { disabled: boolean; list: TransactionList }) {
  return <ListExportButton list={list} file={TRANSACTIONS_FILE} disabled={disabled} />;
}
