// Apollo Server with the protections the issue asks for: GraphQL Armor limits (depth,
// aliases, cost, tokens, directives), no batching, CSRF prevention, masked internals and,
// in production, no field suggestions and no Sandbox. Repeated operations run compiled.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import type { Config } from '../config.js';
import type { Context } from '../context.js';
import { AppError } from '../lib/errors.js';
import { compiledExecution } from './compiled-execution.js';
import { buildSchema } from './schema.js';

/** Codes whose messages are meant for the client (Apollo's own request errors). */
const PUBLIC_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * Our error, however it was wrapped: resolver errors carry it as originalError (graphql-js
 * and graphql-jit alike) and Apollo may wrap those again, so the chain is followed rather
 * than one instanceof.
 */
function findAppError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let hops = 0; current && hops < 5; hops++) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}

export function createApolloServer(config: Config, log: (line: string) => void): ApolloServer<Context> {
  const production = config.nodeEnv === 'production';
  const armor = new ApolloArmor({
    // Depth counts fields: a fragment spread is how clients share a selection, not a level.
    maxDepth: { n: 6, flattenFragments: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    // Armor's token limit throws from a plugin hook, which Apollo answers with HTTP 500;
    // graphql-js enforces the same limit while parsing (below) and Apollo answers 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  const landingPage: ApolloServerPlugin = production
    ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
    : ApolloServerPluginLandingPageLocalDefault({ footer: false, embed: true });

  return new ApolloServer<Context>({
    gateway: compiledExecution(buildSchema()),
    introspection: config.introspection,
    csrfPrevention: true,
    parseOptions: { maxTokens: 1000 },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    // No HTTP caching of the graph (answers depend on the token and farm), so Apollo's
    // default cache-control plugin would only wrap every field resolver for nothing.
    plugins: [...armor.plugins, landingPage, ApolloServerPluginCacheControlDisabled()],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const appError = findAppError(error);
      if (appError) return { message: appError.message, extensions: { ...formatted.extensions, code: appError.code } };
      if (PUBLIC_CODES.has(String(formatted.extensions?.code))) return formatted;
      const original = unwrapResolverError(error);
      log(`unexpected GraphQL error: ${original instanceof Error ? original.stack : String(original)}`);
      return {
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    },
  });
}
