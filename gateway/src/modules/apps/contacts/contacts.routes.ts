// The spec's REST paths of the contacts app (api/apps/contacts/…), over the contacts service.
// The avatar comes as multipart/form-data (fields `id` and `avatar`, a file) or as JSON
// {id, avatar: a data URL}.
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { photoUpload } from '../../maintenance/photos/photo-upload.js';
import { demoRouter, tagRoutes } from '../kit/demo-router.js';

const receiveAvatar = photoUpload({ fields: 2, fieldSize: 100 }, 'avatar');

export function contactsRoutes({ contactsApp }: Services): Router {
  const router = demoRouter();
  router.get('/all', async (req, res) => void res.json(await contactsApp.all(viewerOf(req))));
  router.get('/search', async (req, res) => void res.json(await contactsApp.search(viewerOf(req), req.query.query)));
  router.get('/contact', async (req, res) => void res.json(await contactsApp.contact(viewerOf(req), req.query.id)));
  router.post('/contact', async (req, res) => void res.json(await contactsApp.create(viewerOf(req))));
  router.patch('/contact', async (req, res) => void res.json(await contactsApp.update(viewerOf(req), req.body)));
  router.delete('/contact', async (req, res) => {
    await contactsApp.remove(viewerOf(req), req.query.id);
    res.json(true);
  });
  router.get('/countries', (req, res) => void res.json(contactsApp.countries(req.query.lang)));
  tagRoutes(router, contactsApp.tags);
  router.post('/avatar', async (req, res) => {
    const user = viewerOf(req);
    if (!req.is('multipart/form-data')) return void res.json(await contactsApp.setInlineAvatar(user, req.body));
    const bytes = await receiveAvatar(req, res);
    res.json(await contactsApp.setAvatar(user, req.body?.id, bytes));
  });
  return router;
}
