/**
 * The notification choices of /setting/general (preferences-store.ts): one group per topic, named and explained,
 * with a switch per channel. Security's in-app switch stays on, and says why.
 */
import { useEffect, useId, useMemo } from 'react';
import type { NotificationTopicType } from '../../contract/notification-topics.ts';
import { failureText } from '../../lib/failure-text.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { api } from '../../stores/api.ts';
import { addToast } from '../../stores/toasts.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { Switch } from '../../ui/switch.tsx';
import { NotificationsSkeleton } from './notifications-skeleton.tsx';
import { type Channel, createPreferencesStore, isLocked, type PreferencesStore } from './preferences-store.ts';

const TOPICS: Readonly<Record<NotificationTopicType, { readonly name: () => string; readonly text: () => string }>> = {
  SECURITY: { name: m.settings_topic_security, text: m.settings_topic_security_text },
  MONEY: { name: m.settings_topic_money, text: m.settings_topic_money_text },
  VERIFICATION: { name: m.settings_topic_verification, text: m.settings_topic_verification_text },
  VIRTUAL_ACCOUNTS: { name: m.settings_topic_virtual_accounts, text: m.settings_topic_virtual_accounts_text },
  CARDS: { name: m.settings_topic_cards, text: m.settings_topic_cards_text },
  ACCOUNT: { name: m.settings_topic_account, text: m.settings_topic_account_text },
  NEWS: { name: m.settings_topic_news, text: m.settings_topic_news_text },
};

const CHANNELS: readonly { readonly channel: Channel; readonly label: () => string }[] = [
  { channel: 'in_app', label: m.settings_channel_in_app },
  { channel: 'email', label: m.settings_channel_email },
];

function TopicGroup({
  store,
  topic,
  values,
  saving,
}: {
  readonly store: PreferencesStore;
  readonly topic: NotificationTopicType;
  readonly values: Readonly<Record<Channel, boolean>>;
  readonly saving: boolean;
}) {
  const id = useId();
  const locked = CHANNELS.some(({ channel }) => isLocked(topic, channel));
  return (
    <fieldset
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-text`}
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p id={`${id}-name`} className="font-medium">
          {TOPICS[topic].name()}
        </p>
        <p id={`${id}-text`} className="text-sm text-muted">
          {TOPICS[topic].text()}
        </p>
        {locked ? (
          <p id={`${id}-locked`} className="flex gap-1.5 text-sm text-muted">
            <span className="i-lucide-lock mt-0.5 shrink-0" aria-hidden="true" />
            {m.settings_security_locked()}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-x-6 gap-y-3 sm:flex-col sm:gap-3">
        {CHANNELS.map(({ channel, label }) => (
          <Switch
            key={channel}
            label={label()}
            checked={values[channel]}
            locked={isLocked(topic, channel)}
            describedBy={isLocked(topic, channel) ? `${id}-locked` : undefined}
            busy={saving}
            onChange={() => void store.toggle(topic, channel)}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function NotificationPreferences() {
  const store = useMemo(
    () =>
      createPreferencesStore({
        api,
        notifyFailure: (failure) =>
          addToast({ title: m.settings_pref_failed(), description: failureText(failure), color: 'danger' }),
      }),
    [],
  );
  const state = useStore(store.$state);
  useEffect(() => store.start(), [store]);

  if (state.status === 'loading') {
    return (
      <LoadingBlock label={m.settings_pref_loading()} className="flex flex-col gap-4">
        <NotificationsSkeleton />
      </LoadingBlock>
    );
  }
  if (state.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.settings_pref_load_failed()}
        offlineText={m.settings_pref_offline()}
        onRetry={() => void store.reload()}
      />
    );
  }
  return (
    <div className="flex flex-col divide-y divide-border">
      {state.preferences.map((preference) => (
        <TopicGroup
          key={preference.topic}
          store={store}
          topic={preference.topic}
          values={preference}
          saving={state.saving.includes(preference.topic)}
        />
      ))}
    </div>
  );
}
