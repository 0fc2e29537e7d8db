// The spec's REST paths of the scrumboard app (api/apps/scrumboard/…), over the scrumboard
// service. DELETEs answer true, known id or not. The original client creates labels with POST
// board/label (not mocked there): it answers as PUT does.
import type { Request, Response, Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { demoRouter } from '../kit/demo-router.js';

export function scrumboardRoutes({ scrumboardApp: app }: Services): Router {
  const router = demoRouter();
  router.get('/boards', async (req, res) => void res.json(await app.boards(viewerOf(req))));
  router.get('/board', async (req, res) => void res.json(await app.board(viewerOf(req), req.query.id)));

  router.post('/board/list', async (req, res) => void res.json(await app.createList(viewerOf(req), req.body)));
  router.patch('/board/list', async (req, res) => void res.json(await app.updateList(viewerOf(req), req.body)));
  router.delete('/board/list', async (req, res) => {
    await app.removeList(viewerOf(req), req.query.id);
    res.json(true);
  });
  router.patch('/board/lists', async (req, res) => void res.json(await app.updateLists(viewerOf(req), req.body)));

  router.put('/board/card', async (req, res) => void res.json(await app.cards.create(viewerOf(req), req.body)));
  router.patch('/board/card', async (req, res) => void res.json(await app.cards.update(viewerOf(req), req.body)));
  router.delete('/board/card', async (req, res) => {
    await app.cards.remove(viewerOf(req), req.query.id);
    res.json(true);
  });
  router.patch('/board/cards', async (req, res) => void res.json(await app.cards.updateMany(viewerOf(req), req.body)));
  router.patch(
    '/board/card/positions',
    async (req, res) => void res.json(await app.cards.setPositions(viewerOf(req), req.body)),
  );

  router.get('/board/labels', async (req, res) => void res.json(await app.labels(viewerOf(req), req.query.boardId)));
  const createLabel = async (req: Request, res: Response) =>
    void res.json(await app.createLabel(viewerOf(req), req.body));
  router.put('/board/label', createLabel);
  router.post('/board/label', createLabel);
  router.patch('/board/label', async (req, res) => void res.json(await app.updateLabel(viewerOf(req), req.body)));
  router.delete('/board/label', async (req, res) => {
    await app.removeLabel(viewerOf(req), req.query.id);
    res.json(true);
  });
  return router;
}
