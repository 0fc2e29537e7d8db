import { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { scopeOf, viewerOf } from '../../kit/rest.js';
import { toUserDto } from './user.mappers.js';

export function userRoutes(services: Services): Router {
  const router = Router();
  router.get('/', (req, res) => void res.json(toUserDto(viewerOf(req), scopeOf(req).farmId)));
  router.patch('/', async (req, res) => {
    res.json(toUserDto(await services.users.updateMe(viewerOf(req), req.body?.user ?? {}), scopeOf(req).farmId));
  });
  return router;
}
