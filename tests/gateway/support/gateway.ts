// One real gateway per test file: a fresh embedded PGlite directory, or, when DATABASE_URL
// is set (CI's second pass), a fresh uniquely named database on that PostgreSQL server.
// Plus small clients for the REST routes and for typed GraphQL operations.
//
// The suite runs twice in `npm test`: as the `gateway` project (NODE_ENV test) and as the
// `gateway-production` project, where every gateway runs in production mode and every
// GraphQL document that is refused is sent three times, its answer held the same each time:
// production hides suggestions and masks internals, and a document is compiled (graphql-jit)
// from its second use, so a refusal must survive both.
import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { desc, eq } from 'drizzle-orm';
import { print, type GraphQLFormattedError } from 'graphql';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { startGateway, type GatewayOptions } from '../../../gateway/src/app.js';
import type { Config } from '../../../gateway/src/config.js';
import type { Database } from '../../../gateway/src/db/client.js';
import { outbox } from '../../../gateway/src/db/schema.js';
import { scratchDir } from './scratch-dir.js';

/** Which run this is: `production` in the gateway-production project (vitest.config.ts). */
export const SUITE_MODE: 'production' | 'test' =
  process.env.FARMMAINT_SUITE_MODE === 'production' ? 'production' : 'test';

export interface TestGatewayOptions {
  config?: Partial<Config>;
  /** Receives the gateway's log lines (silent by default). */
  log?: (line: string) => void;
}

export interface TestGateway {
  url: string;
  /** The secret the server signs tokens with (the test can forge tokens with it). */
  jwtSecret: string;
  /** The gateway's own database handle, for changes made behind its services' back. */
  database: Database;
  /** Set when the database is on a PostgreSQL server (another gateway may share it). */
  databaseUrl?: string;
  stop(): Promise<void>;
  /** Stops this gateway and starts a new one on the same database (same secret, new port). */
  restart(): Promise<TestGateway>;
}

/** Where a gateway answers: all a client needs (a TestGateway or a second running gateway). */
export type GatewayAddress = Pick<TestGateway, 'url'>;

export function randomSecret(): string {
  return randomBytes(36).toString('base64url'); // 48 characters
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withAdminClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts a gateway on a random port with a fresh database, a copy of the seeded template
 * (support/template.ts); `stop` removes that database.
 */
export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const jwtSecret = options.config?.jwtSecret ?? randomSecret();
  const config: Partial<Config> = {
    nodeEnv: SUITE_MODE,
    authRateLimitPoints: 1000,
    authFreeFailures: 1000,
    host: '127.0.0.1',
    // Background jobs would write while a test compares before and after; tests run them.
    jobsEverySeconds: 0,
    ...options.config,
    jwtSecret,
  };
  const serverUrl = process.env.DATABASE_URL;

  if (serverUrl) {
    const name = `farmmaint_t_${randomBytes(6).toString('hex')}`;
    const template = inject('databaseTemplate');
    const from = 'databaseName' in template ? ` TEMPLATE ${quoteIdent(template.databaseName)}` : '';
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}${from}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const drop = () =>
      withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    return startCleaningUp(
      { port: 0, databaseUrl: url.toString(), seed: 'never', config, log: options.log },
      jwtSecret,
      drop,
    );
  }

  const dataDir = scratchDir('farmmaint-test-');
  const remove = () => rm(dataDir, { recursive: true, force: true });
  const template = inject('databaseTemplate');
  if ('dataDir' in template) await cp(template.dataDir, dataDir, { recursive: true });
  return startCleaningUp({ port: 0, dataDir, seed: 'auto', config, log: options.log }, jwtSecret, remove);
}

// ---------------------------------------------------------------------------------------
// REST

/** A decoded JSON answer whose shape the test asserts (see the test rule in eslint.config.js). */
export type Json = any;

