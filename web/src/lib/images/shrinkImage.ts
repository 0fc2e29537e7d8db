// Pictures made smaller in the browser before they are sent: drawn at most `maxSide` pixels a
// side into a canvas and encoded again. Used for a reported problem's photo and for avatars.

/**
 * The picture at most `maxSide` px a side, encoded as `type` (a browser that cannot encode
 * that type gives PNG: read the blob's own type); null when the browser cannot decode it.
 */
export async function shrinkImage(file: Blob, maxSide: number, type: string, quality: number): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  } catch {
    return null;
  }
}

/** The picture as a data: address (the page's CSP allows data: images, not blob:). */
export function dataUrlOf(picture: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'));
    reader.readAsDataURL(picture);
  });
}
