/**
 * Keyboard-only journeys (issue 17): signing in and withdrawing with Tab, typing and Enter alone, a focus ring on
 * every control passed and the tab order the visual one; each kind of overlay (modal dialog, removal question,
 * slide-over, disclosed menu) takes the focus in, keeps Tab inside, closes on Escape and gives the focus back; every
 * control without visible text has a name, translated on the Vietnamese pages; under reduced motion nothing moves
 * but a busy spinner. docs/ACCESSIBILITY.md says what each proves.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { formatMoney } from '../src/lib/money.ts';
import { latestMessageTo } from './auth-api.ts';
import {
  chooseLanguage,
  DEMO_PASSWORD,
  FINANCE_WITHDRAWAL_CODE,
  heading,
  hydrated,
  interactive,
  message,
  signIn,
  test,
  transactionsOf,
  vaTransactions,
} from './fixtures.ts';
import { exactly, expectFocusOn, type Focused, focused, tabTo } from './keyboard.ts';
import { DIRECTOR_BANK } from './withdraw-journey.ts';

/** Each control comes after the one before it on screen: further down, or on the same row further right. */
function expectVisualOrder(controls: readonly Focused[]): void {
  for (const [index, control] of controls.entries()) {
    const before = controls[index - 1];
    if (before === undefined) continue;
    const sameRow = Math.abs(control.top - before.top) < 8;
    expect(
      sameRow ? control.left > before.left : control.top > before.top,
      `"${control.name}" comes after "${before.name}" on screen`,
    ).toBe(true);
  }
}

test('signing in with the keyboard alone: email, password, submit, home; rings on each control in visual order', async ({
  page,
  errors,
}) => {
  await page.goto('/signin');
  await hydrated(page);
  await interactive(page.getByLabel(message('en', 'form_email')));

  const toEmail = await tabTo(page, exactly(message('en', 'form_email')));
  await page.keyboard.type('director@demo.test');
  const toPassword = await tabTo(page, exactly(message('en', 'form_password')));
  await page.keyboard.type(DEMO_PASSWORD);
  const toSubmit = await tabTo(page, exactly(message('en', 'signin_submit')));
  const email = toEmail.at(-1) as Focused;
  expectVisualOrder([email, ...toPassword, ...toSubmit]);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: heading('/', 'en') })).toBeVisible();
  expect(errors).toEqual([]);
});

test('FINANCE withdraws with the keyboard alone: one pending withdrawal', async ({
  page,
  context,
  root,
  errors,
  takeTurn,
}) => {
  // FINANCE's codes: the director's address is at the five codes an hour the server sends it in this suite.
  await takeTurn(FINANCE_WITHDRAWAL_CODE);
  const token = (await signIn(context, root, 'financial')).access_token;
  // An amount no other journey withdraws, so the API shows exactly this one.
  const amount = String(1_000_000 + Math.floor(Math.random() * 8_000_000));
  await page.goto('/withdraw');
  await hydrated(page);

  // select-info: where the money goes, then which bank account.
  await tabTo(page, new RegExp(`^${message('en', 'withdraw_to_bank')}`));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/withdraw/bank');
  await hydrated(page);
  const bank = page.getByRole('button', { name: DIRECTOR_BANK });
  await interactive(bank);
  await tabTo(page, DIRECTOR_BANK);
  await page.keyboard.press('Enter');

  // enter-info: the amount, then Continue.
  const amountLabel = message('en', 'withdraw_amount_label');
  await expect(page.getByRole('textbox', { name: amountLabel })).toBeVisible();
  if ((await focused(page)).name !== amountLabel) await tabTo(page, exactly(amountLabel));
  await page.keyboard.type(amount);
  const sentAfter = new Date().toISOString();
  await tabTo(page, exactly(message('en', 'withdraw_continue')));
  await page.keyboard.press('Enter');

  // verify-2fa: the emailed code, then the submit button naming the amount.
  const codeField = page.getByRole('textbox', { name: message('en', 'kit_confirm_code') });
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/step=verify-2fa/);
  const mail = await latestMessageTo(root, 'finance@demo.test', (sent) => sent.created_at >= sentAfter && !!sent.code);
  if ((await focused(page)).name !== message('en', 'kit_confirm_code'))
    await tabTo(page, exactly(message('en', 'kit_confirm_code')));
  await page.keyboard.type(mail.code ?? '');
  const submit = message('en', 'withdraw_submit_amount', { amount: formatMoney(amount, 'VND', 'en') });
  await tabTo(page, exactly(submit));
  await page.keyboard.press('Enter');

  // verifying: the outcome, and exactly one pending withdrawal of the amount.
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible({ timeout: 20_000 });
  const made = await transactionsOf(root, token, 'WITHDRAWAL', amount);
  expect(made.items.map((row) => row.status)).toEqual(['PENDING']);
  expect(errors).toEqual([]);
});

