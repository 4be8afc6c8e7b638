/**
 * /va/list's store over `listVirtualAccounts`: status, bank, platform and search in the address bar (the kit's
 * list store), and the one change a row may be in the middle of — assigning or removing its platform — with its
 * choices, its refusal and the list read again after it.
 */
import { atom } from 'nanostores';
import type { PlatformType } from '../../contract/calls/reference.ts';
import type { VirtualAccountType } from '../../contract/calls/va.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { listVirtualAccounts } from '../../lib/http/query-rules/listVirtualAccounts.generated.ts';
import { api } from '../../stores/api.ts';
import { createListStore } from '../../stores/kit/list.ts';
import type { PageEnv } from '../../stores/kit/page-env.ts';
import { forgetPlatformUse, ownPlatformUse, platformsOfBank } from './choices.ts';
import { sortPlatforms } from './rules.ts';

/** What a person filters the list by, in the order the address bar lists them. */
export const VA_FILTERS = ['status', 'bank', 'platform_id', 'search'] as const;

/** The list's store on a page (unit tests pass a fake one). */
export function createVaList(env?: PageEnv) {
  return createListStore('listVirtualAccounts', listVirtualAccounts, {
    filters: VA_FILTERS,
    ...(env ? { env } : {}),
  });
}

export const vaList = createVaList();

/**
 * assign: choosing a platform for an ACTIVE VA (its bank's platforms, most used first); unassign: confirming the
 * platform's removal.
 */
export type RowChange =
  | {
      readonly kind: 'assign';
      readonly va: VirtualAccountType;
      readonly platforms: readonly PlatformType[] | null;
      readonly busy: boolean;
      readonly failure: ApiFailure | null;
    }
  | {
      readonly kind: 'unassign';
      readonly va: VirtualAccountType;
      readonly busy: boolean;
      readonly failure: ApiFailure | null;
    };

export const $rowChange = atom<RowChange | null>(null);

function patch(update: Partial<Pick<RowChange, 'busy' | 'failure'>> & { platforms?: readonly PlatformType[] }): void {
  const change = $rowChange.get();
  if (change !== null) $rowChange.set({ ...change, ...update } as RowChange);
}

export async function startAssign(va: VirtualAccountType): Promise<void> {
  $rowChange.set({ kind: 'assign', va, platforms: null, busy: false, failure: null });
  const [loaded, use] = await Promise.all([platformsOfBank(va.bank.short_name), ownPlatformUse()]);
  if ($rowChange.get()?.va.id !== va.id) return;
  if (!loaded.ok) patch({ failure: loaded.failure, platforms: [] });
  else patch({ platforms: sortPlatforms(loaded.items, use) });
}

export function startUnassign(va: VirtualAccountType): void {
  $rowChange.set({ kind: 'unassign', va, busy: false, failure: null });
}

export function cancelRowChange(): void {
  if ($rowChange.get()?.busy !== true) $rowChange.set(null);
}

/** The row shows the server's answer at once; the list is then read again for its filters. */
function applied(va: VirtualAccountType): void {
  forgetPlatformUse();
  vaList.updateItems((items) => items.map((item) => (item.id === va.id ? va : item)));
  vaList.revalidate();
  $rowChange.set(null);
}

export async function confirmRowChange(platformId?: number): Promise<void> {
  const change = $rowChange.get();
  if (change === null || change.busy) return;
  if (change.kind === 'assign' && platformId === undefined) return;
  patch({ busy: true, failure: null });
  const params = { id: change.va.id };
  const answer =
    change.kind === 'assign'
      ? await api.assignVaPlatform({ params, body: { platform_id: platformId as number } })
      : await api.unassignVaPlatform({ params });
  if (answer.status === false) patch({ busy: false, failure: answer });
  else applied(answer.data);
}

/** A VA opened in the create dialog: shown on top at once, then the list read again. */
export function added(va: VirtualAccountType): void {
  vaList.updateItems((items) => [va, ...items.filter((item) => item.id !== va.id)]);
  vaList.revalidate();
}
