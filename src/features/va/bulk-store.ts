/**
 * /va/list/update-platform: the ACTIVE VAs without a platform (GET /virtual-accounts/unassigned-platform, up to
 * 100, the most one save takes), a platform chosen for each — or one for all at once — then a review of the
 * changes before PUT /virtual-accounts/bulk-update-platform (all or nothing), then what was saved. A refused save
 * returns to the review with why, every choice kept.
 */
import { atom } from 'nanostores';
import type { PlatformType } from '../../contract/calls/reference.ts';
import type { VirtualAccountType } from '../../contract/calls/va.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { api } from '../../stores/api.ts';
import { forgetPlatformUse, ownPlatformUse, platformsOfBank } from './choices.ts';
import { type BulkChange, bulkChanges, bulkItems, sortPlatforms } from './rules.ts';

/** The most VAs one bulk update takes (the contract's limit). */
export const BULK_MAX = 100;

export type BulkStep = 'choose' | 'review' | 'saving' | 'done';

export type BulkState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly failure: ApiFailure }
  | {
      readonly status: 'ready';
      readonly step: BulkStep;
      readonly vas: readonly VirtualAccountType[];
      /** Each bank's platforms (by short name), most used first. */
      readonly platforms: Readonly<Record<string, readonly PlatformType[]>>;
      /** VA id → chosen platform id. */
      readonly choices: ReadonlyMap<number, number>;
      readonly failure: ApiFailure | null;
      readonly saved: readonly VirtualAccountType[];
    };

type Ready = Extract<BulkState, { status: 'ready' }>;

export const $bulk = atom<BulkState>({ status: 'loading' });

function ready(): Ready | null {
  const state = $bulk.get();
  return state.status === 'ready' ? state : null;
}

function patch(update: Partial<Ready>): void {
  const state = ready();
  if (state !== null) $bulk.set({ ...state, ...update });
}

/** Every platform offered, once (for the review's names). */
export function offered(state: Ready): PlatformType[] {
  const byId = new Map<number, PlatformType>();
  for (const list of Object.values(state.platforms)) for (const platform of list) byId.set(platform.id, platform);
  return [...byId.values()];
}

export function changesOf(state: Ready): BulkChange[] {
  return bulkChanges(state.vas, state.choices, offered(state));
}

export async function loadBulk(): Promise<void> {
  $bulk.set({ status: 'loading' });
  const answer = await api.listUnassignedVirtualAccounts({ query: { limit: BULK_MAX } });
  if (answer.status === false) {
    $bulk.set({ status: 'error', failure: answer });
    return;
  }
  const vas = answer.data.items;
  const banks = [...new Set(vas.map((va) => va.bank.short_name))];
  const platforms: Record<string, readonly PlatformType[]> = {};
  const use = await ownPlatformUse();
  for (const bank of banks) {
    const loaded = await platformsOfBank(bank);
    if (!loaded.ok) {
      $bulk.set({ status: 'error', failure: loaded.failure });
      return;
    }
    platforms[bank] = sortPlatforms(loaded.items, use);
  }
  $bulk.set({ status: 'ready', step: 'choose', vas, platforms, choices: new Map(), failure: null, saved: [] });
}

/** Choose a VA's platform; null clears the choice. */
export function choose(vaId: number, platformId: number | null): void {
  const state = ready();
  if (state === null || state.step !== 'choose') return;
  const choices = new Map(state.choices);
  if (platformId === null) choices.delete(vaId);
  else choices.set(vaId, platformId);
  patch({ choices });
}

/** The same platform for every VA whose bank serves it (the others keep their choice). */
export function chooseForAll(platformId: number): void {
  const state = ready();
  if (state === null || state.step !== 'choose') return;
  const choices = new Map(state.choices);
  for (const va of state.vas) {
    if (state.platforms[va.bank.short_name]?.some((platform) => platform.id === platformId))
      choices.set(va.id, platformId);
  }
  patch({ choices });
}

export function review(): void {
  const state = ready();
  if (state !== null && changesOf(state).length > 0) patch({ step: 'review', failure: null });
}

export function backToChoose(): void {
  if (ready()?.step === 'review') patch({ step: 'choose' });
}

export async function save(): Promise<void> {
  const state = ready();
  if (state === null || state.step !== 'review') return;
  const items = bulkItems(changesOf(state));
  patch({ step: 'saving', failure: null });
  const answer = await api.bulkUpdateVaPlatform({ body: { items } });
  if (answer.status === false) patch({ step: 'review', failure: answer });
  else {
    forgetPlatformUse();
    patch({ step: 'done', saved: answer.data });
  }
}
