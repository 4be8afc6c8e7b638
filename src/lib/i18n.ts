/**
 * The one entry to translations for islands and pages. Importing it registers the client strategy
 * that reads the page's own `<html lang>`, so islands hydrate in the language they were prerendered in.
 */
import { defineCustomClientStrategy } from '../paraglide/runtime.js';
import { toLocale } from './locale.ts';

if (typeof document !== 'undefined') {
  defineCustomClientStrategy('custom-document', {
    getLocale: () => toLocale(document.documentElement.lang) ?? undefined,
    // Switching language reloads the page so the host serves the other prerendered copy.
    setLocale: () => undefined,
  });
}

export { m } from '../paraglide/messages.js';
export { getLocale, setLocale } from '../paraglide/runtime.js';
