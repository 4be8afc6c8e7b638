/**
 * What a wizard needs of the browser — the history, the address, the tab's storage — behind a small
 * interface, so unit tests drive a fake history and the store never touches `window` while prerendering.
 */

/** The part of `Storage` a wizard uses (sessionStorage in the browser). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** The part of `History` a wizard uses. */
export interface HistoryLike {
  readonly state: unknown;
  pushState(state: unknown, unused: string, url: string): void;
  replaceState(state: unknown, unused: string, url: string): void;
  go(delta: number): void;
}

/** How this document was reached: a link or a typed address, a reload, or Back/Forward into it. */
export type NavigationKind = 'navigate' | 'reload' | 'back_forward';

export interface WizardHost {
  /** The tab's storage; null where there is none (storage disabled, prerendering). */
  readonly storage: StorageLike | null;
  readonly history: HistoryLike;
  /** The current address. */
  readonly href: () => string;
  /** Calls `listener` on every history move (Back, Forward, `history.go`); returns the unsubscribe. */
  readonly onPopState: (listener: () => void) => () => void;
  /** How this document was reached. */
  readonly navigation: () => NavigationKind;
}

/** Every wizard's record in the tab's storage starts with this. */
export const WIZARD_STORAGE_PREFIX = 'campay-wizard:';

/** The tab's sessionStorage, or null where reading it throws (storage disabled by the browser). */
export function sessionStorageOrNull(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The browser's history, address and sessionStorage. */
export function browserWizardHost(): WizardHost {
  return {
    storage: sessionStorageOrNull(),
    history: window.history,
    href: () => window.location.href,
    onPopState: (listener) => {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
    navigation: () => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const kind = entry?.type;
      return kind === 'reload' || kind === 'back_forward' ? kind : 'navigate';
    },
  };
}

/**
 * Forget every wizard's record in this tab (local logout): a wizard whose module this page never loaded
 * cannot reset itself, and its data must not reach the next person to sign in here.
 */
export function forgetAllWizards(storage: StorageLike | null = sessionStorageOrNull()): void {
  if (storage === null) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(WIZARD_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
