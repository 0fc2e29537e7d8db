// The public problem report (no account): GET /api/report/:token names the machine the link
// opens; POST /api/report/:token takes a report, as JSON or as multipart/form-data with an
// optional photo in the field `photo`, and answers 202 { received: true } whether the link
// exists or not (report-intake.ts says why and how).
import { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { photoUpload } from '../photos/photo-upload.js';

// The report's four text fields, each of at most a few thousand bytes of UTF-8.
const receive = photoUpload({ fields: 6, fieldSize: 10_000 });

export function reportRoutes(services: Services): Router {
  const router = Router();
  const { intake } = services.maintenanceRequests;

  router.get('/:token', async (req, res) => {
    // The answer names a machine from a secret link: no cache may keep it.
    res.setHeader('Cache-Control', 'no-store');
    res.json(await intake.machine(req.params.token, req.ip ?? ''));
  });

  router.post('/:token', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Before reading the body: a client over its budget does not get to send megabytes.
    await intake.admit(req.params.token, req.ip ?? '');
    const photo = await receive(req, res);
    await intake.submit(req.params.token, req.body, photo);
    res.status(202).json({ received: true });
  });
  return router;
}
