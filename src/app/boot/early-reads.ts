/**
 * The second head script, on pages that declare critical reads (docs/decisions/011, `<html data-reads>`): right
 * after the boot script has decided, start those reads while the browser fetches the page's scripts. Nothing
 * starts without a session (the boot script sets `data-role` only when there is one), on a page the guard refused
 * (`data-fatal`) or one it is leaving (hidden, then stopped). A script of its own, so pages without critical reads
 * do not carry it.
 */
import { type EarlyRead, startEarlyReads } from '../../lib/http/early-reads.ts';

const root = document.documentElement;
const { reads, role, fatal } = root.dataset;
if (reads && role && fatal === undefined && root.style.visibility !== 'hidden') {
  const session = { cookies: document.cookie, role, locale: root.lang, now: Date.now() };
  startEarlyReads(JSON.parse(reads) as EarlyRead[], session);
}
