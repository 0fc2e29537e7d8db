import { Router } from 'express';
import type { Services } from '../../context.js';
import { scopeOf } from '../../lib/rest.js';
import { navigationFor } from './navigation.service.js';

export function navigationRoutes(services: Services): Router {
  const router = Router();
  router.get('/', (req, res) => void res.json(navigationFor(services.users.requireViewer(scopeOf(req).viewer))));
  return router;
}
