// graphql-eslint on the SDL contract (schema/) and on the operations written in web/src
// with graphql(`…`); both read the schema from schema/**/*.graphql, as codegen.ts does.
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

const graphQLConfig = { schema: 'schema/**/*.graphql', documents: 'web/src/**/*.{ts,tsx}' };
const base = {
  languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
  plugins: { '@graphql-eslint': graphqlPlugin },
};
const recommended = (name) => graphqlPlugin.configs[`flat/${name}-recommended`].rules;
const naming = (name) => recommended(name)['@graphql-eslint/naming-convention'][1];

export default [
  // Extracts each graphql(`…`) document as a virtual web/src/…/<file>/N_document.graphql.
  { files: ['web/src/**/*.{ts,tsx}'], processor: graphqlPlugin.processor },
  {
    files: ['schema/**/*.graphql'],
    ...base,
    rules: {
      ...recommended('schema'),
      '@graphql-eslint/naming-convention': [
        'error',
        {
          ...naming('schema'),
          // The spec's navigation item kinds travel in lower case (spec/core-shell.md).
          EnumValueDefinition: {
            style: 'UPPER_CASE',
            ignorePattern: '^(basic|aside|collapsable|group|divider|spacer)$',
          },
        },
      ],
      // One-line descriptions are "inline", longer ones """block""": both are fine.
      '@graphql-eslint/description-style': 'off',
      // Value types (PageInfo, City, connections, payloads) have no identity of their own.
      '@graphql-eslint/strict-id-in-types': 'off',
      // Scalars are declared with their graphql-scalars resolvers before a field uses them.
      '@graphql-eslint/no-unreachable-types': 'off',
    },
  },
  {
    files: ['web/src/**/*.graphql'],
    ...base,
    rules: {
      ...recommended('operations'),
      '@graphql-eslint/naming-convention': [
        'error',
        {
          ...naming('operations'),
          // DESIGN.md §5: a fragment is named after the component and prop that use it.
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$/ },
        },
      ],
    },
  },
];
