/**
 * The second head script, on pages that declare critical reads (docs/decisions/011, `<html data-reads>`): right
 * after the boot script has decided, start those reads, then ask for the page's modules (docs/decisions/012), so
 * the reads go first. Nothing starts without a session (the boot script sets `data-role` only when there is
 * one) or on a page the guard refused (`data-fatal`); nothing at all on a page it is leaving (hidden, then
 * stopped). A script of its own, so pages without critical reads do not carry it.
 */
import { type EarlyRead, startEarlyReads } from '../../lib/http/early-reads.ts';
import { preloadListedModules } from './module-preloads.ts';

const root = document.documentElement;
const { reads, role, fatal } = root.dataset;
if (root.style.visibility !== 'hidden') {
  if (reads && role && fatal === undefined) {
    const session = { cookies: document.cookie, role, locale: root.lang, now: Date.now(), search: location.search };
    startEarlyReads(JSON.parse(reads) as EarlyRead[], session);
  }
  preloadListedModules(document);
}
