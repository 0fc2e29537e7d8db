import { Router } from 'express';
import type { ShortcutRow } from '../../../db/schema.js';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { toShortcutDto } from './shortcut.mappers.js';

/** An unknown id answers 200 with a null body; a delete answers the deleted shortcut (contract §3.1). */
const orNull = (row: ShortcutRow | null) => (row ? toShortcutDto(row) : null);

export function shortcutRoutes(services: Services): Router {
  const router = Router();
  const { shortcuts } = services;
  router.get('/', async (req, res) => void res.json((await shortcuts.list(viewerOf(req))).map(toShortcutDto)));
  router.post(
    '/',
    async (req, res) => void res.json(toShortcutDto(await shortcuts.create(viewerOf(req), req.body?.shortcut ?? {}))),
  );
  router.patch(
    '/',
    async (req, res) =>
      void res.json(orNull(await shortcuts.update(viewerOf(req), req.body?.id, req.body?.shortcut ?? {}))),
  );
  router.delete('/', async (req, res) => void res.json(orNull(await shortcuts.remove(viewerOf(req), req.query.id))));
  return router;
}
