import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/global-pglite-template.ts', 'tests/setup/global-postgres.ts'],
    // Fail the run on a forgotten `.only` (CI=true also does this; be explicit).
    allowOnly: false,
  },
});
