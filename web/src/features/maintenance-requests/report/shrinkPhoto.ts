// A phone camera's photo is often 4 to 12 MB: shrunk in the browser to at most 2560 px a side
// (what the server keeps anyway) as a JPEG, it uploads in seconds on a field's mobile data
// and stays under the server's 8 MB. A browser that cannot decode it sends the original.
const MAX_SIDE = 2560;
const QUALITY = 0.85;

export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

/** A small data: address to preview the photo (the page's CSP allows data: images, not blob:). */
export function previewOf(photo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable photo'));
    reader.readAsDataURL(photo);
  });
}
