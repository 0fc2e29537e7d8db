// Every request gets an id, answered in X-Request-Id and kept for the rest of its handling
// (AsyncLocalStorage), so a fault's log line and the answer the user sees name the same
// request without threading the id through every call.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

const requests = new AsyncLocalStorage<string>();

/** Mounted after the body parser: its stream callbacks would run outside the request's store. */
export const assignRequestId: RequestHandler = (_req, res, next) => {
  const id = randomUUID();
  res.setHeader('X-Request-Id', id);
  requests.run(id, next);
};

export const currentRequestId = (): string | undefined => requests.getStore();
