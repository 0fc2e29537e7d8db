// The executable schema: the SDL files under schema/ plus every module's resolver map.
import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
import { mergeResolvers, mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { MODULES } from '../modules/index.js';
import type { Resolvers } from '../modules/__generated__/resolvers-types.js';
import { SCALARS } from './scalars.js';

const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

const rootResolvers: Resolvers = {
  ...SCALARS,
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
