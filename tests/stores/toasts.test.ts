import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  addToast,
  clearToasts,
  MAX_TOASTS,
  pauseToast,
  removeToast,
  resumeToast,
  runToastAction,
  scheduleToastExpiry,
} from '../../src/stores/toasts.ts';

describe('toasts store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
  });
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('returns unique, timestamp-based ids', () => {
    const now = Date.now();
    const ids = [addToast({ title: 'a' }), addToast({ title: 'b' }), addToast({ title: 'c' })];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id.startsWith(`${now}-`)).toBe(true);
    expect($toasts.get().map((toast) => toast.id)).toEqual(ids);
  });

  it('applies the defaults: 5000 ms, a close button, neutral colour', () => {
    addToast({ title: 'Saved' });
    expect($toasts.get()[0]).toMatchObject({ title: 'Saved', timeout: 5000, close: true, color: 'neutral' });
  });

  it('keeps what the caller chose', () => {
    const action = { label: 'Undo', onClick: () => undefined };
    addToast({ title: 'Sent', timeout: 0, close: false, color: 'success', actions: [action], icon: 'i-lucide-send' });
    expect($toasts.get()[0]).toMatchObject({ timeout: 0, close: false, color: 'success', actions: [action] });
  });

  it('calls onClose exactly once on removal', () => {
    const onClose = vi.fn();
    const id = addToast({ title: 'Saved', onClose });
    removeToast(id);
    removeToast(id);
    vi.advanceTimersByTime(10_000);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([]);
  });

  it('runs an action, then dismisses the toast once', () => {
    const onClick = vi.fn();
    const onClose = vi.fn();
    const id = addToast({ title: 'Removed', actions: [{ label: 'Undo', onClick }], onClose });
    runToastAction(id, { label: 'Undo', onClick });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS} visible, evicting the oldest with its onClose`, () => {
    const closes = Array.from({ length: 7 }, () => vi.fn());
    const ids = closes.map((onClose, index) => addToast({ title: `t${index}`, timeout: 0, onClose }));
    expect($toasts.get().map((toast) => toast.id)).toEqual(ids.slice(2));
    expect(closes[0]).toHaveBeenCalledTimes(1);
    expect(closes[1]).toHaveBeenCalledTimes(1);
    for (const onClose of closes.slice(2)) expect(onClose).not.toHaveBeenCalled();
  });

  it('auto-removes after 5000 ms, calling onClose once', () => {
    const onClose = vi.fn();
    addToast({ title: 'Saved', onClose });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast with timeout 0 until it is dismissed', () => {
    addToast({ title: 'Stays', timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
  });

  it('pauses the countdown while hovered and resumes with the time left', () => {
    const id = addToast({ title: 'Saved', timeout: 5000 });
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(20_000);
    expect($toasts.get()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(1999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('does not schedule the same toast twice', () => {
    const onClose = vi.fn();
    const id = addToast({ title: 'Saved', onClose });
    scheduleToastExpiry({ id, timeout: 1000 });
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(4000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('clears every toast, each onClose once', () => {
    const closes = [vi.fn(), vi.fn(), vi.fn()];
    for (const onClose of closes) addToast({ title: 'x', onClose });
    clearToasts();
    expect($toasts.get()).toEqual([]);
    for (const onClose of closes) expect(onClose).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    for (const onClose of closes) expect(onClose).toHaveBeenCalledTimes(1);
  });
});
