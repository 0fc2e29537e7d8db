// The spec's REST paths of the mailbox app (api/apps/mailbox/…), over the mailbox service.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { demoRouter } from '../kit/demo-router.js';

export function mailboxRoutes({ mailboxApp }: Services): Router {
  const router = demoRouter();
  router.get('/settings', async (req, res) => void res.json(await mailboxApp.settings(viewerOf(req))));
  router.patch(
    '/settings',
    async (req, res) => void res.json(await mailboxApp.updateSettings(viewerOf(req), req.body)),
  );
  router.get('/folders', async (req, res) => void res.json(await mailboxApp.folders(viewerOf(req))));
  router.get('/filters', (req, res) => {
    viewerOf(req);
    res.json(mailboxApp.filters());
  });
  router.get('/labels', async (req, res) => void res.json(await mailboxApp.labels.list(viewerOf(req).id)));
  router.post('/label', async (req, res) => void res.json(await mailboxApp.labels.create(viewerOf(req).id, req.body)));
  router.patch('/label', async (req, res) => void res.json(await mailboxApp.labels.update(viewerOf(req).id, req.body)));
  router.delete('/label', async (req, res) => {
    await mailboxApp.labels.remove(viewerOf(req).id, req.query.id);
    res.json(true);
  });
  router.get('/mails', async (req, res) => void res.json(await mailboxApp.list(viewerOf(req), req.query)));
  router.get('/mail', async (req, res) => void res.json(await mailboxApp.mail(viewerOf(req), req.query.id)));
  router.patch('/mail', async (req, res) => void res.json(await mailboxApp.update(viewerOf(req), req.body)));
  return router;
}
