import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config.ts';

/**
 * The copy editor's browser test (e2e/editor/): it starts its own servers on a throwaway copy of the
 * project's texts, so it needs neither the app's server nor a build. `npm run test:e2e` runs it after the app's.
 */
export default defineConfig({
  testDir: 'e2e/editor',
  forbidOnly: true,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});
