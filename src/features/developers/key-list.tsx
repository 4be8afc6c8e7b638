/** The API keys: name, prefix, scopes, when created, last used and expiring; the director revokes one. */
import type { ApiKeyType } from '../../contract/calls/developers.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { DevelopersStore } from './developers-store.ts';
import { SCOPE_LABEL } from './labels.ts';

/** The room of a key's row (measured with the demo key at 360–1280 px, en and vi) while the list is read. */
const ROW_SKELETON = 'h-[148px] w-full rounded-2xl sm:h-[86px]';

function KeyRow({ apiKey, store }: { apiKey: ApiKeyType; store: DevelopersStore }) {
  const locale = getLocale();
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{apiKey.name}</span>
          <code className="rounded bg-surface-2 px-1.5 py-0.5 text-xs">{`${apiKey.prefix}…`}</code>
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={m.dev_key_scopes()}>
          {apiKey.scopes.map((scope) => (
            <li key={scope} className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-text">
              {SCOPE_LABEL[scope]()}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          {m.dev_key_created({ at: formatDateTime(apiKey.created_at, locale) })}
          {' · '}
          {apiKey.last_used_at === null
            ? m.dev_key_never_used()
            : m.dev_key_last_used({ at: formatDateTime(apiKey.last_used_at, locale) })}
          {apiKey.expires_at === null
            ? null
            : ` · ${m.dev_key_expires({ at: formatDateTime(apiKey.expires_at, locale) })}`}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon="i-lucide-ban"
        aria-label={m.dev_key_revoke_named({ name: apiKey.name })}
        onClick={() => store.ask('revoke', apiKey.id, apiKey.name)}
      >
        {m.dev_key_revoke()}
      </Button>
    </li>
  );
}

/** `keys` is null while they are read: the section keeps its place, with room for one, so the guide below stays put. */
export function KeyList({ keys, store }: { keys: readonly ApiKeyType[] | null; store: DevelopersStore }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="dev-keys-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dev-keys-heading" className="text-lg font-semibold">
          {m.dev_keys_heading()}
        </h2>
        <Button size="sm" icon="i-lucide-key-round" disabled={keys === null} onClick={() => store.openCreate('key')}>
          {m.dev_key_create()}
        </Button>
      </div>
      {keys === null ? (
        <Skeleton className={ROW_SKELETON} />
      ) : keys.length === 0 ? (
        <p className="card px-4 py-6 text-center text-sm text-muted">{m.dev_keys_empty()}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {keys.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} store={store} />
          ))}
        </ul>
      )}
    </section>
  );
}
