// The executable schema: the SDL files under schema/ plus every module's resolver map.
import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
import { mergeResolvers, mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver, EmailAddressResolver, JSONResolver, LocalDateResolver, URLResolver } from 'graphql-scalars';
import { authResolvers } from '../modules/auth/auth.resolvers.js';
import { equipmentResolvers } from '../modules/equipment/equipment.resolvers.js';
import { farmResolvers } from '../modules/farm/farm.resolvers.js';
import { feedResolvers } from '../modules/feed/feed.resolvers.js';
import { inventoryResolvers } from '../modules/inventory/inventory.resolvers.js';
import { navigationResolvers } from '../modules/navigation/navigation.resolvers.js';
import { shortcutResolvers } from '../modules/shortcut/shortcut.resolvers.js';
import { userResolvers } from '../modules/user/user.resolvers.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

const rootResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  LocalDate: LocalDateResolver,
  EmailAddress: EmailAddressResolver,
  URL: URLResolver,
  JSON: JSONResolver,
  Query: { health: () => true },
  Mutation: { noop: () => null },
};

export function buildSchema() {
  const typeDefs = mergeTypeDefs(loadFilesSync(SCHEMA_DIR, { extensions: ['graphql'], recursive: true }));
  const resolvers = mergeResolvers([
    rootResolvers,
    authResolvers,
    userResolvers,
    farmResolvers,
    navigationResolvers,
    feedResolvers,
    shortcutResolvers,
    equipmentResolvers,
    inventoryResolvers,
  ] as never[]);
  return makeExecutableSchema({ typeDefs, resolvers });
}
