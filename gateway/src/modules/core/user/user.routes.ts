import { Router } from 'express';
import type { Services } from '../../context.js';
import { scopeOf } from '../../lib/rest.js';
import { toUserDto } from './user.mappers.js';

export function userRoutes(services: Services): Router {
  const router = Router();
  router.get('/', (req, res) => void res.json(toUserDto(services.users.requireViewer(scopeOf(req).viewer))));
  router.patch('/', async (req, res) => {
    res.json(toUserDto(await services.users.updateMe(scopeOf(req).viewer, req.body?.user ?? {})));
  });
  return router;
}
