/**
 * Toasts (SPEC section 3): any island pushes one with `addToast`; the root host renders them.
 * Timers live here, not in the host, so expiry, pausing and `onClose` behave the same whether or
 * not the host has hydrated, and tests drive them without React.
 */
import { atom } from 'nanostores';
import type { Tone } from '../lib/appearance.ts';
import { createPausableTimer, type PausableTimer } from '../lib/pausable-timer.ts';

/** Default time on screen (SPEC section 9). */
export const TOAST_TIMEOUT_MS = 5000;
/** More than this and the oldest toast leaves: a stack taller than the screen helps nobody. */
export const MAX_TOASTS = 5;

/** A button inside a toast; clicking it also dismisses the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What a caller passes to `addToast`. */
export interface ToastInput {
  title: string;
  description?: string;
  /** An icon class such as `i-lucide-wallet`; defaults to the colour's icon. */
  icon?: string;
  /** Image URL shown instead of the icon. */
  avatar?: string;
  /** Show the close button (default true). */
  close?: boolean;
  /** Milliseconds on screen; 0 keeps it until dismissed (default 5000). */
  timeout?: number;
  actions?: readonly ToastAction[];
  color?: Tone;
  /** Called exactly once when the toast leaves, however it leaves. */
  onClose?: () => void;
}

/** A toast on screen, defaults applied. */
export interface Toast extends ToastInput {
  id: string;
  close: boolean;
  timeout: number;
  color: Tone;
}

/** The visible toasts, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);

const timers = new Map<string, PausableTimer>();
let sequence = 0;

/** A timestamp-based id; the counter keeps two toasts of the same millisecond apart. */
function nextId(): string {
  sequence += 1;
  return `${Date.now()}-${sequence}`;
}

/** Show a toast and return its id. */
export function addToast(input: ToastInput): string {
  const toast: Toast = {
    ...input,
    id: nextId(),
    close: input.close ?? true,
    timeout: input.timeout ?? TOAST_TIMEOUT_MS,
    color: input.color ?? 'neutral',
  };
  $toasts.set([...$toasts.get(), toast]);
  scheduleToastExpiry(toast);
  const overflow = $toasts.get().slice(0, Math.max(0, $toasts.get().length - MAX_TOASTS));
  for (const old of overflow) removeToast(old.id);
  return toast.id;
}

/** Start the toast's countdown (no-op for timeout 0); it removes the toast when it runs out. */
export function scheduleToastExpiry(toast: Pick<Toast, 'id' | 'timeout'>): void {
  if (toast.timeout <= 0 || timers.has(toast.id)) return;
  timers.set(
    toast.id,
    createPausableTimer(toast.timeout, () => removeToast(toast.id)),
  );
}

/** Hold the countdown, e.g. while the pointer or keyboard focus is on the toast. */
export function pauseToast(id: string): void {
  timers.get(id)?.pause();
}

/** Continue the countdown with the time that was left. */
export function resumeToast(id: string): void {
  timers.get(id)?.resume();
}

/** Dismiss a toast; its `onClose` runs once, a second call does nothing. */
export function removeToast(id: string): void {
  const toast = $toasts.get().find((item) => item.id === id);
  if (!toast) return;
  timers.get(id)?.cancel();
  timers.delete(id);
  $toasts.set($toasts.get().filter((item) => item.id !== id));
  toast.onClose?.();
}

/** Run a toast's action, then dismiss the toast. */
export function runToastAction(id: string, action: ToastAction): void {
  action.onClick();
  removeToast(id);
}

/** Dismiss every toast, oldest first. */
export function clearToasts(): void {
  for (const toast of $toasts.get()) removeToast(toast.id);
}
