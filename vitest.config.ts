import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: pure domain rules and the API server run in Node; console screens run in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
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
          // One browser at a time on a 2-core machine; journeys share the server.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
