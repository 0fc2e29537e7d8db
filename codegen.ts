// One codegen entry: resolver types for the gateway, typed documents for the web client
// and for the gateway test suite. `npm run codegen:check` fails CI when output is stale.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const MODULES_DIR = 'gateway/src/modules';
const RESOLVER_TYPES = `${MODULES_DIR}/__generated__/resolvers-types.ts`;

/**
 * Each GraphQL type's mapper, found by convention rather than listed here: a module's
 * `<domain>.mappers.ts` exports `<Type>Model` for the GraphQL type `<Type>` it resolves.
 */
function moduleMappers(dir = MODULES_DIR): Record<string, string> {
  const mappers: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(mappers, moduleMappers(path));
    else if (entry.name.endsWith('.mappers.ts')) {
      const from = relative(`${MODULES_DIR}/__generated__`, path).replace(/\.ts$/, '.js');
      for (const [, type] of readFileSync(path, 'utf8').matchAll(/^export (?:type|interface) (\w+)Model\b/gm))
        mappers[type] = `${from}#${type}Model`;
    }
  }
  return mappers;
}

const scalars = {
  DateTime: { input: 'string', output: 'string | Date' },
  LocalDate: 'string',
  EmailAddress: 'string',
  URL: 'string',
  JSON: 'unknown',
};
const clientScalars = {
  DateTime: 'string',
  LocalDate: 'string',
  EmailAddress: 'string',
  URL: 'string',
  JSON: 'unknown',
};

const config: CodegenConfig = {
  schema: 'schema/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    [RESOLVER_TYPES]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../kit/context.js#Context',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        enumValues: {
          UserStatus: '../core/user/user.mappers.js#UserStatusValue',
          TaskType: '../apps/tasks/tasks.mappers.js#TaskTypeValue',
          CountryNameLanguage: '../apps/contacts/countries.js#CountryLanguage',
          InventoryProductSort: '../apps/ecommerce/ecommerce.mappers.js#InventorySortField',
        },
        mappers: moduleMappers(),
      },
    },
    'web/src/__generated__/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        scalars: clientScalars,
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
    'tests/gateway/__generated__/': {
      preset: 'client',
      documents: ['tests/gateway/**/*.ts', '!tests/gateway/__generated__/**'],
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: clientScalars,
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
