// The spec's REST paths for notifications and messages (contract §3.1): one router shape,
// mounted twice.
import { Router } from 'express';
import type { Services } from '../../kit/context.js';
import type { FeedItemRow, FeedKind } from '../../../db/schema.js';
import { scopeOf, viewerOf } from '../../kit/rest.js';
import { toFeedDto } from './feed.mappers.js';

/** An unknown id answers 200 with a null body (contract §3.1). */
const orNull = (row: FeedItemRow | null) => (row ? toFeedDto(row) : null);

export function feedRoutes(services: Services, kind: FeedKind): Router {
  const router = Router();
  const body = kind === 'notification' ? 'notification' : 'message';
  const { feed } = services;

  router.get(
    '/',
    async (req, res) => void res.json((await feed.list(viewerOf(req), kind, scopeOf(req).farmId)).map(toFeedDto)),
  );
  router.post(
    '/',
    async (req, res) => void res.json(toFeedDto(await feed.create(viewerOf(req), kind, req.body?.[body] ?? {}))),
  );
  router.patch(
    '/',
    async (req, res) =>
      void res.json(orNull(await feed.update(viewerOf(req), kind, req.body?.id, req.body?.[body] ?? {}))),
  );
  router.delete('/', async (req, res) => void res.json(orNull(await feed.remove(viewerOf(req), kind, req.query.id))));
  router.get(
    '/mark-all-as-read',
    async (req, res) => void res.json(await feed.markAllRead(viewerOf(req), kind, scopeOf(req).farmId)),
  );
  // Sets `read` to the value sent ({message: {id, read}}), as the contract's clients expect.
  router.post(
    '/toggle-read-status',
    async (req, res) => void res.json(orNull(await feed.setRead(viewerOf(req), kind, req.body?.[body]))),
  );
  return router;
}
