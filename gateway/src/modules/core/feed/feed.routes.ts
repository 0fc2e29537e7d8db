// The spec's REST paths for notifications and messages: one router shape, mounted twice.
import { Router } from 'express';
import type { Services } from '../../kit/context.js';
import type { FeedKind } from '../../../db/schema.js';
import { scopeOf, viewerOf } from '../../kit/rest.js';
import { toFeedDto } from './feed.mappers.js';

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
      void res.json(toFeedDto(await feed.update(viewerOf(req), kind, req.body?.id, req.body?.[body] ?? {}))),
  );
  router.delete('/', async (req, res) => void res.json(await feed.remove(viewerOf(req), kind, req.query.id)));
  router.get(
    '/mark-all-as-read',
    async (req, res) => void res.json(await feed.markAllRead(viewerOf(req), kind, scopeOf(req).farmId)),
  );
  router.post(
    '/toggle-read-status',
    async (req, res) => void res.json(toFeedDto(await feed.toggleRead(viewerOf(req), kind, req.body?.id))),
  );
  return router;
}
