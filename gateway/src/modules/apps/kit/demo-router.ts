// A demo app's REST router: every path needs a signed-in caller (401 otherwise, before the
// body is looked at); no farm is involved.
import { Router } from 'express';
import { viewerOf } from '../../kit/rest.js';

export function demoRouter(): Router {
  const router = Router();
  router.use((req, _res, next) => {
    viewerOf(req);
    next();
  });
  return router;
}
