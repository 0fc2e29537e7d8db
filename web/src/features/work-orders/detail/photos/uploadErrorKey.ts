import { RestError } from '../../../../lib/http/postJson';
import type { PhotoProblem } from './photoFile';

/** The words for an upload the server refused, or that never reached it. */
export function uploadErrorKey(error: unknown): `workOrders.photos.errors.${PhotoProblem | 'forbidden' | 'failed'}` {
  if (!(error instanceof RestError)) return 'workOrders.photos.errors.failed';
  if (error.status === 413) return 'workOrders.photos.errors.tooLarge';
  if (error.status === 415) return 'workOrders.photos.errors.type';
  if (error.status === 403) return 'workOrders.photos.errors.forbidden';
  return 'workOrders.photos.errors.failed';
}
