/**
 * The root's modal and slide-over (SPEC section 2), driven from any island. One of each at a
 * time: opening another replaces it, and the one replaced still gets its `onClose`.
 */
import { atom, type WritableAtom } from 'nanostores';
import type { ReactNode } from 'react';
import type { ButtonVariant } from '../lib/appearance.ts';
import { onReset } from './reset.ts';

/** A footer button of a modal. */
export interface ModalAction {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
}

/** Width of a modal on wide screens (phones always get a bottom sheet). */
export type ModalSize = 'sm' | 'md' | 'lg';

/** What `openModal` takes. */
export interface ModalOptions {
  title: string;
  description?: string;
  content?: ReactNode;
  /** Each runs its handler, then closes the modal unless the handler opened another one. */
  actions?: readonly ModalAction[];
  onClose?: () => void;
  size?: ModalSize;
}

/** What `openSlideOver` takes. */
export interface SlideOverOptions {
  title: string;
  description?: string;
  content?: ReactNode;
  side?: 'right' | 'left';
  onClose?: () => void;
}

/** An open overlay; `key` changes on every open so the host remounts (fresh focus, fresh state). */
export type Opened<T> = T & { key: number };

/** The open modal, if any. */
export const $modal = atom<Opened<ModalOptions> | null>(null);
/** The open slide-over, if any. */
export const $slideOver = atom<Opened<SlideOverOptions> | null>(null);

let openCount = 0;

function open<T extends { onClose?: () => void }>(slot: WritableAtom<Opened<T> | null>, options: T): void {
  const previous = slot.get();
  openCount += 1;
  slot.set({ ...options, key: openCount });
  previous?.onClose?.();
}

function close<T extends { onClose?: () => void }>(slot: WritableAtom<Opened<T> | null>): void {
  const current = slot.get();
  if (!current) return;
  slot.set(null);
  current.onClose?.();
}

/** Open the modal, replacing (and closing) the current one. */
export function openModal(options: ModalOptions): void {
  open($modal, options);
}

/** Close the modal; its `onClose` runs once. */
export function closeModal(): void {
  close($modal);
}

/** Run a modal action, then close the modal it belongs to unless the action replaced it. */
export function runModalAction(action: ModalAction): void {
  const owner = $modal.get();
  action.onClick();
  if ($modal.get() === owner) closeModal();
}

/** Open the slide-over, replacing (and closing) the current one. */
export function openSlideOver(options: SlideOverOptions): void {
  open($slideOver, options);
}

/** Close the slide-over; its `onClose` runs once. */
export function closeSlideOver(): void {
  close($slideOver);
}

// A local logout must not leave account details open on screen. Toasts stay: the logout may
// itself announce something ("session expired") right after the reset.
onReset(() => {
  closeModal();
  closeSlideOver();
});

/**
 * Native modal dialogs currently shown, newest last, from every island. The toast host moves into
 * the newest one: everything outside a modal dialog is inert and painted under it.
 */
export const $openDialogs = atom<readonly HTMLDialogElement[]>([]);

/** Record a dialog that was just shown as modal. */
export function pushOpenDialog(dialog: HTMLDialogElement): void {
  $openDialogs.set([...$openDialogs.get().filter((item) => item !== dialog), dialog]);
}

/** Forget a dialog that closed or left the page. */
export function dropOpenDialog(dialog: HTMLDialogElement): void {
  $openDialogs.set($openDialogs.get().filter((item) => item !== dialog));
}
