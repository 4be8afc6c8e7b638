import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $modal,
  $openDialogs,
  $slideOver,
  closeModal,
  closeSlideOver,
  dropOpenDialog,
  openModal,
  openSlideOver,
  pushOpenDialog,
  runModalAction,
} from '../../src/stores/overlays.ts';
import { resetAllStores } from '../../src/stores/reset.ts';

describe('overlays store', () => {
  afterEach(() => {
    closeModal();
    closeSlideOver();
  });

  it('opens and closes a modal, calling onClose once', () => {
    const onClose = vi.fn();
    openModal({ title: 'Confirm', description: 'Sure?', size: 'sm', onClose });
    expect($modal.get()).toMatchObject({ title: 'Confirm', description: 'Sure?', size: 'sm' });
    closeModal();
    closeModal();
    expect($modal.get()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('replaces the open modal, closing the previous one', () => {
    const first = vi.fn();
    const second = vi.fn();
    openModal({ title: 'One', onClose: first });
    const firstKey = $modal.get()?.key;
    openModal({ title: 'Two', onClose: second });
    expect($modal.get()?.title).toBe('Two');
    expect($modal.get()?.key).not.toBe(firstKey);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('closes the modal after an action', () => {
    const onClick = vi.fn();
    const onClose = vi.fn();
    openModal({ title: 'Confirm', onClose });
    runModalAction({ label: 'OK', onClick });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect($modal.get()).toBeNull();
  });

  it('keeps the modal an action opened', () => {
    openModal({ title: 'Step 1' });
    runModalAction({ label: 'Next', onClick: () => openModal({ title: 'Step 2' }) });
    expect($modal.get()?.title).toBe('Step 2');
  });

  it('opens one slide-over at a time, on the side asked for', () => {
    const first = vi.fn();
    const second = vi.fn();
    openSlideOver({ title: 'Details', onClose: first });
    openSlideOver({ title: 'Filters', side: 'left', onClose: second });
    expect($slideOver.get()).toMatchObject({ title: 'Filters', side: 'left' });
    expect(first).toHaveBeenCalledTimes(1);
    closeSlideOver();
    expect($slideOver.get()).toBeNull();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps the modal and the slide-over independent', () => {
    openModal({ title: 'Modal' });
    openSlideOver({ title: 'Panel' });
    closeModal();
    expect($slideOver.get()?.title).toBe('Panel');
  });

  it('tracks shown dialogs newest last, once each', () => {
    const a = {} as HTMLDialogElement;
    const b = {} as HTMLDialogElement;
    pushOpenDialog(a);
    pushOpenDialog(b);
    pushOpenDialog(a);
    expect($openDialogs.get()).toEqual([b, a]);
    dropOpenDialog(a);
    dropOpenDialog(b);
    expect($openDialogs.get()).toEqual([]);
  });
});

describe('overlays on logout', () => {
  it('closes both when every store is reset', () => {
    const onClose = vi.fn();
    openModal({ title: 'Card details', onClose });
    openSlideOver({ title: 'Transaction' });
    resetAllStores();
    expect($modal.get()).toBeNull();
    expect($slideOver.get()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
