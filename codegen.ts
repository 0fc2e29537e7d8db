// One codegen entry: resolver types for the gateway, typed documents for the web client
// and for the gateway test suite. `npm run codegen:check` fails CI when output is stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

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
    'gateway/src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../../context.js#Context',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        enumValues: {
          UserStatus: '../../modules/user/user.mappers.js#UserStatusValue',
        },
        mappers: {
          User: '../../modules/user/user.mappers.js#UserModel',
          Farm: '../../db/schema.js#FarmRow',
          Notification: '../../db/schema.js#FeedItemRow',
          Message: '../../db/schema.js#FeedItemRow',
          Shortcut: '../../db/schema.js#ShortcutRow',
          Equipment: '../../db/schema.js#EquipmentRow',
          SparePart: '../../db/schema.js#SparePartRow',
          SparePartConnection: '../../modules/inventory/inventory.service.js#SparePartConnectionModel',
        },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
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
