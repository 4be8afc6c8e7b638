/**
 * The list's Export menu, loaded after the page (it is not needed to read the list): the menu, and on a choice the
 * export module, which fetches every row of the current filter and makes the file.
 */
import { loadExporter } from '../../lib/export/load.ts';
import type { ExportFormat, ExportProgress } from '../../lib/export/types.ts';
import { fetchAll } from '../../stores/kit/fetch-all.ts';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { exportTransactions } from './export.ts';
import type { TransactionList } from './list-store.ts';

async function exportList(
  list: TransactionList,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
): Promise<void> {
  const { exportRows } = await loadExporter();
  await exportTransactions({ fetchAll: (options) => fetchAll(list, options), exportRows }, format, onProgress);
}

/** The Export menu of a transaction list (its filter, its scope); disabled while the list has no rows. */
export function ExportButton({ disabled, list }: { disabled: boolean; list: TransactionList }) {
  return <ExportMenu onExport={(format, onProgress) => exportList(list, format, onProgress)} disabled={disabled} />;
}
