/**
 * The parts of the browser page the list and detail stores use: the address bar, the connection and whether the
 * tab is seen. One small interface, so unit tests hand the stores a fake page instead of stubbing globals.
 *
 * And a screen store's start and stop on that page (`createScreenRun`), the same for every screen that reads what
 * it needs when its island starts: nothing is read on a page the guard refused, and a read that answers after the
 * screen stopped (the island unmounted, the user left) is dropped by the store asking `isRunning()` first. It lives
 * here, not in a module of its own, so the screens sharing it load no extra chunk.
 */

/** The page events the stores follow. */
export type PageEvent = 'popstate' | 'online' | 'visibilitychange';

export interface PageEnv {
  /** The address's query string, `?…` or ''. */
  search(): string;
  /** Put a new query string in the address bar: a new history entry (`push`) or the current one (`replace`). */
  writeSearch(search: string, mode: 'push' | 'replace'): void;
  /** False when the browser knows it has no connection. */
  online(): boolean;
  /** False while the tab is hidden (another tab, a minimised window, a locked phone). */
  visible(): boolean;
  /**
   * True when the guard put the not-found or forbidden page in place of the screen (an id the route refuses, a role
   * it excludes): the screen's island still hydrates, but has nothing to read.
   */
  refused(): boolean;
  /** Follow an event; returns the unfollow function. */
  on(event: PageEvent, listener: () => void): () => void;
}

/** The real page. */
export const browserPage: PageEnv = {
  search: () => location.search,
  writeSearch(search, mode) {
    const url = `${location.pathname}${search}${location.hash}`;
    if (mode === 'push') history.pushState(history.state, '', url);
    else history.replaceState(history.state, '', url);
  },
  online: () => navigator.onLine,
  visible: () => document.visibilityState !== 'hidden',
  refused: () => document.documentElement.dataset.fatal !== undefined,
  on(event, listener) {
    const target = event === 'visibilitychange' ? document : window;
    target.addEventListener(event, listener);
    return () => target.removeEventListener(event, listener);
  },
};

export interface ScreenRunOptions {
  /** Reads what the screen needs; called by each start. */
  readonly load: () => Promise<void>;
  /** What else stopping ends (a wizard following the history, an open confirm step). */
  readonly onStop?: () => void;
  /** True when the guard refused the page; the browser page's answer by default. */
  readonly refused?: () => boolean;
}

export interface ScreenRun {
  /** Whether an answer arriving now still belongs to a running screen. */
  isRunning(): boolean;
  /** Starts the screen; returns the stop function (what a React effect returns). */
  start(): () => void;
}

export function createScreenRun({ load, onStop, refused = browserPage.refused }: ScreenRunOptions): ScreenRun {
  let running = false;
  return {
    isRunning: () => running,
    start() {
      if (refused()) return () => {};
      running = true;
      void load();
      return () => {
        running = false;
        onStop?.();
      };
    },
  };
}
