/**
 * A browser tab for the kit's store tests: a history of entries with Back, Forward and `go` (each firing
 * popstate a moment later, as browsers do), the address, a sessionStorage, and a reload that keeps the
 * history and the storage but starts a new document (no listeners).
 */
import type { NavigationKind, StorageLike, WizardHost } from '../../../src/stores/kit/wizard-host.ts';

interface Entry {
  url: string;
  state: unknown;
}

export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export class FakeTab {
  readonly entries: Entry[];
  index: number;
  readonly storage: MemoryStorage;
  /** How this document was reached. */
  readonly navigation: NavigationKind;
  private listeners = new Set<() => void>();

  constructor(
    url = 'https://app.test/withdraw',
    shared?: { entries: Entry[]; index: number; storage: MemoryStorage },
    navigation: NavigationKind = 'navigate',
  ) {
    this.navigation = navigation;
    this.entries = shared?.entries ?? [{ url, state: null }];
    this.index = shared?.index ?? 0;
    this.storage = shared?.storage ?? new MemoryStorage();
  }

  get current(): Entry {
    const entry = this.entries[this.index];
    if (entry === undefined) throw new Error('no history entry');
    return entry;
  }

  /** The address as a path and query, e.g. `/withdraw?step=enter-info`. */
  get address(): string {
    const url = new URL(this.current.url);
    return `${url.pathname}${url.search}`;
  }

  host(): WizardHost {
    const tab = this;
    return {
      storage: this.storage,
      history: {
        get state() {
          return tab.current.state;
        },
        pushState: (state, _unused, url) => {
          this.entries.splice(this.index + 1);
          this.entries.push({ url: new URL(url, this.current.url).href, state });
          this.index += 1;
        },
        replaceState: (state, _unused, url) => {
          this.entries[this.index] = { url: new URL(url, this.current.url).href, state };
        },
        go: (delta) => this.go(delta),
      },
      href: () => this.current.url,
      onPopState: (listener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
      navigation: () => this.navigation,
    };
  }

  /** A history move; popstate fires on a later task, like the browser's. */
  go(delta: number): void {
    const target = this.index + delta;
    if (delta === 0 || target < 0 || target >= this.entries.length) return;
    setTimeout(() => {
      this.index = target;
      for (const listener of this.listeners) listener();
    }, 0);
  }

  /** The browser's Back button; resolves once popstate has been handled. */
  async back(): Promise<void> {
    this.go(-1);
    await settled();
  }

  async forward(): Promise<void> {
    this.go(1);
    await settled();
  }

  /** The same tab reloaded: same history and sessionStorage, a new document. */
  reload(): FakeTab {
    const shared = { entries: this.entries, index: this.index, storage: this.storage };
    return new FakeTab(this.current.url, shared, 'reload');
  }

  /** A link to `url` followed in this tab (or the address typed): a new document, the same sessionStorage. */
  visit(url: string): FakeTab {
    const entries = [
      ...this.entries.slice(0, this.index + 1),
      { url: new URL(url, this.current.url).href, state: null },
    ];
    return new FakeTab(url, { entries, index: entries.length - 1, storage: this.storage }, 'navigate');
  }
}

/** Lets pending history moves (and the promises they start) run. */
export function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1));
}