export interface HttpResult<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  farmId?: string;
  headers?: Record<string, string>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function buildHeaders(options: RequestOptions, json: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (json) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.farmId !== undefined) headers['x-farm-id'] = options.farmId;
  return { ...headers, ...options.headers };
}

/** A JSON request to the gateway; `path` starts with `/`. */
export async function rest<T = Json>(
  gateway: GatewayAddress,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
  const response = await fetch(gateway.url + path, {
    method,
    headers: buildHeaders(options, body !== undefined),
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await readBody(response)) as T, headers: response.headers };
}

// ---------------------------------------------------------------------------------------
// GraphQL

export interface GraphQLBody<TData> {
  data?: TData | null;
  errors?: GraphQLFormattedError[];
}

/** Runs a typed operation (written with `graphql()` from `__generated__`). */
export async function gql<TData, TVariables>(
  gateway: GatewayAddress,
  document: TypedDocumentNode<TData, TVariables>,
  ...rest: TVariables extends Record<string, never>
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions]
): Promise<HttpResult<GraphQLBody<TData>>> {
  const [variables, options] = rest;
  return gqlRaw<TData>(
    gateway,
    print(document),
    (variables ?? undefined) as Record<string, unknown> | undefined,
    options,
  );
}

/** What a refusal must keep on every use of its document. */
function refusalShape({ status, body }: HttpResult<GraphQLBody<unknown>>) {
  const errors = body?.errors?.map((error) => ({ code: error.extensions?.code, path: error.path }));
  return { status, data: body?.data, errors };
}

/** Runs a GraphQL document given as text (for shapes codegen must not see: limits, invalid fields). */
export async function gqlRaw<TData = Json>(
  gateway: GatewayAddress,
  query: string,
  variables?: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<HttpResult<GraphQLBody<TData>>> {
  const send = async (): Promise<HttpResult<GraphQLBody<TData>>> => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: buildHeaders(options, true),
      body: JSON.stringify(variables ? { query, variables } : { query }),
    });
    return {
      status: response.status,
      body: (await readBody(response)) as GraphQLBody<TData>,
      headers: response.headers,
    };
  };
  const first = await send();
  // A refusal changes nothing, so sending it again is safe; it must keep its status, its
  // data and its codes (a message may name a value that a concurrent write has moved).
  if (SUITE_MODE === 'production' && (first.status !== 200 || first.body?.errors)) {
    for (const use of [2, 3]) {
      const again = await send();
      expect(refusalShape(again), `use ${use} of a refused document`).toEqual(refusalShape(first));
    }
  }
  return first;
}

/** The code of the first GraphQL error, if any. */
export function errorCode(body: GraphQLBody<unknown> | undefined): unknown {
  return body?.errors?.[0]?.extensions?.code;
}

/** Starts a gateway whose stop() also runs `cleanUp` (which also runs if the start fails). */
async function startCleaningUp(
  options: GatewayOptions,
  jwtSecret: string,
  cleanUp: () => Promise<unknown>,
): Promise<TestGateway> {
  let running;
  try {
    running = await startGateway({ ...options, log: options.log ?? (() => {}) });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const gateway = running;
  return {
    url: gateway.url,
    jwtSecret,
    database: gateway.database,
    databaseUrl: gateway.config.databaseUrl,
    stop: async () => {
      await gateway.stop();
      await cleanUp();
    },
    restart: async () => {
      await gateway.stop();
      return startCleaningUp({ ...options, seed: 'never' }, jwtSecret, cleanUp);
    },
  };
}

/**
 * Reads until `read` answers `expected` or `timeoutMs` has passed, and returns the last
 * answer: for effects that arrive asynchronously, such as a database notification.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

export interface OutboxMail {
  toEmail: string;
  subject: string;
  body: string;
  createdAt: Date;
}

/** The mail the server "sent" to `email`, newest first, read from the gateway's own database. */
export function outboxOf(gateway: TestGateway, email: string): Promise<OutboxMail[]> {
  return gateway.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toEmail, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt));
}
