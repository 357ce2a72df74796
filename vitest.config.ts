import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects: pure domain rules and the API server run in Node; console screens run in jsdom;
// browser journeys drive Chromium against the built console and a real server.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on CI's 2 cores, so every
    // file ran in turn with a core idle (measured: 1,451 s, never two files at once). Two workers
    // for domain, server and console; the journeys run after them, alone (groupOrder below), so a
    // jsdom suite never competes with Chromium for the cores.
    maxWorkers: process.env.VITEST_MAX_WORKERS ?? 2,
    projects: [
      {
        test: {
          name: 'domain',
          // Pure functions, no module state: one module graph for every file (import time was 20× the tests').
          isolate: false,
          include: ['test/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          globalSetup: ['test/support/globalSetup.ts'],
          environment: 'node',
          // Each file builds its own app over its own database (test/support/server.ts), so one
          // module graph per worker is safe, and importing the server once per worker instead of
          // once per file saves ~4 s of CPU a file (docs/operations.md "Test run time").
          isolate: false,
          // Every statement served from db/statementCache.ts is also built fresh and compared.
          env: { STATEMENT_CACHE_VERIFY: '1' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'console',
          include: ['test/console/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/support/console-setup.ts'],
          // Form screens type key by key; a 2-core CI runner shares its cores with the other projects.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/e2e-server.ts'],
          sequence: { groupOrder: 1 },
          // One journey at a time: two at a time (VITEST_E2E_PARALLEL=1; none changes what another
          // reads) took 373 s instead of ≈ 515 s on a quiet machine, but two fresh-clone CI runs in
          // a row each failed one journey on timing (docs/operations.md "Test run time").
          fileParallelism: process.env.VITEST_E2E_PARALLEL === '1',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
