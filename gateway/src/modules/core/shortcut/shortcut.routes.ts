import { Router } from 'express';
import type { Services } from '../../context.js';
import { scopeOf } from '../../lib/rest.js';
import { toShortcutDto } from './shortcut.service.js';

export function shortcutRoutes(services: Services): Router {
  const router = Router();
  const me = (req: Parameters<typeof scopeOf>[0]) => services.users.requireViewer(scopeOf(req).viewer);
  const { shortcuts } = services;
  router.get('/', async (req, res) => void res.json((await shortcuts.list(me(req))).map(toShortcutDto)));
  router.post(
    '/',
    async (req, res) => void res.json(toShortcutDto(await shortcuts.create(me(req), req.body?.shortcut ?? {}))),
  );
  router.patch(
    '/',
    async (req, res) =>
      void res.json(toShortcutDto(await shortcuts.update(me(req), req.body?.id, req.body?.shortcut ?? {}))),
  );
  router.delete('/', async (req, res) => void res.json(await shortcuts.remove(me(req), req.query.id)));
  return router;
}
