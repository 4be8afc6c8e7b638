/**
 * Figures a page's head script painted from an early answer before its islands ran (docs/decisions/012), by key.
 * A store that paints last known figures on mount leaves these alone: they are newer.
 */

import { pageSlot } from './page-slot.ts';

const slot = () => pageSlot<true>('__campayEarlyPainted');

/** Record that the figure `key` is on screen, painted from the server's answer. */
export function notePaintedEarly(key: string): void {
  slot()[key] = true;
}

/** Whether the figure `key` was painted from an early answer. */
export function paintedEarly(key: string): boolean {
  return slot()[key] === true;
}
