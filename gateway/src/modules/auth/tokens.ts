// Access tokens: jose HS256 JWTs valid 7 days. Verification pins the algorithm and
// requires exp, so `alg: none`, other algorithms and tokens without expiry are refused.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { invalidToken } from '../../lib/errors.js';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const MIN_SECRET_BYTES = 32;

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    if (this.key.byteLength < MIN_SECRET_BYTES) {
      throw new Error(`JWT secret must be at least ${MIN_SECRET_BYTES} bytes (got ${this.key.byteLength})`);
    }
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

  /** The user id in a valid token; an 'Invalid token' error for anything else. */
  async verify(token: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      return payload.sub!;
    } catch {
      // jose's own message would tell an attacker which check failed.
      throw invalidToken();
    }
  }
}
