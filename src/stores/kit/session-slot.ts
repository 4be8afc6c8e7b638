/**
 * Slots outside a wizard. A persisted slot, for a flow that lives in a dialog rather than in the page's history (moving
 * money between one's own wallets): the confirm step keeps its intent's key there, so a reload while the outcome was
 * unknown still checks it with the same key. The record sits under the wizards' storage prefix, so a local logout
 * forgets it with theirs (wizard-host.ts `forgetAllWizards`).
 */
import type { PersistedSlot } from './wizard.ts';
import { type StorageLike, sessionStorageOrNull, WIZARD_STORAGE_PREFIX } from './wizard-host.ts';

/** The slot `name` in the tab's storage (memory only where there is none). */
export function createSessionSlot<T>(
  name: string,
  storage: () => StorageLike | null = sessionStorageOrNull,
): PersistedSlot<T> {
  const key = `${WIZARD_STORAGE_PREFIX}slot:${name}`;
  let memory: T | null = null;
  return {
    read() {
      const saved = storage()?.getItem(key);
      if (saved === undefined || saved === null) return memory;
      try {
        return JSON.parse(saved) as T;
      } catch {
        return null;
      }
    },
    write(value) {
      memory = value;
      storage()?.setItem(key, JSON.stringify(value));
    },
    clear() {
      memory = null;
      storage()?.removeItem(key);
    },
  };
}

/**
 * A slot that lives as long as the store holding it: for a confirm step where nothing moves (a default method, a
 * profile change), so a reload simply asks again and no key needs to survive it.
 */
export function createMemorySlot<T>(): PersistedSlot<T> {
  let value: T | null = null;
  return {
    read: () => value,
    write: (next) => {
      value = next;
    },
    clear: () => {
      value = null;
    },
  };
}
