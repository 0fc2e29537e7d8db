// Apollo Server with the protections the issue asks for: GraphQL Armor limits (depth,
// aliases, cost, tokens, directives), no batching, CSRF prevention, masked internals and,
// in production, no suggestions and no Sandbox. Repeated operations run compiled.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { DocumentNode, GraphQLFormattedError } from 'graphql';
import type { Config } from '../config.js';
import type { Context } from '../modules/kit/context.js';
import { refusalOf, reportFault, withoutSuggestions } from '../lib/faults.js';
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
 * The request each error met in the graph was made by, for formatError, which Apollo calls
 * without the request's context: noted when the request meets its errors, or, for a context
 * that could not be made, by the context function (noteRequestOf).
 */
const requestOfError = new WeakMap<object, string | undefined>();

/** Notes that `error` was met by the request `requestId`; gives the error back. */
export function noteRequestOf(error: unknown, requestId: string | undefined): unknown {
  if (error && typeof error === 'object') requestOfError.set(error, requestId);
  return error;
}

/** The request `error` was met by, through Apollo's wrapping of a context's failure. */
function requestOf(error: unknown): string | undefined {
  let current = error;
  for (let hops = 0; current && typeof current === 'object' && hops < 3; hops++) {
    if (requestOfError.has(current)) return requestOfError.get(current);
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}

const errorsNoteTheirRequest: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) noteRequestOf(error, contextValue.requestId);
      },
    };
  },
};

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
    // Armor hides suggestions by rewriting each error's message in place, which throws on
    // graphql-jit's errors (HTTP 500) and misses enum suggestions; formatError hides them.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const landingPage: ApolloServerPlugin = production
    ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
    : ApolloServerPluginLandingPageLocalDefault({ footer: false, embed: true });

  return new ApolloServer<Context>({
    gateway: compiledExecution(buildSchema()),
    // Parsed and validated documents, by their text: Apollo's default store, with a count
    // bound added to its byte bound (it sizes a document by its JSON).
    documentStore: new InMemoryLRUCache<DocumentNode>({ max: 2_000, maxSize: 30 * 1024 * 1024 }),
    introspection: config.introspection,
    csrfPrevention: true,
    parseOptions: { maxTokens: 1000 },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    // No HTTP caching of the graph (answers depend on the token and farm), so Apollo's
    // default cache-control plugin would only wrap every field resolver for nothing.
    plugins: [...armor.plugins, landingPage, ApolloServerPluginCacheControlDisabled(), errorsNoteTheirRequest],
    // Builds a new answer for every error and never changes the error itself: graphql-jit's
    // errors cannot be changed, and a cached document answers with them from its second use.
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const requestId = requestOf(error);
      const refusal = refusalOf(error, log, requestId);
      if (refusal) {
        const { http: _status, ...extensions } = refusal.extensions;
        return { ...formatted, message: refusal.message, extensions: { ...extensions, code: refusal.code } };
      }
      if (PUBLIC_CODES.has(String(formatted.extensions?.code)))
        return production ? { ...formatted, message: withoutSuggestions(formatted.message) } : formatted;
      const { message } = reportFault(error, log, requestId);
      return { ...formatted, message, extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } };
    },
  });
}
