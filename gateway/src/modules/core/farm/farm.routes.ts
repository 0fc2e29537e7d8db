import { Router } from 'express';
import type { Services } from '../../context.js';
import { scopeOf } from '../../lib/rest.js';
import { toFarmDto } from './farm.service.js';

export function farmRoutes(services: Services): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const farms = await services.farms.list(services.users.requireViewer(scopeOf(req).viewer));
    res.json(farms.map(toFarmDto));
  });
  router.get('/:id', async (req, res) => {
    res.json(toFarmDto(await services.farms.get(services.users.requireViewer(scopeOf(req).viewer), req.params.id)));
  });
  return router;
}
