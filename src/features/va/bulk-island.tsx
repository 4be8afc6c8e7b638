/** /va/list/update-platform: choose (bulk-store.ts), review, save, the result. */
import { useEffect, useState } from 'react';
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { browserPage } from '../../stores/kit/page-env.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import {
  $bulk,
  type BulkState,
  backToChoose,
  changesOf,
  choose,
  chooseForAll,
  loadBulk,
  offered,
  review,
  save,
} from './bulk-store.ts';

type Ready = Extract<BulkState, { status: 'ready' }>;

const vaName = (va: { bank: { short_name: string }; account_number: string }) =>
  `${va.bank.short_name} ${va.account_number}`;

function Choose({ state }: { state: Ready }) {
  const [all, setAll] = useState('');
  const count = changesOf(state).length;
  return (
    <div className="flex flex-col gap-4">
      <div className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <Field label={m.va_bulk_all_label()} className="flex-1">
          <NativeSelect
            value={all}
            options={[
              { value: '', label: m.va_bulk_all_placeholder() },
              ...offered(state).map((platform) => ({ value: String(platform.id), label: platform.name })),
            ]}
            onChange={(event) => setAll(event.target.value)}
          />
        </Field>
        <Button variant="secondary" disabled={all === ''} onClick={() => chooseForAll(Number(all))}>
          {m.va_bulk_all_apply()}
        </Button>
      </div>
      <ul className="flex flex-col gap-2" aria-label={m.va_bulk_list_label()}>
        {state.vas.map((va) => (
          <li key={va.id} className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-mono font-semibold">{vaName(va)}</p>
              <p className="truncate text-sm text-muted">{va.account_name}</p>
            </div>
            <Field label={m.va_bulk_choose_for({ account: vaName(va) })} className="sm:w-72">
              <NativeSelect
                value={String(state.choices.get(va.id) ?? '')}
                options={[
                  { value: '', label: m.va_no_platform() },
                  ...(state.platforms[va.bank.short_name] ?? []).map((platform) => ({
                    value: String(platform.id),
                    label: platform.name,
                  })),
                ]}
                onChange={(event) => choose(va.id, event.target.value === '' ? null : Number(event.target.value))}
              />
            </Field>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={count === 0} onClick={review}>
          {m.va_bulk_review({ count: String(count) })}
        </Button>
        <span className="text-sm text-muted" role="status">
          {m.va_bulk_chosen({ count: String(count), total: String(state.vas.length) })}
        </span>
      </div>
    </div>
  );
}

function Review({ state }: { state: Ready }) {
  const changes = changesOf(state);
  const saving = state.step === 'saving';
  return (
    <section className="flex flex-col gap-4" aria-labelledby="va-bulk-review">
      <h2 id="va-bulk-review" className="text-lg font-semibold">
        {m.va_bulk_review_title()}
      </h2>
      {state.failure ? (
        <Alert tone="danger" title={m.va_bulk_failed()} live>
          {failureText(state.failure)}
        </Alert>
      ) : null}
      <ul className="card divide-y divide-border" aria-label={m.va_bulk_changes_label()}>
        {changes.map(({ va, platform }) => (
          <li key={va.id} className="flex flex-wrap items-center gap-2 p-4">
            <span className="font-mono">{vaName(va)}</span>
            <span className="i-lucide-arrow-right text-muted" aria-hidden="true" />
            <span className="sr-only">{m.va_bulk_to()}</span>
            <span className="font-semibold">{platform.name}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" disabled={saving} onClick={backToChoose}>
          {m.va_bulk_back()}
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          {m.va_bulk_save({ count: String(changes.length) })}
        </Button>
      </div>
    </section>
  );
}

function Done({ state }: { state: Ready }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title={m.va_bulk_done_title()} live>
        {m.va_bulk_done_text({ count: String(state.saved.length) })}
      </Alert>
      <ul className="card divide-y divide-border">
        {state.saved.map((va) => (
          <li key={va.id} className="flex flex-wrap items-center gap-2 p-4">
            <span className="font-mono">{vaName(va)}</span>
            <span className="i-lucide-arrow-right text-muted" aria-hidden="true" />
            <span className="font-semibold">{va.platform?.name}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <a href="/va/list" className={buttonClass('primary', 'md')}>
          {m.va_link_list()}
        </a>
        <Button variant="secondary" onClick={() => void loadBulk()}>
          {m.va_bulk_more()}
        </Button>
      </div>
    </div>
  );
}

export default function BulkIsland() {
  const state = useStore($bulk);
  useEffect(() => {
    // Nothing to read where the guard refused the page (a SELLER's 403).
    if (!browserPage.refused()) void loadBulk();
  }, []);
  if (state.status === 'loading') return <Skeleton className="h-40 w-full" />;
  if (state.status === 'error') {
    return (
      <Alert
        tone="danger"
        title={m.va_bulk_load_failed()}
        live
        action={
          <Button variant="secondary" size="sm" onClick={() => void loadBulk()}>
            {m.va_retry()}
          </Button>
        }
      >
        {failureText(state.failure)}
      </Alert>
    );
  }
  if (state.step === 'done') return <Done state={state} />;
  if (state.vas.length === 0) {
    return (
      <Alert tone="info" title={m.va_bulk_none_title()}>
        {m.va_bulk_none_text()}
      </Alert>
    );
  }
  return state.step === 'choose' ? <Choose state={state} /> : <Review state={state} />;
}
