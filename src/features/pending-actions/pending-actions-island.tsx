/** /pending-actions: the operator's requests, pending and completed, each answered in a dialog (issue 11). */
import { type ReactNode, useEffect, useState } from 'react';
import type { PendingActionType } from '../../contract/calls/pending-actions.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ListView } from '../../ui/list-view.tsx';
import type { TableColumn } from '../../ui/table.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { type PendingTab, pendingActionList, showTab, startPendingActionList, tabOf } from './list-store.ts';

// The answer dialog (its form, the failure wording) loads after the page, before anyone can open it.
const loadDialog = () => import('./answer-dialog.tsx');

const KIND_LABEL = {
  INFORMATION: () => m.pa_kind_information(),
  DOCUMENT: () => m.pa_kind_document(),
  CONFIRMATION: () => m.pa_kind_confirmation(),
} as const;

function DateText({ value }: { value: string | null }) {
  if (value === null) return <span className="text-muted">—</span>;
  return (
    <time dateTime={value} className="whitespace-nowrap tabular-nums">
      {formatDateTime(value, getLocale())}
    </time>
  );
}

function columns(tab: PendingTab, answer: (item: PendingActionType) => void): TableColumn<PendingActionType>[] {
  const request: TableColumn<PendingActionType> = {
    key: 'request',
    header: m.pa_col_request(),
    skeleton: 'h-9 w-48',
    cell: (row) => (
      <span className="inline-flex min-w-0 flex-col gap-1">
        <span className="font-medium">{row.title}</span>
        <span className="text-sm text-muted">{row.description}</span>
        <span className="text-xs text-muted">{KIND_LABEL[row.kind]()}</span>
      </span>
    ),
  };
  const created = {
    key: 'created',
    header: m.pa_col_created(),
    skeleton: 'h-5 w-32',
    cell: (row: PendingActionType) => <DateText value={row.created_at} />,
  };
  if (tab === 'completed') {
    return [
      request,
      created,
      {
        key: 'completed',
        header: m.pa_col_completed(),
        skeleton: 'h-5 w-32',
        cell: (row) => <DateText value={row.completed_at} />,
      },
      {
        key: 'status',
        header: m.pa_col_status(),
        skeleton: 'h-5 w-20 rounded-full',
        cell: (row) => (
          <Badge
            status={row.request_status}
            label={row.request_status === 'cancel' ? m.pa_status_cancelled() : m.pa_status_completed()}
          />
        ),
      },
    ];
  }
  return [
    request,
    created,
    { key: 'due', header: m.pa_col_due(), skeleton: 'h-5 w-32', cell: (row) => <DateText value={row.due_at} /> },
    {
      key: 'answer',
      header: m.pa_col_action(),
      skeleton: 'h-9 w-24',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => answer(row)}
          aria-label={m.pa_answer_named({ title: row.title })}
        >
          {m.pa_answer()}
        </Button>
      ),
    },
  ];
}

interface Props {
  /** What each tab says while it is empty (long texts). */
  readonly emptyPending?: ReactNode;
  readonly emptyCompleted?: ReactNode;
}

/** The pending actions island. */
export default function PendingActionsIsland({ emptyPending, emptyCompleted }: Props) {
  const state = useStore(pendingActionList.$state);
  const query = useStore(pendingActionList.$query);
  const [answering, setAnswering] = useState<PendingActionType | null>(null);
  useEffect(startPendingActionList, []);
  const dialog = useLazyModule(loadDialog, true);
  const tab = tabOf(query);

  const list = (
    <ListView
      caption={tab === 'pending' ? m.pa_tab_pending() : m.pa_tab_completed()}
      columns={columns(tab, setAnswering)}
      state={state}
      rowKey={(row) => String(row.id)}
      onRetry={pendingActionList.retry}
      empty={tab === 'pending' ? emptyPending : emptyCompleted}
      skeletonRows={3}
    />
  );
  return (
    <>
      <Tabs
        label={m.page_pending_actions()}
        value={tab}
        onChange={(id) => showTab(id as PendingTab)}
        items={[
          { id: 'pending', label: m.pa_tab_pending(), content: tab === 'pending' ? list : null },
          { id: 'completed', label: m.pa_tab_completed(), content: tab === 'completed' ? list : null },
        ]}
      />
      {dialog ? <dialog.AnswerDialog item={answering} onClose={() => setAnswering(null)} /> : null}
    </>
  );
}
