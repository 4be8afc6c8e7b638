/**
 * The inline head script every page runs before first paint (compiled to one IIFE at build time,
 * its hash allowed by the CSP). It settles colour mode, language and the navigation guard so no
 * wrong theme, wrong language or protected page ever flashes.
 */

import { isBot } from '../../lib/bots.ts';
import { readCookie } from '../../lib/cookies.ts';
import { holdEarlySubmits } from '../../lib/forms/early-submit.ts';
import {
  LOCALE_COOKIE,
  type Locale,
  localizedPath,
  resolveLocale,
  splitLocalePrefix,
  toLocale,
} from '../../lib/locale.ts';
import { decide } from '../guard.ts';
import { type PageRoute, sessionView } from '../page-route.ts';
import { applyColorMode, watchColorMode } from '../theme.ts';

/** SPEC section 9: a reload guard of 10 seconds stops a language redirect from looping. */
const RELOAD_GUARD_MS = 10_000;
const RELOAD_GUARD_KEY = 'locale-redirect-at';

const root = document.documentElement;

/**
 * Go to another document instead of this one: hidden first so it never paints, and stopped so the stylesheet and
 * scripts its head names (found by the preload scanner while this script runs) are not fetched for a page that
 * is left at once — on a slow network they would delay the next page's own requests.
 */
function leave(to: string): void {
  root.style.visibility = 'hidden';
  window.stop();
  location.replace(to);
}

/**
 * On hosts that apply the emitted rules the served copy already matches; on a host that serves
 * files only, switch to the right copy once (guarded) instead of ever mixing two languages.
 */
function settleLocale(pagePath: string): boolean {
  const served = toLocale(root.lang) ?? 'en';
  const wanted: Locale = resolveLocale(readCookie(document.cookie, LOCALE_COOKIE), navigator.languages ?? []);
  if (wanted === served) return false;
  const now = Date.now();
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  leave(localizedPath(pagePath, wanted) + location.search + location.hash);
  return true;
}

function guard(route: PageRoute, pagePath: string): void {
  const session = sessionView(document.cookie);
  if (session.hasToken) root.dataset.role = session.role;
  const decision = decide(route, pagePath, location.search, session);
  if (decision.kind === 'redirect') {
    leave(decision.to);
  } else if (decision.kind === 'fatal') {
    root.dataset.fatal = String(decision.status);
  }
}

function boot(): void {
  holdEarlySubmits(document);
  applyColorMode();
  watchColorMode();
  if (isBot(navigator.userAgent)) root.dataset.bot = '';
  const { locale: copy, path: pagePath } = splitLocalePrefix(location.pathname);
  // A copy opened at its internal path keeps the public URL in the address bar.
  if (copy) history.replaceState(history.state, '', pagePath + location.search + location.hash);
  if (settleLocale(pagePath)) return;
  const route = root.dataset.route;
  if (route) guard(JSON.parse(route) as PageRoute, pagePath);
}

boot();
