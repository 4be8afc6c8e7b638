/**
 * The site stylesheet holds the CSS of UI that only scripts reveal (docs/decisions/005). It loads
 * without blocking the first paint, so anything a script shows for the first time waits for it:
 * a toast or dialog is never drawn unstyled.
 */
const SELECTOR = 'link[data-site-css]';

/** Resolves once the site stylesheet has loaded (at once when the page has none or it failed). */
export function siteStylesReady(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(SELECTOR);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
