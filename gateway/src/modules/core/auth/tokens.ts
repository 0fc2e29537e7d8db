// Access tokens: jose HS256 JWTs valid 7 days. Verification pins the algorithm and
// requires exp, so `alg: none`, other algorithms and tokens without expiry are refused.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { jwtKeyOf } from '../../../config.js';
import { invalidToken } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { LIMITS } from '../../../lib/input.js';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Tokens whose signature was already checked; a client sends the same one on every call. */
const VERIFIED_TOKENS = 5_000;
const VERIFIED_TOKENS_BYTES = 4 * 1024 * 1024;

interface VerifiedToken {
  userId: string;
  expiresAtMs: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new LRUCache<string, VerifiedToken>({
    max: VERIFIED_TOKENS,
    maxSize: VERIFIED_TOKENS_BYTES,
    sizeCalculation: (entry, token) => token.length + entry.userId.length + 64,
  });

  constructor(secret: string) {
    this.key = jwtKeyOf(secret);
  }

  issue(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID()) // two tokens issued in the same second still differ
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * The user id in a valid token; an 'Invalid token' error for anything else. A signature
   * verified once is remembered (the token is immutable), but its expiry is checked every time.
   */
  async verify(token: string): Promise<string> {
    if (token.length > LIMITS.token) throw invalidToken();
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known.userId;
      this.verified.delete(token);
      throw invalidToken();
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      // Only this server signs tokens, but a user id that is not one must never reach a query.
      if (!isUuid(payload.sub)) throw invalidToken();
      this.verified.set(token, { userId: payload.sub!, expiresAtMs: payload.exp! * 1000 });
      return payload.sub!;
    } catch {
      // jose's own message would tell an attacker which check failed.
      throw invalidToken();
    }
  }
}
