// Lint for the whole package: typescript-eslint recommended, React hooks rules, and the
// architecture rules of DESIGN.md (lint/architecture.js).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './lint/architecture.js';
import graphql from './lint/graphql.js';
import i18n from './lint/i18n.js';

export default tseslint.config(
  {
    ignores: [
      '**/__generated__/**',
      'web/dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Short-lived files of tests/lint/rules.test.ts (it lints them with ignores off).
      '**/__lint-fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Modules add their services and loaders to the request context's interfaces by
    // declaration merging (gateway/src/modules/kit/context.ts), which starts them empty.
    files: ['gateway/src/modules/kit/context.ts', 'gateway/src/modules/**/index.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }] },
  },
  {
    // REST answers in the gateway tests are untyped JSON whose shape each test asserts
    // field by field; typing every body up front would only restate those assertions.
    files: ['tests/gateway/support/gateway.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...architecture,
  ...i18n,
  ...graphql,
);
