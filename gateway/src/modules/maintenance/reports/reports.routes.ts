// GET /api/reports/<name>.csv?farmId=…&from=…&to=…[&equipmentId=…][&category=…][&top=…][&first=…]:
// one report as a CSV file, through the same service (and checks) as the graph's `reports`.
// The farm may also be named by the X-Farm-Id header. Refusals keep the REST error bodies.
import { Router } from 'express';
import { badInput } from '../../../lib/errors.js';
import type { Services } from '../../kit/context.js';
import { scopeOf, viewerOf } from '../../kit/rest.js';
import { reportFile } from './report-file.js';

export function reportRoutes(services: Services): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const user = viewerOf(req);
    const { farmId: named, ...query } = req.query;
    const farmId = named === undefined ? scopeOf(req).farmId : named;
    if (typeof farmId !== 'string' || !farmId)
      throw badInput('farmId: name the farm in the query string (?farmId=…) or the X-Farm-Id header');
    const { fileName, text } = await reportFile(services.reports, user, farmId, req.params.file, query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(text);
  });
  return router;
}
