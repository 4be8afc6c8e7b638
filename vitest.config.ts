import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Fail the run on a forgotten `.only` (CI=true also does this; be explicit).
    allowOnly: false,
  },
});
