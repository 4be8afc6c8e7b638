/**
 * The browser's API: `api.<name>(input, options)` for every contract entry (src/lib/http/types.ts), one
 * client per page wired to the document's cookies, Web Locks, the page language, local logout and the critical
 * reads the page started from its head, uploads with progress (XMLHttpRequest); `openStream(route, options)` for
 * the live events.
 */

import { API_BASE_URL } from '../lib/http/config.ts';
import { takeEarlyRead } from '../lib/http/early-reads.ts';
import { createHttpClient } from '../lib/http/request.ts';
import { documentCookieJar } from '../lib/http/session.ts';
import { getLocale } from '../lib/i18n.ts';
import { logoutLocally } from './session.ts';

const client = createHttpClient({
  baseUrl: API_BASE_URL,
  fetch: (input, init) => fetch(input, init),
  now: () => Date.now(),
  cookies: documentCookieJar,
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  locale: getLocale,
  logout: logoutLocally,
  early: (url) => takeEarlyRead(url),
  // Only uploads with a progress bar need it: loaded then, not with every page.
  upload: async (url, init, onProgress) => (await import('../lib/http/upload.ts')).xhrUpload()(url, init, onProgress),
});

export const { api, openStream, endSignedInCalls } = client;
