import { defineConfig } from '@playwright/test';
import { VIP_TOTP_SECRET } from './e2e/demo.ts';
import { serverLogFile } from './e2e/leak-teardown.ts';
import { RECEIVER_CERT_PATH } from './e2e/webhook-receiver/receiver.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATA_DIR = `.data/e2e-${PORT}`;

/** Debian's Chromium: Playwright cannot download its own browser on our machines. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  // The copy editor's test starts its own servers: playwright.editor.config.ts runs it.
  testIgnore: 'editor/**',
  // Issue 17: the server's log of the run holds no secret any test handled (e2e/leak-teardown.ts).
  globalTeardown: './e2e/leak-teardown.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // Limits for our two-core machines, where two workers, their Chromiums and the server share the cores: a
  // step that takes 2 s alone can take 10 s there. Waits are on conditions, so a passing test is not slower.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // CI keeps only what the run prints, so recording a trace of every test there (screenshots of each
    // action) is CPU spent on nothing; locally a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    // A fresh database per run: migrated and seeded with the demo accounts on start (demo mode is opt-in:
    // the tests read the outbox and use the /__dev routes). Per port, so runs on two ports at once do not
    // share (or delete) each other's database.
    // Its output (request lines are at info) is kept in server.log for the leak check of the run's end
    // (e2e/leak-teardown.ts); what is above info is still printed.
    command: `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && node server/main.ts --demo 2>&1 | tee ${serverLogFile(DATA_DIR)} | grep --line-buffered -v '^{"time":"[^"]*","level":"info"'`,
    url: `http://127.0.0.1:${PORT}/test`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'info',
      DEMO_TOTP_SECRET: VIP_TOTP_SECRET,
      // Webhook tests start their own https receiver on 127.0.0.1 (e2e/webhook-receiver; docs/decisions/031),
      // and watch its retries on a schedule in half-seconds instead of minutes.
      DEV_WEBHOOK_RECEIVER_CA: RECEIVER_CERT_PATH,
      WEBHOOK_RETRY_UNIT_MS: '500',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
