import { describe, expect, it, vi } from 'vitest';
import { effectiveMode, isDark, toColorMode } from '../../src/app/theme.ts';

describe('colour mode', () => {
  it('defaults unknown saved values to system', () => {
    expect(toColorMode(null)).toBe('system');
    expect(toColorMode('purple')).toBe('system');
    expect(toColorMode('dark')).toBe('dark');
  });

  it('lets a page force light or dark', () => {
    const warn = vi.fn();
    expect(effectiveMode('dark', 'light', warn)).toBe('light');
    expect(effectiveMode('light', 'dark', warn)).toBe('dark');
    expect(effectiveMode('dark', undefined, warn)).toBe('dark');
    expect(warn).not.toHaveBeenCalled();
  });

  it('rejects forcing system with a console warning', () => {
    const warn = vi.fn();
    expect(effectiveMode('dark', 'system', warn)).toBe('dark');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/system/);
  });

  it('follows the OS only in system mode', () => {
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('dark', false)).toBe(true);
  });
});
