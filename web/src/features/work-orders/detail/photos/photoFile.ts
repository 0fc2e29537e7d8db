// What the server takes as a photo (gateway/src/modules/maintenance/photos/photo-images.ts),
// checked before sending: a phone on a field's connection should not spend minutes uploading
// what will be refused. The server still checks the bytes themselves.

export const MAX_PHOTO_MB = 8;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The file input's accept list: the phone offers its camera and these pictures only. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export type PhotoProblem = 'tooLarge' | 'type';

/** Why `file` would be refused, or null when it may be sent. */
export function photoProblem(file: Pick<File, 'size' | 'type'>): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}