/**
 * Opened from the control named `opener` with Enter: the focus moves into the open modal dialog; Tab, then Shift+Tab,
 * go round it — pressed until a control comes back, never landing on the page behind (the focus may step out to the
 * browser's own controls, as a native modal dialog lets it, and comes back in); Escape closes it and the focus is on
 * the opener again.
 */
async function expectModalKeyboard(page: Page, opener: RegExp): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog:modal');
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog || (await isDialogItself(page))).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    const reached = new Set<string>();
    let cycled = false;
    for (let press = 0; press < 60 && !cycled; press++) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.inDialog || now.body, `${key} stays in the dialog, not on <${now.tag}> "${now.name}"`).toBe(true);
      if (!now.inDialog) continue;
      expect(now.ring, `focus ring on <${now.tag}> "${now.name}"`).toBe(true);
      const id = `${now.tag}:${now.name}:${now.top}:${now.left}`;
      cycled = reached.has(id);
      reached.add(id);
    }
    expect(cycled, `${key} went round the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, opener);
}

function isDialogItself(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.matches('dialog:modal') ?? false);
}

test.describe('overlays with the keyboard', () => {
  test.beforeEach(async ({ context, root }) => {
    await signIn(context, root);
  });

  test('the notifications slide-over', async ({ page }) => {
    await page.goto('/transactions');
    await hydrated(page);
    await expectModalKeyboard(page, new RegExp(`^${message('en', 'notif_bell')}`));
  });

  test('a modal dialog with a form (a new API key)', async ({ page }) => {
    await page.goto('/setting/developers');
    await hydrated(page);
    await expect(page.getByRole('button', { name: message('en', 'dev_key_create') })).toBeVisible();
    await expectModalKeyboard(page, exactly(message('en', 'dev_key_create')));
  });

  test('the removal question (a payment method)', async ({ page }) => {
    await page.goto('/setting/payment');
    await hydrated(page);
    const remove = page.getByRole('button', { name: new RegExp(`^${message('en', 'payments_remove')}`) }).first();
    await interactive(remove);
    await expectModalKeyboard(page, new RegExp(`^${message('en', 'payments_remove')}`));
  });

  test('the phone menu drawer: Tab walks into it, leaving it closes it, Escape gives the focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/transactions');
    await hydrated(page);
    const drawer = page.locator('#app-nav');
    const inDrawer = () => page.evaluate(() => document.activeElement?.closest('#app-nav') !== null);
    const menu = exactly(message('en', 'nav_open_menu'));
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, /./, { most: 1 });
    expect(await inDrawer()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectFocusOn(page, menu);

    // Tab on past its last control: the drawer closes, so the control reached is not hidden under it (WCAG 2.4.11).
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    let inside = true;
    for (let press = 0; press < 40 && inside; press++) {
      await page.keyboard.press('Tab');
      inside = await inDrawer();
    }
    expect(inside).toBe(false);
    await expect(drawer).toBeHidden();
    const seen = await page.evaluate(() => {
      const control = document.activeElement as HTMLElement;
      const box = control.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (control.contains(top) || top.contains(control));
    });
    expect(seen).toBe(true);
  });

  test('the export menu: Enter opens, Tab reaches the formats, Escape closes and gives the focus back', async ({
    page,
  }) => {
    await page.goto('/transactions');
    await hydrated(page);
    const exportButton = page.getByRole('button', { name: message('en', 'export_button') });
    await expect(exportButton).toBeEnabled();
    await tabTo(page, exactly(message('en', 'export_button')));
    await page.keyboard.press('Enter');
    await expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, exactly(message('en', 'export_format_csv')), { most: 2 });
    await page.keyboard.press('Escape');
    await expect(exportButton).toHaveAttribute('aria-expanded', 'false');
    await expectFocusOn(page, exactly(message('en', 'export_button')));
  });
});

/** A control with no visible text: where it sits in the document and the name assistive tech reads for it. */
interface Unlabelled {
  readonly path: string;
  readonly name: string;
}

/**
 * The buttons and links of the page that show no text (an icon, a bare badge): text counts as visible when its element
 * has a size and is not hidden from assistive tech, so a screen-reader-only text does not count. The name is the one
 * assistive tech reads: aria-label, aria-labelledby, the text it hides visually, or the title.
 */
function unlabelledControls(page: Page): Promise<Unlabelled[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], [role="button"], [role="link"], [role="tab"], summary';
    const shown = (node: Element) => node.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const visibleText = (control: Element) => {
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (!text.textContent?.trim() || !parent || parent.closest('[aria-hidden="true"]')) continue;
        const box = parent.getBoundingClientRect();
        if (box.width > 1 && box.height > 1) return true;
      }
      return false;
    };
    const spoken = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent ?? '';
    };
    const path = (node: Element): string => {
      const parent = node.parentElement;
      if (!parent) return node.tagName;
      const twins = [...parent.children].filter((child) => child.tagName === node.tagName);
      return `${path(parent)}>${node.tagName}${twins.length > 1 ? twins.indexOf(node) : ''}`;
    };
    return [...document.querySelectorAll(selector)]
      .filter((control) => shown(control) && !control.closest('[aria-hidden="true"], [inert]') && !visibleText(control))
      .map((control) => {
        const labelledBy = (control.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .map((node) => (node ? spoken(node) : ''))
          .join(' ');
        const name =
          control.getAttribute('aria-label') || labelledBy.trim() || spoken(control) || control.getAttribute('title');
        return { path: path(control), name: (name ?? '').replace(/\s+/g, ' ').trim() };
      });
  });
}

/** Both languages' copy, to tell an English word left on a Vietnamese page from a word both languages share. */
const COPY = {
  en: new Set(Object.values(JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string>)),
  vi: new Set(Object.values(JSON.parse(readFileSync('messages/vi.json', 'utf8')) as Record<string, string>)),
};

test('every control without visible text has a name, in Vietnamese on the Vietnamese pages', async ({
  page,
  context,
  root,
}) => {
  const token = (await signIn(context, root)).access_token;
  const [row] = (await vaTransactions(root, token, 'limit=1')).items;
  expect(row).toBeDefined();
  const pages: readonly (readonly [string, (page: Page) => Promise<void>])[] = [
    ['/', (at) => expect(at.getByTestId('wallet-MAIN-available')).not.toBeEmpty()],
    ['/transactions', (at) => expect(at.locator('main a[href^="/transactions/"]').first()).toBeVisible()],
    [`/transactions/${row?.id}`, (at) => expect(at.locator('main dl').first()).toBeVisible()],
    ['/setting/payment', (at) => expect(at.locator('main li button').first()).toBeVisible()],
    ['/vc/list', (at) => expect(at.locator('main button').first()).toBeVisible()],
    // The kit: every shared control (pager, copy, password, toast, tabs, select) in one page.
    ['/test', (at) => expect(at.getByTestId('kit-dialog')).toBeVisible()],
  ];
  const named: Record<string, Map<string, string>> = { en: new Map(), vi: new Map() };
  for (const locale of ['en', 'vi'] as const) {
    await chooseLanguage(context, root, locale);
    for (const [path, ready] of pages) {
      await page.goto(path);
      await hydrated(page);
      await ready(page);
      for (const control of await unlabelledControls(page)) {
        expect(control.name, `${locale} ${path}: ${control.path} has a name`).not.toBe('');
        named[locale]?.set(`${path} ${control.path}`, control.name);
      }
    }
  }
  const english = [...(named.vi ?? [])].filter(([where, name]) => {
    const shared = COPY.en.has(name) && COPY.vi.has(name);
    return !shared && (COPY.en.has(name) || named.en?.get(where) === name);
  });
  expect(english, 'names left in English on the Vietnamese pages').toEqual([]);
  expect(named.en?.size).toBeGreaterThan(5);
});

/** An animation or a transition that started on the page: what it moved and for how long. */
interface Motion {
  readonly kind: string;
  readonly target: string;
  readonly ms: number;
  readonly endless: boolean;
  /** A busy spinner, which keeps turning (docs/ACCESSIBILITY.md). */
  readonly spinner: boolean;
}

/**
 * From before the page loads, note every motion that starts: CSS animations and transitions (their start events,
 * with the timing the browser gave them) and script animations (Element.animate, how @formkit/auto-animate moves the
 * toast list). Read (and empty) the notes with `takeMotions`.
 */
async function recordMotions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const notes: Motion[] = [];
    (window as unknown as { motions: Motion[] }).motions = notes;
    const note = (kind: string, target: Element, timing: EffectTiming | undefined) =>
      notes.push({
        kind,
        target: `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}`,
        ms: Number(timing?.duration ?? 0) || 0,
        endless: timing?.iterations === Number.POSITIVE_INFINITY,
        spinner: target.matches('.animate-spin'),
      });
    const started = (event: AnimationEvent | TransitionEvent) => {
      const target = event.target as Element;
      const name = 'animationName' in event ? event.animationName : event.propertyName;
      const animation = target
        .getAnimations()
        .find(
          (one) => (one as CSSAnimation).animationName === name || (one as CSSTransition).transitionProperty === name,
        );
      note(`${event.type} ${name}`, target, animation?.effect?.getTiming());
    };
    document.addEventListener('animationstart', started, true);
    document.addEventListener('transitionrun', started, true);
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      note('Element.animate', this, typeof options === 'number' ? { duration: options } : options);
      return animate.call(this, keyframes, options);
    };
  });
}

/** The motions noted since the last call. */
function takeMotions(page: Page): Promise<Motion[]> {
  return page.evaluate(() => {
    const notes = (window as unknown as { motions: Motion[] }).motions;
    return notes.splice(0, notes.length);
  });
}

/** Those that move for longer than a blink (0.01 s), or for ever, but a busy spinner. */
function lasting(motions: readonly Motion[]): Motion[] {
  return motions.filter((motion) => !motion.spinner && (motion.ms > 10 || motion.endless));
}

/**
 * Resolves after the browser has drawn two more frames: an animation's start event is dispatched in the frame after
 * its element shows, so a dialog closed sooner (a loaded machine) never reported the fade it had begun.
 */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** On /test, opens the kit's dialog and closes it, then pushes a toast, with the keyboard; answers what moved. */
async function dialogAndToast(page: Page): Promise<Motion[]> {
  await page.goto('/test');
  await hydrated(page);
  // Not a keyboard journey (those are above): the focus is put on the buttons, to keep the test short.
  await page.getByRole('button', { name: message('en', 'ui_kit_open_dialog') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('dialog:modal')).toBeVisible();
  await twoFrames(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: message('en', 'ui_kit_tone_success'), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(message('en', 'ui_kit_toast_success_title'))).toBeVisible();
  await twoFrames(page);
  return takeMotions(page);
}

test('under reduced motion, pages, a dialog and a toast come without moving; only spinners turn', async ({
  page,
  context,
  root,
}) => {
  await recordMotions(page);
  // As everyone else sees it, first: the dialog fades in, the toast list animates (so the checks below can fail).
  const usual = await dialogAndToast(page);
  expect(usual.some((motion) => motion.kind.startsWith('animationstart') && motion.target.startsWith('dialog'))).toBe(
    true,
  );
  expect(usual.some((motion) => motion.kind === 'Element.animate' && motion.ms > 10)).toBe(true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await dialogAndToast(page);
  expect(reduced.length).toBeGreaterThan(0);
  expect(lasting(reduced)).toEqual([]);
  // The kit shows busy buttons: their spinners keep turning, slowly.
  const spinners = reduced.filter((motion) => motion.spinner);
  expect(spinners.length).toBeGreaterThan(0);
  expect(spinners.every((spinner) => spinner.ms === 1500 && spinner.endless)).toBe(true);

  await signIn(context, root);
  for (const path of ['/', '/transactions']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('main a[href^="/transactions/"]').first()).toBeVisible();
    expect(lasting(await takeMotions(page)), path).toEqual([]);
  }
});
