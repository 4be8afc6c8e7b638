/**
 * The slots outside a wizard (src/stores/kit/session-slot.ts): the session slot keeps a confirm step's intent and
 * key over a reload, so the same intent is checked with the same key; the memory slot lives with its store.
 */
import { describe, expect, it } from 'vitest';
import { createMemorySlot, createSessionSlot } from '../../../src/stores/kit/session-slot.ts';
import { forgetAllWizards, WIZARD_STORAGE_PREFIX } from '../../../src/stores/kit/wizard-host.ts';
import { MemoryStorage } from './fake-browser.ts';

interface Saved {
  readonly intent: string;
  readonly key: string;
}

const SAVED: Saved = { intent: '{"amount":"100"}', key: 'key-1' };

describe('createSessionSlot', () => {
  it('is empty at first', () => {
    const storage = new MemoryStorage();
    expect(createSessionSlot<Saved>('confirm', () => storage).read()).toBeNull();
  });

  it('keeps what it was given in the tab’s storage, under the wizards’ prefix', () => {
    const storage = new MemoryStorage();
    createSessionSlot<Saved>('transfer', () => storage).write(SAVED);
    expect([...storage.items.keys()]).toEqual([`${WIZARD_STORAGE_PREFIX}slot:transfer`]);
    expect(JSON.parse(storage.getItem(`${WIZARD_STORAGE_PREFIX}slot:transfer`) ?? 'null')).toEqual(SAVED);
  });

  it('gives the same key back after a reload (a new slot over the same storage)', () => {
    const storage = new MemoryStorage();
    createSessionSlot<Saved>('transfer', () => storage).write(SAVED);
    expect(createSessionSlot<Saved>('transfer', () => storage).read()).toEqual(SAVED);
    expect(createSessionSlot<Saved>('other', () => storage).read()).toBeNull();
  });

  it('forgets on clear, in storage too', () => {
    const storage = new MemoryStorage();
    const slot = createSessionSlot<Saved>('transfer', () => storage);
    slot.write(SAVED);
    slot.clear();
    expect(slot.read()).toBeNull();
    expect(storage.length).toBe(0);
    expect(createSessionSlot<Saved>('transfer', () => storage).read()).toBeNull();
  });

  it('is forgotten with the wizards at a local logout', () => {
    const storage = new MemoryStorage();
    createSessionSlot<Saved>('transfer', () => storage).write(SAVED);
    forgetAllWizards(storage);
    expect(createSessionSlot<Saved>('transfer', () => storage).read()).toBeNull();
  });

  it('reads an unreadable record as nothing rather than failing', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${WIZARD_STORAGE_PREFIX}slot:transfer`, '{not json');
    expect(createSessionSlot<Saved>('transfer', () => storage).read()).toBeNull();
  });

  it('lives in memory where the tab has no storage', () => {
    const slot = createSessionSlot<Saved>('transfer', () => null);
    expect(slot.read()).toBeNull();
    slot.write(SAVED);
    expect(slot.read()).toEqual(SAVED);
    slot.clear();
    expect(slot.read()).toBeNull();
  });
});

describe('createMemorySlot', () => {
  it('keeps a value until cleared, and each slot its own', () => {
    const slot = createMemorySlot<Saved>();
    const other = createMemorySlot<Saved>();
    expect(slot.read()).toBeNull();
    slot.write(SAVED);
    expect(slot.read()).toEqual(SAVED);
    expect(other.read()).toBeNull();
    slot.clear();
    expect(slot.read()).toBeNull();
  });
});
