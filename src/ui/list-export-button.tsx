/**
 * A list's Export menu: the menu, and on a choice the export module, which fetches every row of the list's current
 * filter and makes the file (src/stores/kit/list-export.ts). A list loads it after the page: reading the list does
 * not need it.
 */
import { loadExporter } from '../lib/export/load.ts';
import { fetchAll } from '../stores/kit/fetch-all.ts';
import type { ListCallName, ListItem, ListStore } from '../stores/kit/list.ts';
import { exportList, type ListExport } from '../stores/kit/list-export.ts';
import { ExportMenu } from './export-menu.tsx';

interface Props<Name extends ListCallName> {
  readonly list: ListStore<Name>;
  readonly file: ListExport<ListItem<Name>>;
  /** While the list has no rows. */
  readonly disabled: boolean;
}

export function ListExportButton<Name extends ListCallName>({ list, file, disabled }: Props<Name>) {
  return (
    <ExportMenu
      disabled={disabled}
      onExport={async (format, onProgress) => {
        const { exportRows } = await loadExporter();
        await exportList(file, { fetchAll: (options) => fetchAll(list, options), exportRows }, format, onProgress);
      }}
    />
  );
}
