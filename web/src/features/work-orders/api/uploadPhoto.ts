// POST /api/photos: the picture's bytes for the farm, with upload progress (fetch reports
// none, hence XMLHttpRequest). A refusal is a RestError with its HTTP status (413, 415, 403).
import { tokenStore } from '../../../lib/auth/session';
import { errorMessage } from '../../../lib/http/errorMessage';
import { RestError } from '../../../lib/http/postJson';
import { trackRequest } from '../../../lib/loading/loadingStore';

/** What the server answers for a stored photo: its id and its signed addresses. */
export interface UploadedPhoto {
  id: string;
  url: string;
  thumbnailUrl: string;
}

const URL = '/api/photos';

/** Uploads `file` as a photo of the farm; `onProgress` hears the share sent, 0 to 100. */
export function uploadPhoto(
  farmId: string,
  file: Blob,
  onProgress?: (percent: number) => void,
): Promise<UploadedPhoto> {
  const done = trackRequest(URL);
  return new Promise<UploadedPhoto>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', URL);
    const token = tokenStore.get();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('x-farm-id', farmId);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status === 201) {
        try {
          resolve(JSON.parse(request.responseText) as UploadedPhoto);
        } catch {
          reject(new RestError(request.status, 'The answer is not JSON'));
        }
      } else reject(new RestError(request.status, errorMessage(request.responseText, request.statusText)));
    };
    // No answer at all (offline, connection dropped): not a RestError.
    request.onerror = () => reject(new Error('The photo could not be sent'));
    const form = new FormData();
    form.append('photo', file, file instanceof File ? file.name : 'photo');
    request.send(form);
  }).finally(done);
}
