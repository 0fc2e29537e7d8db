// Three projects: the gateway suite (Node, real server on a fresh database per file), the
// same suite against production-mode gateways, and web component tests (jsdom). Playwright
// specs live in tests/e2e and are not run here.
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files the production-mode pass leaves out. It exists for refusals (masking, compiled
 * execution: every refused request is sent three times there), so it skips:
 * - the auth budgets, which sending each refused attempt three times would spend;
 * - pure computation (the due dates) and the test directories, which start no gateway;
 * - files about data, order and arithmetic whose few refusals the cross-farm, permission
 *   and input-limit files make in production too. They are the slowest third of the suite.
 */
const PRODUCTION_EXCLUDED = [
  'apps-persistence',
  'rate-limit',
  'auth-throttle',
  'plan-due',
  'plan-due-parts',
  'batched-relations',
  'demo-work-orders',
  'equipment-list',
  'inventory-list',
  'lifecycle',
  'list-fields',
  'list-totals',
  'notified-cache',
  'part-planned-on',
  'plans-scheduler',
  'public-url',
  'reports',
  'scratch-dir',
  'unsafe-addresses-migration',
  'work-orders-list',
  'work-orders-overdue',
];

/** The gateway suite, in the mode its gateways run in (see tests/gateway/support/gateway.ts). */
function gatewaySuite(mode: 'test' | 'production'): TestProjectInlineConfiguration {
  return {
    // Node loads graphql's CommonJS entry for the libraries (graphql-tools, graphql-jit);
    // Vite would give our own imports its ESM entry, a second copy with other classes.
    resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
    test: {
      name: mode === 'test' ? 'gateway' : 'gateway-production',
      environment: 'node',
      include: ['tests/gateway/**/*.test.ts'],
      exclude: mode === 'production' ? PRODUCTION_EXCLUDED.map((name) => `tests/gateway/${name}.test.ts`) : [],
      env: { FARMMAINT_SUITE_MODE: mode },
      globalSetup: ['tests/gateway/support/template.ts'],
      // A worker keeps its modules from file to file: each file starts its own gateway on
      // its own database (nothing is shared through module state), and importing the
      // gateway afresh for each of 65 files cost more than running some of them.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one (a single worker on CI's 2 cores); a
    // test file spends much of its time waiting on its gateway and the database.
    maxWorkers: 3,
    projects: [
      gatewaySuite('test'),
      gatewaySuite('production'),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // One jsdom and one import of antd per worker, not per file (9 min → under 2 under
          // load); setup.ts cleans the DOM and the storage after each test.
          isolate: false,
          // They share the machine with the gateway suites' workers: an antd modal's
          // animation went past the default 5 s there.
          testTimeout: 30_000,
        },
      },
      {
        // Each lint rule caught in the act (ESLint's Node API; a cold schema load per case).
        test: { name: 'lint', environment: 'node', include: ['tests/lint/**/*.test.ts'], testTimeout: 120_000 },
      },
    ],
  },
});
