/**
 * The detail screen shell (issue 11): a detail store's state as one record's page — a summary (the amount, the
 * status), its facts as a description list, and an aside (the status timeline) — with the states a detail can be
 * in: loading (placeholders the size of what replaces them), not found, failed with a retry, offline, and
 * "updating automatically" while the store polls. It only renders: the store does the work.
 */
import { type MouseEvent, type ReactNode, useId } from 'react';
import type { ApiFailure } from '../lib/http/errors.ts';
import { m } from '../lib/i18n.ts';
import type { DetailStatus } from '../stores/kit/detail.ts';
import { buttonClass } from './button.tsx';
import { FailureAlert } from './failure-alert.tsx';
import { Skeleton } from './skeleton.tsx';

/** One labelled fact of a record. */
export interface DetailFact {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
}

export interface DetailViewProps {
  status: DetailStatus;
  failure: ApiFailure | null;
  onRetry: () => void;
  /** The store reads the record again every few seconds (its status is not final). */
  polling?: boolean;
  /** The way back to the list; `onClick` may go back in history instead. */
  back: { readonly href: string; readonly label: string; readonly onClick?: (event: MouseEvent) => void };
  notFound: { readonly title: string; readonly text: string };
  /** The headline of a loaded record: its amount, its status. */
  summary: ReactNode;
  /** Names the facts' list. */
  factsTitle: string;
  facts: readonly DetailFact[];
  /** Beside the facts on wide screens, under them on phones: the status timeline. */
  aside?: ReactNode;
  /** Placeholder rows while loading: as many as the loaded record shows. */
  skeletonFacts?: number;
}

function BackLink({ back }: { back: DetailViewProps['back'] }) {
  return (
    <a
      href={back.href}
      onClick={back.onClick}
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-primary-text hover:underline focus-ring"
    >
      <span className="i-lucide-arrow-left" aria-hidden="true" />
      {back.label}
    </a>
  );
}

function FactsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col">
      {Array.from({ length: rows }, (_, index) => (
        // Placeholders have no identity; their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={index} className={FACT_ROW}>
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-40 max-w-full" />
        </div>
      ))}
    </div>
  );
}

const FACT_ROW =
  'flex flex-col gap-1 border-b border-border py-3 last:border-0 sm:(grid grid-cols-[minmax(8rem,1fr)_2fr] items-center gap-4)';

function Facts({ title, facts }: { title: string; facts: readonly DetailFact[] }) {
  return (
    <dl aria-label={title} className="flex flex-col text-sm">
      {facts.map((fact) => (
        <div key={fact.key} className={FACT_ROW}>
          <dt className="text-muted">{fact.label}</dt>
          <dd className="min-w-0 break-words font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NotFound({ notFound, back }: Pick<DetailViewProps, 'notFound' | 'back'>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="i-lucide-search-x text-4xl text-muted" aria-hidden="true" />
      <h2 id={headingId} className="text-lg font-semibold">
        {notFound.title}
      </h2>
      <p className="max-w-md text-sm text-muted">{notFound.text}</p>
      <a href={back.href} onClick={back.onClick} className={`${buttonClass('secondary', 'sm')} mt-2`}>
        {back.label}
      </a>
    </section>
  );
}

/** The detail view. */
export function DetailView(props: DetailViewProps) {
  const { status, failure, onRetry, polling = false, back, notFound, summary, factsTitle, facts, aside } = props;
  if (status === 'not-found') return <NotFound notFound={notFound} back={back} />;
  const loading = status === 'loading';
  const failed = status === 'error' || status === 'offline';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <BackLink back={back} />
        {polling ? (
          <p className="flex items-center gap-2 text-xs text-muted">
            <span className="h-2 w-2 animate-pulse rounded-full bg-info" aria-hidden="true" />
            {m.ui_detail_polling()}
          </p>
        ) : null}
      </div>
      {failed ? (
        <FailureAlert
          offline={status === 'offline'}
          failure={failure}
          title={m.ui_detail_error_title()}
          offlineText={m.ui_detail_offline_text()}
          onRetry={onRetry}
        />
      ) : (
        <>
          <div aria-busy={loading || undefined} className="card flex flex-col gap-3 p-5 sm:p-6">
            {loading ? (
              <>
                <span role="status" className="sr-only">
                  {m.ui_loading()}
                </span>
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-9 w-56 max-w-full" />
                <Skeleton className="h-5 w-24 rounded-full" />
              </>
            ) : (
              summary
            )}
          </div>
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="card px-5 py-2 sm:px-6">
              {loading ? <FactsSkeleton rows={props.skeletonFacts ?? 6} /> : <Facts title={factsTitle} facts={facts} />}
            </div>
            {aside || loading ? (
              <div className="card p-5 sm:p-6">{loading ? <FactsSkeleton rows={3} /> : aside}</div>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
