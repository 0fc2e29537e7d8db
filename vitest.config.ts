// Two projects: the gateway suite (Node, real server on a fresh database per file) and
// web component tests (jsdom). Playwright specs live in tests/e2e and are not run here.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Node loads graphql's CommonJS entry for the libraries (graphql-tools, graphql-jit);
        // Vite would give our own imports its ESM entry, a second copy with other classes.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['tests/gateway/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
    ],
  },
});
