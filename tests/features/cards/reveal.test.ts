/**
 * The revealed card details (src/features/cards/reveal-logic.ts): shown grouped, gone after 60 s or at once when
 * the tab is hidden (fake timers, a fake page), and read only with the w-token the code bought.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expiryText,
  groupedNumber,
  REVEAL_MS,
  type RevealHost,
  readWithCode,
  watchReveal,
} from '../../../src/features/cards/reveal-logic.ts';

class FakeDocument implements RevealHost {
  state: DocumentVisibilityState = 'visible';
  readonly listeners = new Set<() => void>();
  visibility = () => this.state;
  onVisibilityChange = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  setTimeout = (run: () => void, ms: number) => setTimeout(run, ms);
  clearTimeout = (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>);
  become(state: DocumentVisibilityState) {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchReveal', () => {
  it('hides the values once, 60 seconds after they arrived', () => {
    const page = new FakeDocument();
    const hide = vi.fn();
    watchReveal(hide, page);
    vi.advanceTimersByTime(REVEAL_MS - 1);
    expect(hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hide).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REVEAL_MS);
    expect(hide).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });

  it('hides them at once when the tab is hidden, and not again when the timer would have run', () => {
    const page = new FakeDocument();
    const hide = vi.fn();
    watchReveal(hide, page);
    vi.advanceTimersByTime(5000);
    page.become('visible');
    expect(hide).not.toHaveBeenCalled();
    page.become('hidden');
    expect(hide).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REVEAL_MS);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('hides them at once when they arrive in a hidden tab', () => {
    const page = new FakeDocument();
    page.state = 'hidden';
    const hide = vi.fn();
    watchReveal(hide, page);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('stops watching when stopped (the dialog closed first): no timer, no listener left', () => {
    const page = new FakeDocument();
    const hide = vi.fn();
    const stop = watchReveal(hide, page);
    stop();
    vi.advanceTimersByTime(REVEAL_MS);
    page.become('hidden');
    expect(hide).not.toHaveBeenCalled();
    expect(page.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('shown values', () => {
  it('groups the number by four and writes the expiry MM/YY', () => {
    expect(groupedNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupedNumber('4111111111111')).toBe('4111 1111 1111 1');
    expect(expiryText(3, 2029)).toBe('03/29');
    expect(expiryText(12, 2100)).toBe('12/00');
  });
});

describe('readWithCode', () => {
  const sensitive = {
    card_id: 7,
    cardholder_name: 'NGUYEN VAN A',
    pan: '4111111111111111',
    cvv: '123',
    expiry_month: 3,
    expiry_year: 2029,
  };

  it('reads the details with the w-token the code bought, for that card', async () => {
    const api = {
      sendCardOtp: vi.fn(),
      verifyCardOtp: vi.fn(async () => ({ w_token: 'w-1', expires_at: '2026-03-01T09:05:00Z' })),
      getCardSensitive: vi.fn(async () => sensitive),
    };
    await expect(readWithCode(api as never, 7, '123456')).resolves.toEqual(sensitive);
    expect(api.verifyCardOtp).toHaveBeenCalledWith({ body: { card_id: 7, code: '123456' } });
    expect(api.getCardSensitive).toHaveBeenCalledWith({ params: { id: 7 } }, { wToken: 'w-1' });
  });

  it('reads nothing when the code is refused', async () => {
    const refusal = { status: false, code: 'INVALID_OTP', message: 'Wrong code' };
    const api = { sendCardOtp: vi.fn(), verifyCardOtp: vi.fn(async () => refusal), getCardSensitive: vi.fn() };
    await expect(readWithCode(api as never, 7, '000000')).resolves.toEqual(refusal);
    expect(api.getCardSensitive).not.toHaveBeenCalled();
  });
});
