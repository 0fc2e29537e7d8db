// Files the server writes (a report's CSV or PDF, a work order's PDF) are fetched with the
// bearer token, which a plain link cannot send, then handed to the browser as a download
// under the server's file name. A refusal is a RestError with the server's message.
import { tokenStore } from '../auth/session';
import { trackRequest } from '../loading/loadingStore';
import { errorMessage } from './errorMessage';
import { RestError } from './postJson';

const FILE_NAME = /filename="([^"]+)"/;

/** Offers `blob` as a file download. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export interface DownloadOptions {
  /** The farm the file is about, sent as X-Farm-Id as every request of the app does. */
  farmId?: string;
  accept: string;
  /** The file's name when the server gives none. */
  fallbackName: string;
}

export async function downloadFile(url: string, { farmId, accept, fallbackName }: DownloadOptions): Promise<void> {
  const done = trackRequest(url);
  try {
    const token = tokenStore.get();
    const response = await fetch(url, {
      headers: {
        accept,
        ...(farmId ? { 'x-farm-id': farmId } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    if (!response.ok) throw new RestError(response.status, errorMessage(await response.text(), response.statusText));
    const fileName = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
    // The bytes as sent: a CSV keeps the byte-order mark Excel needs to read accents and Arabic.
    saveFile(fileName, await response.blob());
  } finally {
    done();
  }
}
