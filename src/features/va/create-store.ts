/**
 * Opening a VA (createVirtualAccount): the bank (GET /customers/available-banks; a refused read leaves the choice
 * empty with why, SPEC section 8), optionally a platform that bank serves (most used first), and the holder's name
 * (the contract's PersonName rule). The new VA comes back PENDING and goes on top of the list.
 */
import { atom } from 'nanostores';
import type { PlatformType, VaBankType } from '../../contract/calls/reference.ts';
import type { VirtualAccountType } from '../../contract/calls/va.ts';
import { problemOf } from '../../contract/field-errors.ts';
import { PersonName } from '../../contract/fields.ts';
import { fieldMessage } from '../../lib/forms/field-messages.ts';
import { trimmed } from '../../lib/forms/fields.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { api } from '../../stores/api.ts';
import { availableBanks } from '../../stores/available-banks.ts';
import { forgetPlatformUse, ownPlatformUse, platformsOfBank } from './choices.ts';
import { sortPlatforms } from './rules.ts';

export interface CreateState {
  readonly open: boolean;
  /** null while loading. */
  readonly banks: readonly VaBankType[] | null;
  readonly banksFailure: ApiFailure | null;
  readonly bank: string;
  /** The chosen bank's platforms; null while loading. */
  readonly platforms: readonly PlatformType[] | null;
  readonly platformId: string;
  readonly name: string;
  readonly nameError: string | null;
  readonly busy: boolean;
  readonly failure: ApiFailure | null;
}

const CLOSED: CreateState = {
  open: false,
  banks: null,
  banksFailure: null,
  bank: '',
  platforms: [],
  platformId: '',
  name: '',
  nameError: null,
  busy: false,
  failure: null,
};

export const $create = atom<CreateState>(CLOSED);

function patch(update: Partial<CreateState>): void {
  $create.set({ ...$create.get(), ...update });
}

const holderName = trimmed(PersonName);

/** Why the typed holder name is refused, in the page's language, or null. */
export function holderNameError(text: string): string | null {
  const result = holderName.safeParse(text);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue === undefined ? null : fieldMessage(problemOf(issue, text));
}

/** The platforms of the chosen bank, the ones the user's VAs use most first. */
async function loadPlatforms(bank: string): Promise<void> {
  patch({ platforms: null, platformId: '' });
  const [loaded, use] = await Promise.all([platformsOfBank(bank), ownPlatformUse()]);
  if ($create.get().bank !== bank) return;
  patch({ platforms: loaded.ok ? sortPlatforms(loaded.items, use) : [] });
}

export async function openCreate(): Promise<void> {
  $create.set({ ...CLOSED, open: true });
  const loaded = await availableBanks();
  if (!$create.get().open) return;
  if (!loaded.ok) {
    patch({ banks: [], banksFailure: loaded.failure });
    return;
  }
  const bank = loaded.items[0]?.short_name ?? '';
  patch({ banks: loaded.items, bank });
  if (bank !== '') await loadPlatforms(bank);
}

export function closeCreate(): void {
  if (!$create.get().busy) $create.set(CLOSED);
}

export async function chooseBank(bank: string): Promise<void> {
  patch({ bank });
  await loadPlatforms(bank);
}

export function choosePlatform(platformId: string): void {
  patch({ platformId });
}

export function typeName(name: string): void {
  patch({ name, nameError: $create.get().nameError === null ? null : holderNameError(name) });
}

/** Opens the VA; answers it, or null when refused (the dialog then says why and keeps what was typed). */
export async function submitCreate(): Promise<VirtualAccountType | null> {
  const state = $create.get();
  if (state.busy || state.bank === '') return null;
  const nameError = holderNameError(state.name);
  patch({ nameError, failure: null });
  if (nameError !== null) return null;
  patch({ busy: true });
  const answer = await api.createVirtualAccount({
    body: {
      bank_short_name: state.bank,
      account_name: state.name.trim(),
      ...(state.platformId === '' ? {} : { platform_id: Number(state.platformId) }),
    },
  });
  if (answer.status === false) {
    patch({ busy: false, failure: answer });
    return null;
  }
  forgetPlatformUse();
  $create.set(CLOSED);
  return answer.data;
}
