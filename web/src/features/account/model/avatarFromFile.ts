import { dataUrlOf, shrinkImage } from '../../../lib/images/shrinkImage';
import { AVATAR_MAX_CHARS, AVATAR_SIDE, AVATAR_TYPES } from './accountLimits';

export type AvatarChoice = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'size' };

const INLINE = new RegExp(`^data:(${AVATAR_TYPES.join('|').replace(/\//g, '\\/')});base64,`);

/**
 * A chosen picture as the inline image the server keeps for an avatar: shrunk to 256 px a side
 * (WebP where the browser writes it, else PNG), or as it is when the browser cannot decode it.
 * Refused: a type the server does not take, or a picture still over its size limit.
 */
export async function avatarFromFile(file: File): Promise<AvatarChoice> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return { ok: false, reason: 'type' };
  const shrunk = await shrinkImage(file, AVATAR_SIDE, 'image/webp', 0.9);
  const dataUrl = await dataUrlOf(shrunk && shrunk.size < file.size ? shrunk : file);
  if (!INLINE.test(dataUrl)) return { ok: false, reason: 'type' };
  if (dataUrl.length > AVATAR_MAX_CHARS) return { ok: false, reason: 'size' };
  return { ok: true, dataUrl };
}
