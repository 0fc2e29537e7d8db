// GET api/ui/icons/{set} (spec §7): the set's catalogue; an unknown set matches no path of the
// original, so it answers 404, as the original's mock layer.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { demoRouter } from '../kit/demo-router.js';

export function iconsRoutes({ iconsApp }: Services): Router {
  const router = demoRouter();
  router.get('/:set', (req, res) => {
    const answer = iconsApp.iconSet(req.params.set);
    if (answer) res.json(answer);
    else res.status(404).json({ message: 'NOT FOUND' });
  });
  return router;
}
