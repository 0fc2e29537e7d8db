// The spec's REST paths of the notes app (api/apps/notes…), over the notes service.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { parseInput } from '../../../lib/validation.js';
import { demoRouter } from '../kit/demo-router.js';
import { NoteBody } from './notes.schemas.js';

export function notesRoutes({ notesApp }: Services): Router {
  const router = demoRouter();
  router.get('/labels', async (req, res) => void res.json(await notesApp.labels(viewerOf(req))));
  router.post('/labels', async (req, res) => void res.json(await notesApp.createLabel(viewerOf(req), req.body)));
  router.patch('/labels', async (req, res) => void res.json(await notesApp.renameLabel(viewerOf(req), req.body)));
  router.delete('/labels', async (req, res) => void res.json(await notesApp.deleteLabel(viewerOf(req), req.query.id)));
  router.post('/tasks', async (req, res) => void res.json(await notesApp.addTask(viewerOf(req), req.body)));
  router.get('/all', async (req, res) => void res.json(await notesApp.all(viewerOf(req))));
  router.post('/', async (req, res) => {
    const user = viewerOf(req);
    res.json(await notesApp.create(user, parseInput(NoteBody, req.body).note));
  });
  router.patch('/', async (req, res) => void res.json(await notesApp.replaceFromBody(viewerOf(req), req.body)));
  router.delete('/', async (req, res) => void res.json(await notesApp.remove(viewerOf(req), req.query.id)));
  return router;
}
