// GET /api/reports/<name>.csv|.pdf?farmId=…&from=…&to=…[&equipmentId=…][&category=…][&top=…]
// [&first=…][&lang=en|fr|ar]: one report as a CSV or PDF file, through the same service (and
// checks) as the graph's `reports`. The farm may also be named by the X-Farm-Id header, the
// PDF's language by Accept-Language. Refusals keep the REST error bodies.
import { Router } from 'express';
import { badInput } from '../../../lib/errors.js';
import { languageOf } from '../../../lib/i18n.js';
import { sendPdf } from '../../../lib/pdf/pdf-response.js';
import type { Services } from '../../kit/context.js';
import { scopeOf, viewerOf } from '../../kit/rest.js';
import { reportCsv, reportRows } from './report-file.js';
import { reportPdf } from './report-pdf.js';

export function reportRoutes(services: Services): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const user = viewerOf(req);
    const { farmId: named, ...query } = req.query;
    const farmId = named === undefined ? scopeOf(req).farmId : named;
    if (typeof farmId !== 'string' || !farmId)
      throw badInput('farmId: name the farm in the query string (?farmId=…) or the X-Farm-Id header');
    const file = await reportRows(services.reports, user, farmId, req.params.file, query);
    if (file.format === 'pdf') {
      const { fileName, spec } = await reportPdf(
        file,
        services,
        user,
        languageOf(file.lang, req.get('accept-language')),
      );
      return sendPdf(res, fileName, spec);
    }
    const { fileName, text } = reportCsv(file);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(text);
  });
  return router;
}
