/** A fake browser page for the kit stores (src/stores/kit/page-env.ts): an address bar, a connection, a tab. */
import type { PageEnv, PageEvent } from '../../../src/stores/kit/page-env.ts';

export interface FakePage extends PageEnv {
  /** The address's query string now. */
  address: string;
  /** Every write to the address bar, in order. */
  readonly writes: { search: string; mode: 'push' | 'replace' }[];
  isOnline: boolean;
  isVisible: boolean;
  /** The guard showed the not-found or forbidden page instead of the screen. */
  isRefused: boolean;
  /** Fire a page event, as the browser would. */
  emit(event: PageEvent): void;
  /** How many listeners follow an event. */
  listeners(event: PageEvent): number;
}

export function fakePage(address = ''): FakePage {
  const followers = new Map<PageEvent, Set<() => void>>();
  const page: FakePage = {
    address,
    writes: [],
    isOnline: true,
    isVisible: true,
    isRefused: false,
    search: () => page.address,
    writeSearch(search, mode) {
      page.address = search;
      page.writes.push({ search, mode });
    },
    online: () => page.isOnline,
    visible: () => page.isVisible,
    refused: () => page.isRefused,
    on(event, listener) {
      const set = followers.get(event) ?? new Set();
      set.add(listener);
      followers.set(event, set);
      return () => set.delete(listener);
    },
    emit(event) {
      for (const listener of followers.get(event) ?? []) listener();
    },
    listeners: (event) => followers.get(event)?.size ?? 0,
  };
  return page;
}
