// The spec's REST path of the file manager (GET api/apps/file-manager?folderId=).
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { demoRouter } from '../kit/demo-router.js';

export function fileManagerRoutes({ fileManagerApp }: Services): Router {
  const router = demoRouter();
  router.get('/', async (req, res) => void res.json(await fileManagerApp.folder(viewerOf(req), req.query.folderId)));
  return router;
}
