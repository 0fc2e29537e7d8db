import { Router } from 'express';
import { scopeOf, viewerOf } from '../../kit/rest.js';
import { navigationFor } from './navigation.service.js';

export function navigationRoutes(): Router {
  const router = Router();
  router.get('/', (req, res) => void res.json(navigationFor(viewerOf(req), scopeOf(req).farmId)));
  return router;
}
