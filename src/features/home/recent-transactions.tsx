/**
 * The five latest transactions, each a link to its detail page — `/transactions/:id` for the roles that may open
 * it, else the VA transaction page — chosen from the route table, like "See all". Rows (./recent-rows.tsx) have a
 * fixed height and the loading state is as tall as five of them.
 */
import type { FetcherValue } from '@nanostores/query';
import { sessionView } from '../../app/page-route.ts';
import type { VaTransactionSummaryType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import { ROLES } from '../../lib/roles.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { $recentTransactions } from './store.ts';
import { FULL_LIST, transactionPages, VA_LIST } from './transaction-pages.ts';

type Transaction = VaTransactionSummaryType;

const LOADING: FetcherValue<Transaction[]> = { loading: true };
const ROW = 'flex h-16 items-center';
const loadRows = () => import('./recent-rows.tsx');

/** What the list shows: its rows once both they and their module are in, else a state. */
function listView(data: readonly Transaction[] | undefined, failed: boolean, rowsLoaded: boolean) {
  if (data === undefined) return failed ? 'failed' : 'loading';
  if (data.length === 0) return 'empty';
  return rowsLoaded ? 'rows' : 'loading';
}

/** "See all" for each list, shown by CSS to the roles it is for (html[data-role], set before first paint). */
function SeeAll({ fullListRoles }: { fullListRoles: string }) {
  return [FULL_LIST.list, VA_LIST.list].map((list) => (
    <a
      key={list}
      href={list}
      data-roles={ROLES.filter((role) => transactionPages(role, fullListRoles).list === list).join(' ')}
      className="rounded-md px-1.5 text-sm font-medium text-primary-text hover:underline focus-ring"
    >
      {m.home_recent_all()}
    </a>
  ));
}

/** The recent transactions card. */
export function RecentTransactions({ fullListRoles }: { fullListRoles: string }) {
  const { data, error } = useStore($recentTransactions, LOADING);
  const profile = useStore($profile, null);
  // Asked for at once, in parallel with the list: neither waits for the other.
  const Rows = useLazyModule(loadRows, true)?.default;
  const view = listView(data, error !== undefined, Rows !== undefined);
  // Rows only ever render in the browser, after their answer: the cookie's role stands in until the profile's.
  const detail = () => transactionPages(profile?.role ?? sessionView(document.cookie).role, fullListRoles).detail;
  return (
    <section aria-labelledby="home-recent" className="card p-5" aria-busy={view === 'loading'}>
      <div className="flex h-8 items-center justify-between gap-3">
        <h2 id="home-recent" className="text-base font-semibold">
          {m.home_recent_heading()}
        </h2>
        <SeeAll fullListRoles={fullListRoles} />
      </div>
      <ul className="mt-2" data-testid="home-recent">
        {view === 'rows' && data && Rows ? <Rows items={data} detail={detail()} /> : null}
        {view === 'empty' ? <li className={`${ROW} text-sm text-muted`}>{m.home_recent_empty()}</li> : null}
        {view === 'failed' ? <li className={`${ROW} text-sm text-danger`}>{m.home_recent_failed()}</li> : null}
        {view === 'loading' ? (
          // The height of RECENT_LIMIT rows (h-16 each), in one block: the page's HTML stays small.
          <li aria-hidden="true">
            <Skeleton className="h-80 w-full rounded-xl" />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
