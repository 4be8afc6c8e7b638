import { describe, expect, it } from 'vitest';
import { focusLeavesDrawer } from '../../src/app/nav-drawer.ts';

const inside = { name: 'a link in the drawer' } as unknown as Node;
const outside = { name: 'the search field behind it' } as unknown as Node;

function drawer(open: boolean) {
  return {
    matches: (selector: string) => selector === ':popover-open' && open,
    contains: (node: Node | null) => node === inside,
  };
}

describe('the phone menu drawer', () => {
  it('closes when the focus goes from it to the page it covers', () => {
    expect(focusLeavesDrawer(drawer(true), outside)).toBe(true);
  });

  it('stays open while the focus moves inside it', () => {
    expect(focusLeavesDrawer(drawer(true), inside)).toBe(false);
  });

  it('stays open when the focus leaves the page (to the browser, another window)', () => {
    expect(focusLeavesDrawer(drawer(true), null)).toBe(false);
  });

  it('is left alone when it is not shown as a popover (the wide screens’ sidebar)', () => {
    expect(focusLeavesDrawer(drawer(false), outside)).toBe(false);
  });
});
