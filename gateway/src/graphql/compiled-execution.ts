// Runs operations that clients send again and again (every list page, every poll) as code
// compiled by graphql-jit: graphql-js walks the document for each of a page's ~250 fields,
// which was the largest cost of a list request that a library could take off. Apollo Server
// has one way to plug in an executor, its gateway interface, used here with our own schema.
// A document is compiled on its second use: compiling costs more than one execution, so a
// stream of one-off documents stays on graphql-js. graphql-jit (with the JSON schema compiler
// it brings, ~55 ms to load) is loaded on the first compilation, not at start.
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getVariableValues,
  GraphQLError,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/** Uses of a document (per operation name) before it is compiled. */
const COMPILE_ON_USE = 2;

/**
 * Documents followed at once, and their estimated memory: a compiled list query was measured
 * at ~110 bytes (code, closures and the parsed document) per character of its source.
 */
const KEPT_DOCUMENTS = 1_000;
const KEPT_BYTES = 64 * 1024 * 1024;
const BYTES_PER_SOURCE_CHARACTER = 110;

/** Uses so far, the compiled operation, or null when graphql-jit could not compile it. */
type Seen = number | CompiledQuery | null;

/** graphql-jit's compiler; a test passes a counting one to see when compilation happens. */
export type Compile = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string,
) => Promise<CompiledQuery | ExecutionResult>;

const loadJit = () => import('graphql-jit');
const compileWithJit: Compile = async (schema, document, operationName) =>
  (await loadJit()).compileQuery(schema, document, operationName);

/**
 * graphql-jit answers with error objects of its own: their message cannot be changed, and
 * `extensions` is missing unless the thrown error had some, which Apollo reads unguarded (a
 * fault became a bare 500-style answer without its path). Errors leave as graphql-js makes
 * them, with the same message, locations, path, extensions and original error.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? (error.originalError as GraphQLError | undefined)?.extensions,
  });
  return Object.assign(copy, { locations: error.locations });
}

/**
 * Errors that stop an operation before it runs come from its variables: the client's, so
 * BAD_USER_INPUT (HTTP 400). Apollo tags most of them itself, but not graphql-js's closing
 * "Too many errors processing variables", which has no node and became an internal error.
 */
function asInputErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error) =>
    error.extensions?.code
      ? error
      : new GraphQLError(error.message, {
          nodes: error.nodes,
          originalError: error.originalError ?? undefined,
          extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
        }),
  );
}

/** What graphql-js's execute() stops at (then "Too many errors…"); called alone it has no limit. */
const GRAPHQL_JS_MAX_VARIABLE_ERRORS = 50;

export function compiledExecution(schema: GraphQLSchema, compile: Compile = compileWithJit): GatewayInterface {
  // Keyed by Apollo's cached document; bounded, since a stream of documents each sent twice
  // would otherwise keep compiled code for every one of them.
  const seen = new LRUCache<DocumentNode, Map<string, Seen>>({
    max: KEPT_DOCUMENTS,
    maxSize: KEPT_BYTES,
    sizeCalculation: (_operations, document) => (document.loc?.end ?? 1_000) * BYTES_PER_SOURCE_CHARACTER,
  });

  /** The compiled operation, or null to keep it on graphql-js (also if the compiler fails). */
  const compiledOrNull = async (document: DocumentNode, operationName: string | null, warn: (line: string) => void) => {
    try {
      const compiled = await compile(schema, document, operationName ?? undefined);
      return (await loadJit()).isCompiledQuery(compiled) ? compiled : null;
    } catch (error) {
      warn(`graphql-jit could not compile ${operationName ?? 'an operation'}; it runs on graphql-js: ${String(error)}`);
      return null;
    }
  };

  const executor: GatewayExecutor = async ({ document, operationName, operation, context, request, logger }) => {
    const variableValues = request.variables ?? {};
    const interpreted = async () => {
      const result = (await execute({
        schema,
        document,
        operationName,
        contextValue: context,
        variableValues,
      })) as ExecutionResult;
      return result.data === undefined && result.errors ? { errors: asInputErrors(result.errors) } : result;
    };

    let byOperation = seen.get(document);
    if (!byOperation) seen.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    const stored = byOperation.get(key);
    let entry = stored === undefined ? 0 : stored;
    if (typeof entry === 'number') {
      entry += 1;
      if (entry >= COMPILE_ON_USE) entry = await compiledOrNull(document, operationName, (line) => logger.warn(line));
      byOperation.set(key, entry);
    }
    if (entry === null || typeof entry === 'number') return interpreted();

    const result = await entry.query(undefined, context, variableValues);
    // graphql-jit coerces variables its own way, with other messages. Rejected variables are
    // answered as graphql-js answers them (Apollo makes those a 400 BAD_USER_INPUT).
    if (result.data === undefined && result.errors) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues, {
        maxErrors: GRAPHQL_JS_MAX_VARIABLE_ERRORS,
      });
      return coerced.errors ? { errors: asInputErrors(coerced.errors) } : interpreted();
    }
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}
