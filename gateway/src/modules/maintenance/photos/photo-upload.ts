// Reading an uploaded photo (the field `photo` of a multipart/form-data body, kept in memory,
// at most MAX_PHOTO_BYTES) with the form's other fields into req.body: POST /api/photos, and
// the public problem report, which sends its words with its photo in one request.
import type { Request, Response } from 'express';
import multer from 'multer';
import { badInput } from '../../../lib/errors.js';
import { MAX_PHOTO_BYTES, photoTooLarge } from './photo-images.js';

/**
 * A reader of one optional photo (the form field `field`, `photo` unless named) and at most
 * `fields` text fields of `fieldSize` bytes each.
 */
export function photoUpload(limits: { fields: number; fieldSize: number }, field = 'photo') {
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, ...limits, parts: limits.fields + 1 },
  }).single(field);
  /** The photo's bytes, if the request sent one (a body that is not multipart sends none). */
  return (req: Request, res: Response): Promise<Buffer | undefined> =>
    new Promise((resolve, reject) =>
      receive(req, res, (error: unknown) => {
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return reject(photoTooLarge());
        if (error instanceof multer.MulterError) return reject(badInput(`The upload was refused: ${error.message}`));
        if (error) return reject(badInput('The upload is not readable multipart/form-data'));
        resolve(req.file?.buffer);
      }),
    );
}
