// What an uploaded photo becomes: its type read from its first bytes (never from the name or
// the client's Content-Type), then re-encoded by sharp, upright (EXIF orientation applied) and
// without metadata (a phone's GPS position, camera serial), at most 2560 px a side, plus a
// small WebP thumbnail. sharp works off the event loop, in libuv's thread pool.
import sharp, { type Sharp } from 'sharp';
import type { PhotoType } from '../../../db/schema-photos.js';
import { tooLarge, unsupportedType } from '../../../lib/errors.js';

export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const MAX_SIDE = 2560;
const THUMBNAIL_SIDE = 320;
/** Decoding a 50-megapixel phone photo needs ~150 MB; a small file claiming more is a bomb. */
const MAX_INPUT_PIXELS = 64_000_000;

export const photoTooLarge = () => tooLarge(`The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);
const notAnImage = () => unsupportedType('The photo must be a JPEG, PNG or WebP image');

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type `bytes` begin with, if it is one we take. */
function sniffPhotoType(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export interface ProcessedPhoto {
  mime: PhotoType;
  bytes: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
}

const encode = (image: Sharp, mime: PhotoType) =>
  mime === 'image/jpeg'
    ? image.jpeg({ quality: 85 })
    : mime === 'image/png'
      ? image.png()
      : image.webp({ quality: 85 });

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > MAX_PHOTO_BYTES) throw photoTooLarge();
  const mime = sniffPhotoType(input);
  if (!mime) throw notAnImage();
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encode(upright, mime).toBuffer({ resolveWithObject: true });
    // From the smaller re-encoded image: a second decode of the upload would cost more.
    const thumbnail = await sharp(data)
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { mime, bytes: data, width: info.width, height: info.height, thumbnail };
  } catch (error) {
    // What sharp cannot decode is no image we take (truncated, or only its magic bytes are);
    // one whose header claims too many pixels is refused for its size.
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw tooLarge(`The photo has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels`);
    throw notAnImage();
  }
}
