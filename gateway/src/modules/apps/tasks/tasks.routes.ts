// The spec's REST paths of the tasks app (api/apps/tasks/…), over the tasks service.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { demoRouter, tagRoutes } from '../kit/demo-router.js';

export function tasksRoutes({ tasksApp }: Services): Router {
  const router = demoRouter();
  tagRoutes(router, tasksApp.tags);
  router.get('/all', async (req, res) => void res.json(await tasksApp.all(viewerOf(req))));
  router.get('/search', async (req, res) => void res.json(await tasksApp.search(viewerOf(req), req.query.query)));
  router.patch('/order', async (req, res) => void res.json(await tasksApp.reorder(viewerOf(req), req.body)));
  router.get('/task', async (req, res) => void res.json(await tasksApp.task(viewerOf(req), req.query.id)));
  router.post('/task', async (req, res) => void res.json(await tasksApp.create(viewerOf(req), req.body)));
  router.patch('/task', async (req, res) => void res.json(await tasksApp.update(viewerOf(req), req.body)));
  router.delete('/task', async (req, res) => {
    await tasksApp.remove(viewerOf(req), req.query.id);
    res.json(true);
  });
  return router;
}
