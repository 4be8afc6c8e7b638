/**
 * The session bootstrap (SPEC section 4, "Login"), run once per authenticated page after the client guard
 * loaded the profile: keep the session stores loaded (./stores.ts; the card stores follow `vc_enable`), open
 * the live event stream (src/stores/live.ts) and count the notifications it brings, read the profile, level and
 * limits again when a notification says they changed (src/stores/level-changes.ts), fetch the caller's country once per browser session, follow a change of the profile's language, and
 * start the inactivity timer with the server's constants. Loaded on demand, after hydration.
 */
import { timingFrom } from '../../app/inactivity.ts';
import { followProfileLanguage, forgetProfileLanguage } from '../../app/profile-language.ts';
import { reloadCardBalance } from '../../stores/cards.ts';
import { followLevelChanges } from '../../stores/level-changes.ts';
import { onLiveEvent, startLive } from '../../stores/live.ts';
import { countArrived } from '../../stores/notification-counts.ts';
import { $profile } from '../../stores/profile.ts';
import { onReset } from '../../stores/reset.ts';
import { setInactivityTiming, startInactivityWatch } from './inactivity-watch.ts';
import { $constants, loadIpCountry, SESSION_STORES } from './stores.ts';

let stops: (() => void)[] | null = null;

function stop(): void {
  for (const unsubscribe of stops ?? []) unsubscribe();
  stops = null;
}

/** Start the session's background work once; later calls do nothing. */
export function startBootstrap(): void {
  const profile = $profile.get();
  if (stops !== null || profile === null) return;
  // The page is about to reload into the profile's language: the next page bootstraps.
  if (followProfileLanguage(profile.languageCode)) return;
  const noop = () => undefined;
  stops = SESSION_STORES.map((store) => store.listen(noop));
  stops.push(
    onLiveEvent((event) => {
      if (event.type === 'notification.created') countArrived(event.data);
      else if (event.type === 'card.updated' || event.type === 'live.reconnected') reloadCardBalance();
    }),
  );
  // Levels, limits and fees follow an approval or a new tier on every page (src/stores/level-changes.ts).
  stops.push(followLevelChanges(onLiveEvent));
  startLive();
  void loadIpCountry();
  startInactivityWatch(timingFrom($constants.get().data?.inactivity));
  stops.push(
    $constants.listen(({ data }) => {
      if (data) setInactivityTiming(timingFrom(data.inactivity));
    }),
  );
}

onReset(() => {
  stop();
  forgetProfileLanguage();
});
