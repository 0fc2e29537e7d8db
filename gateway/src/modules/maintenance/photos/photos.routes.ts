// POST /api/photos (multipart, one file in the field `photo`, the farm in X-Farm-Id) and
// GET /api/photos/:id[/thumbnail] (a member's bearer token, or a signed `?t=` address).
import { Router, type Request, type Response } from 'express';
import { badInput } from '../../../lib/errors.js';
import type { Services } from '../../kit/context.js';
import { scopeOf, viewerOf } from '../../kit/rest.js';
import { photoUpload } from './photo-upload.js';

const receive = photoUpload({ fields: 5, fieldSize: 1024 });

/** The uploaded file's bytes; refusals for an oversized, missing or unreadable upload. */
async function receivePhoto(req: Request, res: Response): Promise<Buffer> {
  const bytes = await receive(req, res);
  if (!bytes) throw badInput('Send the photo as multipart/form-data, in the field "photo"');
  return bytes;
}

// Photos never change: the browser may keep one, for its user only.
const CACHE_CONTROL = 'private, max-age=3600';

export function photoRoutes(services: Services): Router {
  const router = Router();
  const { photos } = services;

  router.post('/', async (req, res) => {
    const user = viewerOf(req);
    const { farmId } = scopeOf(req);
    if (!farmId) throw badInput('Name the farm the photo belongs to in the X-Farm-Id header');
    // Before reading the body: a refused caller does not get to send megabytes.
    photos.assertMayUpload(user, farmId);
    res.status(201).json(await photos.upload(user, farmId, await receivePhoto(req, res)));
  });

  const serve = (variant: 'full' | 'thumbnail') => async (req: Request<{ id: string }>, res: Response) => {
    const token = typeof req.query.t === 'string' ? req.query.t : undefined;
    const image = await photos.image(scopeOf(req).viewer, req.params.id, variant, token);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('ETag', `"${req.params.id.toLowerCase()}-${variant}"`); // spares hashing megabytes
    res.send(image.bytes);
  };
  router.get('/:id', serve('full'));
  router.get('/:id/thumbnail', serve('thumbnail'));
  return router;
}
