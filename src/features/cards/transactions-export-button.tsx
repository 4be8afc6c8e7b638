/** The Export menu of /vc/transactions, loaded after the page; the export module only on a choice. */
import { loadExporter } from '../../lib/export/load.ts';
import type { ExportFormat, ExportProgress } from '../../lib/export/types.ts';
import { fetchAll } from '../../stores/kit/fetch-all.ts';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { exportCardTransactions } from './transactions-export.ts';
import type { CardTxList } from './transactions-store.ts';

async function exportList(
  list: CardTxList,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
): Promise<void> {
  const { exportRows } = await loadExporter();
  await exportCardTransactions({ fetchAll: (options) => fetchAll(list, options), exportRows }, format, onProgress);
}

export function ExportButton({ disabled, list }: { disabled: boolean; list: CardTxList }) {
  return <ExportMenu onExport={(format, onProgress) => exportList(list, format, onProgress)} disabled={disabled} />;
}
