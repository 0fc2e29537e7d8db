// Lint for the whole package: typescript-eslint recommended, React hooks rules, and the
// architecture rules of DESIGN.md (features never import each other).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/__generated__/**',
      'web/src/gql/**',
      'web/dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
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
  {
    // Tests may import the feature they test; features may not import each other.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '../../features/**'],
              message: 'Features never import each other: move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature may import its own files; the rule above is for reaching into another feature.
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
