import { describe, expect, it } from 'vitest';
import { type ClipboardHost, copyText } from '../../src/lib/clipboard.ts';

/** A document whose `execCommand('copy')` copies the selected textarea's value into `copied`. */
function fakeDocument(works: boolean) {
  const state = { copied: null as string | null, attached: 0, focused: 0 };
  let selected: { value: string } | null = null;
  const button = { focus: () => state.focused++ };
  const doc = {
    activeElement: button,
    body: { append: () => state.attached++ },
    createElement: () => {
      const area = {
        value: '',
        style: {},
        setAttribute: () => undefined,
        select: () => {
          selected = area;
        },
        remove: () => state.attached--,
      };
      return area;
    },
    execCommand: (command: string) => {
      if (!works || command !== 'copy' || selected === null) return false;
      state.copied = selected.value;
      return true;
    },
  };
  return { doc: doc as unknown as ClipboardHost['document'], state };
}

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const written: string[] = [];
    const { doc, state } = fakeDocument(true);
    const clipboard = { writeText: async (text: string) => void written.push(text) };
    expect(await copyText('VA 0123 4567', { clipboard, document: doc })).toBe(true);
    expect(written).toEqual(['VA 0123 4567']);
    expect(state.copied).toBeNull();
  });

  it('falls back to a selected textarea when the API refuses, and gives focus back', async () => {
    const { doc, state } = fakeDocument(true);
    const clipboard = { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) };
    expect(await copyText('CP-2026-0001', { clipboard, document: doc })).toBe(true);
    expect(state).toEqual({ copied: 'CP-2026-0001', attached: 0, focused: 1 });
  });

  it('falls back when there is no API, and says when nothing worked', async () => {
    expect(await copyText('x', { clipboard: undefined, document: fakeDocument(true).doc })).toBe(true);
    expect(await copyText('x', { clipboard: undefined, document: fakeDocument(false).doc })).toBe(false);
  });
});
