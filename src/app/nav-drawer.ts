/**
 * The phone menu (DashboardLayout's #app-nav) is a popover drawer over the page: not modal, so Tab walks on past its
 * last link to the page it covers, and the focus would sit out of sight behind it (WCAG 2.4.11). The drawer closes
 * as the focus leaves it, so the control the focus reaches is in view. The wide screens' sidebar is never a shown
 * popover and is left alone.
 */

/** What the decision reads of the drawer: whether it is shown as a popover, and what is inside it. */
interface Drawer {
  matches(selector: string): boolean;
  contains(node: Node | null): boolean;
}

/** The focus moves from inside the shown drawer to `next` outside it (null: out of the page, e.g. to the browser). */
export function focusLeavesDrawer(drawer: Drawer, next: Node | null): boolean {
  return next !== null && drawer.matches(':popover-open') && !drawer.contains(next);
}

/** Close the drawer whenever the focus leaves it for the page. */
export function closeDrawerWhenFocusLeaves(drawer: HTMLElement | null): void {
  drawer?.addEventListener('focusout', (event) => {
    // A focus event's other end is an element or nothing.
    if (focusLeavesDrawer(drawer, event.relatedTarget as Node | null)) drawer.hidePopover();
  });
}
