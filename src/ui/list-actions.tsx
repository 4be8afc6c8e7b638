/**
 * What a filtered list shows beside its rows: a way back to every row, in one press, while a filter is on, then the
 * list's own actions (an Export menu).
 */
import type { ReactNode } from 'react';
import { m } from '../lib/i18n.ts';
import { Button } from './button.tsx';

export function ClearFiltersButton({ onClear }: { readonly onClear: () => void }) {
  return (
    <Button variant="ghost" size="sm" icon="i-lucide-x" onClick={onClear}>
      {m.ui_clear_filters()}
    </Button>
  );
}

interface Props {
  /** Whether a filter is on (`hasFilters` of the list's query). */
  readonly filtered: boolean;
  readonly onClear: () => void;
  readonly children?: ReactNode;
}

export function ListActions({ filtered, onClear, children }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {filtered ? <ClearFiltersButton onClear={onClear} /> : null}
      {children}
    </div>
  );
}
