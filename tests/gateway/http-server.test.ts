// The HTTP server makes requests and answers with Express's prototypes, so Express's own
// Object.setPrototypeOf calls change nothing (lib/http-server.ts: the change kept much of each
// request alive through young-generation collections). Through the real gateway: no request or
// answer changes prototype on the graph, on a REST route or on the web app, and dynamic answers
// carry no hashed ETag while a photo keeps its own.
import { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, signIn } from './support/fixtures.js';
import { gqlRaw, rest, startTestGateway, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = (await signIn(gateway, ACCOUNTS.admin)).token;
});
afterAll(async () => {
  await gateway?.stop();
});

/** The prototype changes made to requests and answers while `run` goes on (the gateway runs in this process). */
async function prototypeChangesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const changes: string[] = [];
  const original = Object.setPrototypeOf;
  Object.setPrototypeOf = (target: object, prototype: object | null) => {
    const http = target instanceof IncomingMessage || target instanceof ServerResponse;
    if (http && Object.getPrototypeOf(target) !== prototype) changes.push(target.constructor.name);
    return original(target, prototype);
  };
  try {
    await run();
  } finally {
    Object.setPrototypeOf = original;
  }
  return changes;
}

describe('requests and answers keep the prototypes they were made with', () => {
  it('on the graph, a REST route and the web app', async () => {
    const changes = await prototypeChangesDuring(async () => {
      const graph = await gqlRaw(gateway, '{ me { id } }', undefined, { token });
      expect(graph.status).toBe(200);
      expect((await rest(gateway, 'GET', '/api/common/navigation', undefined, { token })).status).toBe(200);
      expect((await rest(gateway, 'GET', '/api/no-such-route', undefined, { token })).status).toBe(404);
      expect([200, 503]).toContain((await fetch(`${gateway.url}/equipment`)).status);
    });
    expect(changes).toEqual([]);
  });
});

describe('answers made per request carry no hashed ETag', () => {
  it('on the graph and on a REST route', async () => {
    const graph = await gqlRaw(gateway, '{ me { id } }', undefined, { token });
    expect(graph.headers.get('etag')).toBeNull();
    const navigation = await rest(gateway, 'GET', '/api/common/navigation', undefined, { token });
    expect(navigation.status).toBe(200);
    expect(navigation.headers.get('etag')).toBeNull();
  });
});
