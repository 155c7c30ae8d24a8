import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The mailer tests talk to a local SMTP server; a loaded machine (CI, the full suite beside) needs room.
    testTimeout: 20_000,
  },
});
