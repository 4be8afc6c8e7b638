import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPausableTimer } from '../../src/lib/pausable-timer.ts';
import { addToast, clearToasts, TOAST_TIMEOUT_MS } from '../../src/stores/toasts.ts';

describe('createPausableTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at exactly the timeout, not a millisecond before', () => {
    const done = vi.fn();
    createPausableTimer(1000, done);
    vi.advanceTimersByTime(999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops the clock while paused', () => {
    const done = vi.fn();
    const timer = createPausableTimer(1000, done);
    vi.advanceTimersByTime(400);
    timer.pause();
    expect(timer.remaining()).toBe(600);
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(600);
  });

  it('resumes with exactly the remaining time', () => {
    const done = vi.fn();
    const timer = createPausableTimer(1000, done);
    vi.advanceTimersByTime(400);
    timer.pause();
    vi.advanceTimersByTime(5000);
    timer.resume();
    vi.advanceTimersByTime(599);
    expect(done).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(timer.remaining()).toBe(0);
  });

  it('adds up several pauses', () => {
    const done = vi.fn();
    const timer = createPausableTimer(1000, done);
    for (let round = 0; round < 4; round += 1) {
      vi.advanceTimersByTime(200);
      timer.pause();
      vi.advanceTimersByTime(3000);
      timer.resume();
    }
    expect(timer.remaining()).toBe(200);
    vi.advanceTimersByTime(200);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores a second pause or resume', () => {
    const done = vi.fn();
    const timer = createPausableTimer(1000, done);
    vi.advanceTimersByTime(300);
    timer.pause();
    timer.pause();
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(700);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('never fires once cancelled, even if resumed', () => {
    const done = vi.fn();
    const timer = createPausableTimer(1000, done);
    vi.advanceTimersByTime(500);
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(0);
  });

  it('measures with the clock it is given', () => {
    let clock = 0;
    const timer = createPausableTimer(
      1000,
      () => undefined,
      () => clock,
    );
    clock = 250;
    expect(timer.remaining()).toBe(750);
    timer.pause();
    clock = 900;
    expect(timer.remaining()).toBe(750);
    timer.cancel();
  });

  it('gives toasts 5000 ms by default', () => {
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    const onClose = vi.fn();
    addToast({ title: 'Saved', onClose });
    vi.advanceTimersByTime(4999);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    clearToasts();
  });
});
