/**
 * /setting/developers: the API keys and the webhook endpoints (developers-store.ts). The dialogs load after the
 * lists, before anyone can open one; the guide under the island is prerendered (screens/Developers.astro).
 */
import { useEffect, useMemo } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { createDevelopersStore } from './developers-store.ts';
import { KeyList } from './key-list.tsx';
import { WebhookList } from './webhook-list.tsx';

const loadDialogs = () => import('./dialogs.tsx');

export default function DevelopersIsland() {
  const store = useMemo(() => createDevelopersStore({ api }), []);
  const state = useStore(store.$state);
  useEffect(() => store.start(), [store]);
  const dialogs = useLazyModule(loadDialogs, state.status === 'ready');

  if (state.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.dev_load_failed()}
        offlineText={m.dev_offline()}
        onRetry={() => void store.reload()}
      />
    );
  }
  const ready = state.status === 'ready';
  return (
    <div className="flex flex-col gap-8" aria-busy={!ready}>
      <KeyList keys={ready ? state.keys : null} store={store} />
      <WebhookList webhooks={ready ? state.webhooks : null} store={store} />
      {dialogs ? <dialogs.default store={store} /> : null}
    </div>
  );
}
