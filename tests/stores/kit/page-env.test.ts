import { describe, expect, it, vi } from 'vitest';
import { createScreenRun } from '../../../src/stores/kit/page-env.ts';

describe('createScreenRun', () => {
  it('reads nothing on a page the guard refused, and its stop does nothing', () => {
    const load = vi.fn(async () => {});
    const onStop = vi.fn();
    const run = createScreenRun({ load, onStop, refused: () => true });
    run.start()();
    expect(load).not.toHaveBeenCalled();
    expect(onStop).not.toHaveBeenCalled();
    expect(run.isRunning()).toBe(false);
  });

  it('reads on start; an answer after the stop finds the screen stopped, and the stop ends the rest', async () => {
    let answer: () => void = () => {};
    const seen: boolean[] = [];
    const onStop = vi.fn();
    const run = createScreenRun({
      load: async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        seen.push(run.isRunning());
      },
      onStop,
      refused: () => false,
    });
    const stop = run.start();
    expect(run.isRunning()).toBe(true);
    stop();
    expect(onStop).toHaveBeenCalledTimes(1);
    answer();
    await vi.waitFor(() => expect(seen).toEqual([false]));
  });

  it('runs again when started again after a stop (React mounting twice in development)', () => {
    const load = vi.fn(async () => {});
    const run = createScreenRun({ load, refused: () => false });
    run.start()();
    run.start();
    expect(load).toHaveBeenCalledTimes(2);
    expect(run.isRunning()).toBe(true);
  });
});
