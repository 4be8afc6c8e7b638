/**
 * Colour mode (SPEC section 4): light, dark or system, saved locally, following the OS live.
 * Shared by the inline boot script (before first paint) and the islands (the switcher).
 */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const COLOR_MODE_STORAGE_KEY = 'color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Narrow a stored value to a colour mode, defaulting to system. */
export function toColorMode(value: string | null | undefined): ColorMode {
  return COLOR_MODES.find((mode) => mode === value) ?? 'system';
}

/**
 * The mode a page shows: a page's forced mode wins, except `system`, which is rejected
 * with a console warning (SPEC section 4) and falls back to the saved preference.
 */
export function effectiveMode(saved: ColorMode, forced: string | undefined, warn: (text: string) => void): ColorMode {
  if (forced === undefined || forced === '') return saved;
  if (forced === 'light' || forced === 'dark') return forced;
  warn(`[color-mode] a page cannot force "${forced}"; only "light" or "dark" may be forced.`);
  return saved;
}

/** Whether a mode renders dark, given the OS preference. */
export function isDark(mode: ColorMode, prefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && prefersDark);
}

/** The saved preference in this browser. */
export function savedColorMode(): ColorMode {
  try {
    return toColorMode(localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Apply the saved (or page-forced) mode to the document. */
export function applyColorMode(): void {
  const root = document.documentElement;
  const mode = effectiveMode(savedColorMode(), root.dataset.forceColorMode, (text) => console.warn(text));
  const dark = isDark(mode, matchMedia(DARK_QUERY).matches);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.dataset.colorMode = mode;
}

/** Keep the document in step with the OS and with other tabs. */
export function watchColorMode(): void {
  matchMedia(DARK_QUERY).addEventListener('change', applyColorMode);
  addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) applyColorMode();
  });
}

/** Save and apply a colour mode chosen by the user. */
export function setColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Private mode without storage: the choice still applies to this page.
  }
  applyColorMode();
}
