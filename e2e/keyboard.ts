/**
 * Keyboard-only helpers (issue 17): walk a page with Tab the way a keyboard user does, and read what has the focus —
 * its name, where it sits, whether its focus is drawn, whether it is inside an open modal dialog.
 */
import { expect, type Page } from '@playwright/test';

/** The element that has the focus, as a keyboard user meets it. */
export interface Focused {
  readonly tag: string;
  /** Its accessible name, roughly: aria-label, aria-labelledby, its label, its text, its title. */
  readonly name: string;
  /** A focus ring is drawn: an outline or a box shadow while it matches :focus-visible, or its field box's outline. */
  readonly ring: boolean;
  readonly top: number;
  readonly left: number;
  /** Inside the open modal dialog on top, if one is open. */
  readonly inDialog: boolean;
  /** The page's <body>: the focus left the document (to the browser's own controls). */
  readonly body: boolean;
}

/** What has the focus now. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    // A label's text without what it hides from assistive tech (the required mark).
    const spoken = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent ?? '';
    };
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => {
          const node = document.getElementById(id);
          return node ? spoken(node) : '';
        })
        .join(' ');
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    const name =
      element.getAttribute('aria-label') ||
      byIds(element.getAttribute('aria-labelledby')) ||
      labels.map(spoken).join(' ') ||
      spoken(element) ||
      element.getAttribute('title') ||
      '';
    const style = getComputedStyle(element);
    const outlined = (node: Element) => {
      const drawn = getComputedStyle(node);
      return drawn.outlineStyle !== 'none' && Number.parseFloat(drawn.outlineWidth) > 0;
    };
    // A bare input inside a field's box: the box draws the ring while the focus is within (src/ui/text-input.tsx).
    const box = element.parentElement;
    const boxRing = box ? box.matches(':focus-within') && outlined(box) : false;
    const rect = element.getBoundingClientRect();
    const dialogs = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
    const top = dialogs.at(-1);
    return {
      tag: element.tagName.toLowerCase(),
      name: name.replace(/\s+/g, ' ').trim(),
      ring: (element.matches(':focus-visible') && (outlined(element) || style.boxShadow !== 'none')) || boxRing,
      top: rect.top + scrollY,
      left: rect.left + scrollX,
      inDialog: top !== undefined && top !== element && top.contains(element),
      body: element === document.body,
    };
  });
}

/**
 * Press `key` (Tab unless told) until the focus is on a control whose name matches `name`; every control passed on
 * the way shows its focus ring. Answers the controls reached, the last one the match.
 */
export async function tabTo(page: Page, name: RegExp, { key = 'Tab', most = 60 } = {}): Promise<Focused[]> {
  const passed: Focused[] = [];
  for (let press = 0; press < most; press++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now.body) continue;
    passed.push(now);
    expect(now.ring, `focus ring on <${now.tag}> "${now.name}"`).toBe(true);
    if (name.test(now.name)) return passed;
  }
  throw new Error(
    `${most} presses of ${key} never reached ${name}; passed ${passed.map((one) => one.name).join(' | ')}`,
  );
}

/** Wait until the focus is on a control named `name` (a step that moves the focus itself). */
export async function expectFocusOn(page: Page, name: RegExp): Promise<void> {
  await expect.poll(async () => (await focused(page)).name).toMatch(name);
}

/** A regular expression matching `text` exactly. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
