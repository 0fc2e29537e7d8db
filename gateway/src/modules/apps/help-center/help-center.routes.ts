// The spec's REST paths of the help center (help-center/faqs, guides, guide), over its service.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { demoRouter } from '../kit/demo-router.js';

export function helpCenterRoutes({ helpCenterApp }: Services): Router {
  const router = demoRouter();
  router.get('/faqs', (req, res) => void res.json(helpCenterApp.faqs(req.query)));
  router.get('/guides', (req, res) => void res.json(helpCenterApp.guides(req.query)));
  router.get('/guide', (req, res) => void res.json(helpCenterApp.guide(req.query)));
  return router;
}
