// The executable schema: the SDL files under schema/ plus every module's resolver map.
import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
import { GraphQLScalarType } from 'graphql';
import { mergeResolvers, mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver, EmailAddressResolver, JSONResolver, LocalDateResolver, URLResolver } from 'graphql-scalars';
import { MODULES } from '../modules/index.js';
import type { Resolvers } from '../modules/__generated__/resolvers-types.js';

const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * graphql-scalars' LocalDate, answering a date of the right shape as it is: answers come from
 * PostgreSQL `date` columns, always calendar dates, and the library's check (a Date built and
 * formatted again for each) was a visible share of a list page's CPU. Input, and any other
 * value, keeps the library's full check.
 */
const LocalDate = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  serialize: (value) =>
    typeof value === 'string' && DATE_SHAPE.test(value) ? value : LocalDateResolver.serialize(value),
});

const rootResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  LocalDate,
  EmailAddress: EmailAddressResolver,
  URL: URLResolver,
  JSON: JSONResolver,
  Query: { health: () => true },
  Mutation: { noop: () => null },
};

export function buildSchema() {
  const typeDefs = mergeTypeDefs(loadFilesSync(SCHEMA_DIR, { extensions: ['graphql'], recursive: true }));
  // Each module typed its map with the generated `Resolvers` where it wrote it.
  const modules = MODULES.flatMap((module) => (module.resolvers ? [module.resolvers as Resolvers] : []));
  const resolvers = mergeResolvers([rootResolvers, ...modules]);
  return makeExecutableSchema({ typeDefs, resolvers });
}
