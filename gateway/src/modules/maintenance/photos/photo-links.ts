// How a browser shows a farm-member-only photo. An <img src> request carries no
// Authorization header, and the web app keeps its token in localStorage, not in a cookie. So
// the API hands out photo addresses that carry their own short-lived permission:
// `?t=<expiry>.<signature>`, an HMAC-SHA256 of the photo id and expiry under a key derived
// from the JWT secret (so every gateway with that secret accepts it, and it can never pass
// for an access token). Whoever holds the address may fetch that photo and its thumbnail
// until it expires, as S3's presigned URLs do: the same trust as seeing the photo on the
// screen of someone allowed to. The expiry is rounded up to a five-minute step, so one photo
// keeps one address for a while and the browser's cache serves repeated views.
// Rejected: a cookie session (none exists; it would bring CSRF to every route), and fetching
// each image with the header into a blob URL (no HTTP caching, a hook in every component).
import { createHmac, timingSafeEqual } from 'node:crypto';

const LIFETIME_SECONDS = 15 * 60;
const STEP_SECONDS = 5 * 60;
const TOKEN = /^(\d{1,12})\.([\w-]{43})$/;

export interface PhotoAddresses {
  url: string;
  thumbnailUrl: string;
}

export class PhotoLinks {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('farmmaint photo links').digest();
  }

  private sign(photoId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${photoId.toLowerCase()}.${expires}`).digest('base64url');
  }

  /** The photo's addresses, good for 15 to 20 minutes. */
  addresses(photoId: string, now = Date.now()): PhotoAddresses {
    const expires = Math.ceil((now / 1000 + LIFETIME_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
    const query = `?t=${expires}.${this.sign(photoId, expires)}`;
    return { url: `/api/photos/${photoId}${query}`, thumbnailUrl: `/api/photos/${photoId}/thumbnail${query}` };
  }

  /** Whether `token` is an unexpired permission for this photo. */
  allows(photoId: string, token: string, now = Date.now()): boolean {
    const match = TOKEN.exec(token);
    if (!match || Number(match[1]) * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(photoId, Number(match[1])));
    return timingSafeEqual(expected, Buffer.from(match[2]));
  }
}
