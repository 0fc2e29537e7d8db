// A phone camera's photo is often 4 to 12 MB: shrunk in the browser to at most 2560 px a side
// (what the server keeps anyway) as a JPEG, it uploads in seconds on a field's mobile data
// and stays under the server's 8 MB. A browser that cannot decode it sends the original.
import { dataUrlOf, shrinkImage } from '../../../lib/images/shrinkImage';

const MAX_SIDE = 2560;
const QUALITY = 0.85;

export async function shrinkPhoto(file: File): Promise<Blob> {
  const blob = await shrinkImage(file, MAX_SIDE, 'image/jpeg', QUALITY);
  return blob && blob.size < file.size ? blob : file;
}

/** A small data: address to preview the photo. */
export const previewOf = dataUrlOf;
