// A demo app's REST router: every path needs a signed-in caller (401 otherwise, before the
// body is looked at); no farm is involved.
import { Router } from 'express';
import { viewerOf } from '../../kit/rest.js';
import type { DemoTags } from './demo-tags.js';

export function demoRouter(): Router {
  const router = Router();
  router.use((req, _res, next) => {
    viewerOf(req);
    next();
  });
  return router;
}

/** GET tags, POST/PATCH/DELETE tag: an app's tag paths (DELETE answers true, known id or not). */
export function tagRoutes(router: Router, tags: DemoTags): void {
  router.get('/tags', async (req, res) => void res.json(await tags.list(viewerOf(req).id)));
  router.post('/tag', async (req, res) => void res.json(await tags.create(viewerOf(req).id, req.body)));
  router.patch('/tag', async (req, res) => void res.json(await tags.update(viewerOf(req).id, req.body)));
  router.delete('/tag', async (req, res) => {
    await tags.remove(viewerOf(req).id, req.query.id);
    res.json(true);
  });
}
