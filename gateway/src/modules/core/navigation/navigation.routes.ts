import { Router } from 'express';
import { viewerOf } from '../../kit/rest.js';
import { navigationFor } from './navigation.service.js';

export function navigationRoutes(): Router {
  const router = Router();
  router.get('/', (req, res) => void res.json(navigationFor(viewerOf(req))));
  return router;
}
