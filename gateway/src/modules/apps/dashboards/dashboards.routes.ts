// GET api/dashboards/{analytics|crypto|finance|project} and GET api/pages/activities (spec §7).
// Another dashboard name matches no path of the original: 404, as its mock layer.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { demoRouter } from '../kit/demo-router.js';

export function dashboardsRoutes({ dashboardsApp }: Services): Router {
  const router = demoRouter();
  router.get('/:name', (req, res) => {
    const dashboard = dashboardsApp.dashboard(req.params.name);
    if (dashboard) res.json(dashboard);
    else res.status(404).json({ message: 'NOT FOUND' });
  });
  return router;
}

export function activitiesRoutes({ dashboardsApp }: Services): Router {
  const router = demoRouter();
  router.get('/activities', (_req, res) => void res.json(dashboardsApp.activities()));
  return router;
}
