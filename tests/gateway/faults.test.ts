// A true fault (here: a table the gateway needs has gone) is INTERNAL_SERVER_ERROR / 500 with
// no internals, and names the request id that its log line names. A database refusal caused
// by the input, should one slip past the services' validation, is BAD_USER_INPUT instead.
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputRefusalOf } from '../../gateway/src/lib/db-errors.js';
import { refusalOf } from '../../gateway/src/lib/faults.js';
import { ACCOUNTS, signIn } from './support/fixtures.js';
import { gql, rest, startTestGateway, type TestGateway } from './support/gateway.js';
import { FarmsQuery } from './support/operations.js';

describe('a true fault', () => {
  let gateway: TestGateway;
  let token: string;
  /** An account this gateway has not read yet: its first request reads it from the database. */
  let unread: string;
  const logged: string[] = [];
  beforeAll(async () => {
    gateway = await startTestGateway({ log: (line) => logged.push(line) });
    token = (await signIn(gateway, ACCOUNTS.manager)).token;
    unread = (await signIn(gateway, ACCOUNTS.tech)).token;
    // The manager's requests then find who is calling remembered: their faults are the resolvers'.
    expect((await gql(gateway, FarmsQuery, {}, { token })).body.errors).toBeUndefined();
    await gateway.database.exec('ALTER TABLE farms RENAME TO farms_elsewhere');
  });
  afterAll(async () => {
    await gateway?.database.exec('ALTER TABLE farms_elsewhere RENAME TO farms');
    await gateway?.stop();
  });

  it('GraphQL: INTERNAL_SERVER_ERROR with the request id of its log line, and no internals', async () => {
    const res = await gql(gateway, FarmsQuery, {}, { token });
    const [error] = res.body.errors ?? [];
    expect(error).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.extensions?.requestId).toBe(requestId);
    expect(JSON.stringify(res.body)).not.toMatch(/farms_elsewhere|relation|does not exist|at .*\.ts/);
    expect(logged.some((line) => line.includes(`fault [request ${requestId}]`) && /farms/.test(line))).toBe(true);
  });

  it('GraphQL: a fault while reading who is calling names its request as well (the context Apollo could not make)', async () => {
    await gateway.database.exec('ALTER TABLE users RENAME TO users_elsewhere');
    try {
      const res = await gql(gateway, FarmsQuery, {}, { token: unread });
      const [error] = res.body.errors ?? [];
      expect(error).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      const requestId = res.headers.get('x-request-id');
      expect(error.extensions?.requestId).toBe(requestId);
      expect(JSON.stringify(res.body)).not.toMatch(/users_elsewhere|relation|does not exist/);
      expect(logged.some((line) => line.includes(`fault [request ${requestId}]`) && /users/.test(line))).toBe(true);
    } finally {
      await gateway.database.exec('ALTER TABLE users_elsewhere RENAME TO users');
    }
  });

  it('REST: 500 with the request id of its log line, and no internals', async () => {
    const res = await rest(gateway, 'GET', '/api/farms', undefined, { token });
    expect(res.status).toBe(500);
    const requestId = res.headers.get('x-request-id');
    expect(res.body).toEqual({ message: 'Internal server error', requestId });
    expect(logged.some((line) => line.includes(`fault [request ${requestId}]`))).toBe(true);
  });

  it('every answer names its request, and no two requests share an id', async () => {
    const ids = new Set<string | null>();
    for (let n = 0; n < 3; n++)
      ids.add((await rest(gateway, 'GET', '/api/common/user', undefined, { token })).headers.get('x-request-id'));
    expect(ids.size).toBe(3);
    expect(ids.has(null)).toBe(false);
  });
});

describe('the database refusing the input', () => {
  const pgError = (code: string) => Object.assign(new Error(`pg says ${code}`), { code });
  const quiet = () => {};

  it.each([
    ['22003', 'numeric field overflow', /too large/],
    ['22007', 'invalid datetime format', /date or time/],
    ['22008', 'datetime field overflow', /date or time/],
    ['22P02', 'invalid text representation', /format/],
    ['23514', 'check violation', /not allowed/],
  ])('%s (%s) is BAD_USER_INPUT, however it is wrapped', (code, _name, message) => {
    const drizzle = Object.assign(new Error('Failed query'), { cause: pgError(code) });
    const resolverError = new GraphQLError('Failed query', { originalError: drizzle });
    for (const error of [pgError(code), drizzle, resolverError]) {
      const refusal = refusalOf(error, quiet);
      expect(refusal?.code).toBe('BAD_USER_INPUT');
      expect(refusal?.message).toMatch(message);
    }
  });

  it('anything else from the database stays a fault', () => {
    for (const code of ['42P01', '57P01', '08006', '40001']) expect(inputRefusalOf(pgError(code))).toBeUndefined();
    expect(refusalOf(new Error('boom'), quiet)).toBeUndefined();
  });
});
