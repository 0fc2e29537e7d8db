// The spec's REST paths of the academy app (api/apps/academy…), over the academy service.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { demoRouter } from '../kit/demo-router.js';

export function academyRoutes({ academyApp }: Services): Router {
  const router = demoRouter();
  router.get('/categories', (_req, res) => void res.json(academyApp.categories()));
  router.get('/courses', async (req, res) => void res.json(await academyApp.courses(viewerOf(req))));
  router.get('/courses/course', async (req, res) =>
    res.json(await academyApp.detailFromQuery(viewerOf(req), req.query)),
  );
  router.patch('/courses/course', async (req, res) =>
    res.json(await academyApp.setProgressFromBody(viewerOf(req), req.body)),
  );
  return router;
}
