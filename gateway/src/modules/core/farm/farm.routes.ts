import { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { toFarmDto } from './farm.mappers.js';

export function farmRoutes(services: Services): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const farms = await services.farms.list(viewerOf(req));
    res.json(farms.map(toFarmDto));
  });
  router.get('/:id', async (req, res) => {
    res.json(toFarmDto(await services.farms.get(viewerOf(req), req.params.id)));
  });
  return router;
}
