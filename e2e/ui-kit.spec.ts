import { expect, test } from '@playwright/test';
import { expectActiveElement, hydrated, interactive, message } from './fixtures.ts';

test.describe('the /test UI kit', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/test');
    await hydrated(page);
    // From here on the page's timers move only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
  });

  test('a toast shows bottom right, pauses while hovered and leaves after 5000 ms', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: message('en', 'ui_kit_tone_success'), exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: message('en', 'ui_kit_toast_success_title') });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 - 80);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800 - 120);

    await page.clock.runFor(1000);
    await toast.hover();
    await page.clock.runFor(8000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(3900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });

  test('an untouched toast leaves after its default 5000 ms', async ({ page }) => {
    await page.getByRole('button', { name: message('en', 'ui_kit_tone_success'), exact: true }).click();
    const toast = page.getByRole('status').filter({ hasText: message('en', 'ui_kit_toast_success_title') });
    await expect(toast).toBeVisible();
    await page.clock.runFor(4900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });

  test('toast actions run their handler and the close button dismisses', async ({ page }) => {
    await page.getByRole('button', { name: message('en', 'ui_kit_toast_with_actions') }).click();
    const toast = page.getByRole('status').filter({ hasText: message('en', 'ui_kit_bank_removed') });
    await toast.getByRole('button', { name: message('en', 'ui_kit_action_undo') }).click();
    await expect(toast).toBeHidden();
    const restored = page.getByRole('status').filter({ hasText: message('en', 'ui_kit_toast_restored') });
    await expect(restored).toBeVisible();
    await restored.getByRole('button', { name: message('en', 'ui_toast_close') }).click();
    await expect(restored).toBeHidden();
  });
});

// No paused clock here: a dialog runs no timers.
test('a modal of the kit traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/test');
  await hydrated(page);
  const opener = page.getByRole('button', { name: message('en', 'ui_kit_open_dialog') });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: message('en', 'ui_kit_dialog_title') });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectActiveElement(opener);
});

test('the removal question leaves all as it was on Cancel and removes on its danger button', async ({ page }) => {
  await page.goto('/test');
  await hydrated(page);
  const opener = page.getByRole('button', { name: message('en', 'ui_kit_open_danger_dialog') });
  const question = page.getByRole('dialog', { name: message('en', 'ui_kit_danger_dialog_title') });
  const removed = page.getByRole('status').filter({ hasText: message('en', 'ui_kit_bank_removed') });
  await opener.click();
  await expect(question).toHaveAccessibleDescription(message('en', 'ui_kit_danger_dialog_description'));
  await question.getByRole('button', { name: message('en', 'ui_kit_action_cancel') }).click();
  await expect(question).toBeHidden();
  await expectActiveElement(opener);
  await expect(removed).toHaveCount(0);
  await opener.click();
  await question.getByRole('button', { name: message('en', 'ui_kit_action_remove') }).click();
  await expect(question).toBeHidden();
  await expect(removed).toBeVisible();
});

test('a page that opens on a refused code leaves the focus where it is', async ({ page }) => {
  // The kit shows a confirm step whose code was refused. Taking the focus on load once moved a click's focus
  // away from the button it landed on, so the dialog that button opened gave the focus back to the code field.
  await page.goto('/test');
  await hydrated(page);
  const refused = page
    .getByRole('textbox', { name: message('en', 'kit_confirm_code') })
    .and(page.locator('[aria-invalid="true"]'));
  await interactive(refused);
  // Past the effects of the commit that hydrated it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('a toast pushed before the site stylesheet arrives waits for it and shows styled', async ({ page }) => {
  // A slow network for the one stylesheet that is not inlined (docs/decisions/005).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/site.*.css', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Module scripts (and so DOMContentLoaded) wait for the stylesheet; islands hydrate without it.
  await page.goto('/test', { waitUntil: 'commit' });
  await hydrated(page);
  await page.getByRole('button', { name: message('en', 'ui_kit_tone_success'), exact: true }).click();
  const toast = page.getByRole('status').filter({ hasText: message('en', 'ui_kit_toast_success_title') });
  await expect(toast).toHaveCount(0);
  release();
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800 - 120);
});

test('the first sections of the kit are prerendered, so they paint before any script', async ({ page }) => {
  // The document as it arrives, before a script runs: its largest text must already be there (LCP).
  const html = await (await page.request.get('/test')).text();
  expect(html).toContain(message('en', 'ui_kit_intro'));
  expect(html).toContain(message('en', 'ui_kit_buttons_hint'));
});

test('the kit wizard walks its steps with Next and the browser Back, focus on each step heading', async ({ page }) => {
  await page.goto('/test');
  await hydrated(page);
  const wizard = page.getByTestId('kit-wizard');
  const heading = (key: string) => wizard.getByRole('heading', { level: 2, name: message('en', key) });
  await wizard.getByRole('button', { name: message('en', 'ui_kit_wizard_next') }).click();
  await expect(heading('ui_kit_step_enter_info')).toBeFocused();
  await expect(page).toHaveURL(/\/test\?step=enter-info$/);
  await page.goBack();
  await expect(heading('ui_kit_step_select_info')).toBeFocused();
  await expect(page).toHaveURL(/\/test$/);
  await page.goForward();
  await expect(heading('ui_kit_step_enter_info')).toBeFocused();
  await wizard.getByRole('button', { name: message('en', 'kit_wizard_back') }).click();
  await expect(heading('ui_kit_step_select_info')).toBeFocused();
});
