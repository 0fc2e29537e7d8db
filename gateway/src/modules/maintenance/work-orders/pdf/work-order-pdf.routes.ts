// GET /api/work-orders/<id>.pdf[?lang=en|fr|ar]: one work order as a PDF, for whoever may
// read the order (a member of its farm, or an admin): 404 for no such order, 403 for another
// farm's, as the graph's workOrder refuses. The language is `lang`, else Accept-Language's.
import { Router } from 'express';
import { z } from 'zod';
import { notFound } from '../../../../lib/errors.js';
import { LANGUAGES, languageOf } from '../../../../lib/i18n.js';
import { sendPdf } from '../../../../lib/pdf/pdf-response.js';
import { parseInput } from '../../../../lib/validation.js';
import type { Services } from '../../../kit/context.js';
import { viewerOf } from '../../../kit/rest.js';
import { workOrderPdf } from './work-order-pdf.js';
import { workOrderRecord } from './work-order-record.js';

const QuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

export function workOrderPdfRoutes(services: Services): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const user = viewerOf(req);
    const [, id] = /^(.{1,60})\.pdf$/.exec(req.params.file) ?? [];
    if (!id) throw notFound('Work order');
    const record = await workOrderRecord(services, user, id);
    const { lang } = parseInput(QuerySchema, req.query);
    const { fileName, spec } = workOrderPdf(record, languageOf(lang, req.get('accept-language')));
    await sendPdf(res, fileName, spec);
  });
  return router;
}
