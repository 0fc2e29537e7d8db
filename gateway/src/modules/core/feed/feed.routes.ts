// The spec's REST paths for notifications and messages: one router shape, mounted twice.
import { Router } from 'express';
import type { Services } from '../../context.js';
import type { FeedKind } from '../../db/schema.js';
import { scopeOf } from '../../lib/rest.js';
import { toFeedDto } from './feed.service.js';

export function feedRoutes(services: Services, kind: FeedKind): Router {
  const router = Router();
  const body = kind === 'notification' ? 'notification' : 'message';
  const me = (req: Parameters<typeof scopeOf>[0]) => services.users.requireViewer(scopeOf(req).viewer);
  const { feed } = services;

  router.get(
    '/',
    async (req, res) => void res.json((await feed.list(me(req), kind, scopeOf(req).farmId)).map(toFeedDto)),
  );
  router.post(
    '/',
    async (req, res) => void res.json(toFeedDto(await feed.create(me(req), kind, req.body?.[body] ?? {}))),
  );
  router.patch(
    '/',
    async (req, res) =>
      void res.json(toFeedDto(await feed.update(me(req), kind, req.body?.id, req.body?.[body] ?? {}))),
  );
  router.delete('/', async (req, res) => void res.json(await feed.remove(me(req), kind, req.query.id)));
  router.get(
    '/mark-all-as-read',
    async (req, res) => void res.json(await feed.markAllRead(me(req), kind, scopeOf(req).farmId)),
  );
  router.post(
    '/toggle-read-status',
    async (req, res) => void res.json(toFeedDto(await feed.toggleRead(me(req), kind, req.body?.id))),
  );
  return router;
}
