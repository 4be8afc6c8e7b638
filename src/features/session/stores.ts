/**
 * The signed-in session's shared data (SPEC section 4, "Login: seven stores load…"). The seven (docs/ARCHITECTURE.md,
 * "Session bootstrap"): profile (src/stores/profile.ts, loaded by the client guard), wallets
 * (src/stores/wallets.ts), settings (constants), reference data (currencies, src/stores/reference.ts), payments,
 * notifications (important + system, whose unread counts feed src/stores/notification-counts.ts), pending actions
 * (src/stores/pending-actions.ts). Plus the caller's country (`/ip/info`, once per browser session) and — while the
 * profile has `vc_enable` — the card balance, fees and system payments (src/stores/cards.ts). What other screens share lives in
 * src/stores/; what only the session keeps is here, as @nanostores/query fetcher stores over `api.*`. A store
 * whose key is null (no profile yet, a role that may not read it) does not fetch. Loaded on demand by the
 * bootstrap, never in a page's first load.
 */
import { atom, computed } from 'nanostores';
import { clearQueryCache, createFetcherStore, unwrap } from '../../lib/query.ts';
import { api } from '../../stores/api.ts';
import { $cardBalance, $cardFees, $systemPayments } from '../../stores/cards.ts';
import { setUnreadCounts } from '../../stores/notification-counts.ts';
import { $pendingActions } from '../../stores/pending-actions.ts';
import { $profile } from '../../stores/profile.ts';
import { $currencies } from '../../stores/reference.ts';
import { onReset } from '../../stores/reset.ts';
import { $wallets } from '../../stores/wallets.ts';

/** Notifications shown per group in the chrome (the list page pages on its own). */
const NOTIFICATION_PAGE = 20;
const IP_INFO_KEY = 'campay-ip-info';

/** Key part for data only money roles may read (SELLER is refused MAIN wallets, payments and cards). */
const $moneyRole = computed($profile, (profile) => (profile && profile.role !== 'seller' ? profile.role : null));
export const $constants = createFetcherStore(['constants'], {
  fetcher: async () => unwrap(await api.getConstants()).data,
});

export const $payments = createFetcherStore(['payments', $moneyRole], {
  fetcher: async () => unwrap(await api.listPayments()).data,
});

function notifications(group: 'important' | 'system') {
  return createFetcherStore(['notifications', group], {
    fetcher: async () => {
      const { data } = unwrap(
        await api.listNotifications({ query: { notification_group: group, limit: NOTIFICATION_PAGE } }),
      );
      setUnreadCounts(data.unread);
      return data;
    },
  });
}
export const $importantNotifications = notifications('important');
export const $systemNotifications = notifications('system');

/** The caller's country by IP address (pre-selects country fields); null when unknown or not loaded yet. */
export interface IpCountry {
  readonly iso_code2: string;
  readonly name: string;
}
export const $ipCountry = atom<IpCountry | null>(null);

/** Fetch `/ip/info` once per browser session (cached in sessionStorage). */
export async function loadIpCountry(): Promise<void> {
  const cached = sessionStorage.getItem(IP_INFO_KEY);
  if (cached !== null) {
    $ipCountry.set(JSON.parse(cached) as IpCountry | null);
    return;
  }
  const result = await api.getIpInfo();
  if (result.status === false) return;
  const country = result.data.country && { iso_code2: result.data.country.iso_code2, name: result.data.country.name };
  sessionStorage.setItem(IP_INFO_KEY, JSON.stringify(country));
  $ipCountry.set(country);
}

/** Every store the bootstrap keeps loaded while the page is open. */
export const SESSION_STORES = [
  $constants,
  $currencies,
  $wallets,
  $payments,
  $importantNotifications,
  $systemNotifications,
  $pendingActions,
  $cardBalance,
  $cardFees,
  $systemPayments,
] as const;

onReset(() => {
  clearQueryCache();
  $ipCountry.set(null);
  sessionStorage.removeItem(IP_INFO_KEY);
});
