/** The referred customers in the kit's list view: who (masked), status with its meaning, when they joined, earned. */
import type { ReactNode } from 'react';
import type { RefereeType } from '../../contract/calls/referral.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { ListView } from '../../ui/list-view.tsx';
import type { TableColumn } from '../../ui/table.tsx';
import type { REFEREE_CELLS } from './referee-cells.tsx';
import { refereeList } from './referees-store.ts';

type Cells = typeof REFEREE_CELLS;

function columns(cells: Cells | null): TableColumn<RefereeType>[] {
  const cell = (key: keyof Cells) => (row: RefereeType) => cells?.[key](row) ?? null;
  return [
    { key: 'customer', header: m.ref_col_customer(), skeleton: 'h-9 w-40', cell: cell('customer') },
    { key: 'status', header: m.ref_col_status(), skeleton: 'h-9 w-32', cell: cell('status') },
    { key: 'joined', header: m.ref_col_joined(), skeleton: 'h-5 w-24', cell: cell('joined') },
    { key: 'earned', header: m.ref_col_earned(), align: 'end', skeleton: 'h-5 w-20', cell: cell('earned') },
  ];
}

interface Props {
  /** The row drawing, once loaded (views.tsx); rows that arrive first show as loading a moment longer. */
  readonly cells: Cells | null;
  readonly empty?: ReactNode;
}

export function RefereesView({ cells, empty }: Props) {
  const state = useStore(refereeList.$state);
  return (
    <section aria-labelledby="referral-list-heading" className="flex flex-col gap-3">
      <h2 id="referral-list-heading" className="text-lg font-semibold">
        {m.ref_list_heading()}
      </h2>
      <ListView
        caption={m.ref_list_heading()}
        columns={columns(cells)}
        state={state}
        cellsReady={cells !== null}
        rowKey={(row) => String(row.id)}
        onRetry={refereeList.retry}
        pages={{ href: refereeList.pageHref, onSelect: refereeList.setPage }}
        empty={empty}
        skeletonRows={3}
      />
    </section>
  );
}
