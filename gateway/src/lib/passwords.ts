// argon2id with the OWASP-recommended parameters (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the e-mail is unknown, so timing does not reveal which accounts exist. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$9p0/Wj54t7CUnCCbfL5Kpw$B5lJpqqC51QNG0qMlD/91vGbk84x1AR9n76MwscOQJY';
