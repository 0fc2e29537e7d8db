// Sign-in, tokens, sign-up and password reset: the behaviour behind both the GraphQL auth
// mutations and the spec's REST paths. Every entry point counts against the per-IP limit, and
// a password check against its account's too (attempts.ts).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { outbox, passwordResetTokens, users } from '../../../db/schema.js';
import { AppError, badInput, conflict, invalidToken } from '../../../lib/errors.js';
import { parseInput, type FieldMessage } from '../../../lib/validation.js';
import { recordAccountAudit } from '../user/account-audit.js';
import type { UserModel } from '../user/user.mappers.js';
import type { UserRepository } from '../user/user.repository.js';
import type { RateLimits } from '../../../lib/rate-limits.js';
import { SignInAttempts, type AttemptPolicy } from './attempts.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../../lib/passwords.js';
import type { TokenService } from './tokens.js';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const email = z.string().trim().toLowerCase().email().max(254);
const PASSWORD_LENGTH = { min: 8, max: 200 };
/** A new password, wherever one is chosen: sign-up, reset, change, accepting an invitation. */
export const passwordRule = z
  .string()
  .min(PASSWORD_LENGTH.min, `Password must be at least ${PASSWORD_LENGTH.min} characters`)
  .max(PASSWORD_LENGTH.max);
/** A refused new password, named for the clients that word it themselves. */
export const passwordMessage: FieldMessage = { key: 'passwordLength', params: PASSWORD_LENGTH };
const PERSON_NAME_MAX = 120;
/** A person's name, as sign-up takes it. */
export const personName = z.string().trim().min(1).max(PERSON_NAME_MAX);
export const personNameMessage: FieldMessage = { key: 'personNameLength', params: { max: PERSON_NAME_MAX } };
const password = passwordRule;
const CredentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(200),
});
const SignUpSchema = z.object({
  name: personName,
  email,
  password,
  company: z.string().max(200).nullish(),
});
const ResetSchema = z.object({ token: z.string().min(1).max(200), password });
const ChangePasswordSchema = z.object({ currentPassword: z.string().max(200), newPassword: password });

export interface AuthResult {
  user: UserModel;
  accessToken: string;
  tokenType: 'bearer';
}

/** Wrong e-mail or password: the REST route answers 404 `false`, GraphQL UNAUTHENTICATED. */
export class WrongCredentialsError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', 'Wrong email or password');
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Told only to who gave the right password, so it does not say which accounts exist. */
const accountDeactivated = () =>
  new AppError('FORBIDDEN', 'This account has been deactivated').translated('accountDeactivated');

export class AuthService {
  private readonly attempts: SignInAttempts;
  private readonly publicUrl: string;
  private readonly log: (line: string) => void;

  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    options: {
      attempts: AttemptPolicy;
      rateLimits: RateLimits;
      publicUrl: string;
      log: (line: string) => void;
    },
  ) {
    this.attempts = new SignInAttempts(options.rateLimits, options.attempts);
    this.publicUrl = options.publicUrl;
    this.log = options.log;
  }

  /** A new token for the user, whose sign-in is noted (the members list shows the last one). */
  async issue(user: UserModel): Promise<AuthResult> {
    await this.users.recordSignIn(user.id);
    return {
      user,
      accessToken: await this.tokens.issue(user.id),
      tokenType: 'bearer',
    };
  }

  async signIn(input: unknown, clientIp: string): Promise<AuthResult> {
    await this.attempts.fromIp(clientIp);
    const { email: address, password: given } = parseInput(CredentialsSchema, input);
    await this.attempts.checkAccount(address);
    const row = await this.users.findRowByEmail(address);
    const valid = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, given);
    if (!row || !valid) {
      await this.attempts.failed(address);
      throw new WrongCredentialsError();
    }
    await this.attempts.succeeded(address);
    if (row.deactivatedAt) throw accountDeactivated();
    return this.issue(await this.users.toModel(row));
  }

  async signInWithToken(accessToken: unknown, clientIp: string): Promise<AuthResult> {
    await this.attempts.fromIp(clientIp);
    if (typeof accessToken !== 'string' || !accessToken) throw invalidToken();
    return this.issue(await this.authenticate(accessToken));
  }

  /**
   * The user a bearer token stands for, or 'Invalid token': also once the account is
   * deactivated. The user is the one every request loads anyway (remembered, and forgotten on
   * the change's notification), so the check costs no query.
   */
  async authenticate(accessToken: string): Promise<UserModel> {
    const user = await this.users.findModel(await this.tokens.verify(accessToken));
    if (!user || user.deactivatedAt) throw invalidToken();
    return user;
  }

  /** The signed-in user's new password, given their current one (counted like a sign-in). */
  async changePassword(user: UserModel, input: unknown, clientIp: string): Promise<true> {
    await this.attempts.fromIp(clientIp);
    const { currentPassword, newPassword } = parseInput(ChangePasswordSchema, input, { newPassword: passwordMessage });
    await this.attempts.checkAccount(user.email);
    const row = await this.users.findRowByEmail(user.email);
    if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
      await this.attempts.failed(user.email);
      throw badInput('currentPassword: the current password is not correct').translated('currentPasswordWrong');
    }
    await this.attempts.succeeded(user.email);
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, row.id));
      await recordAccountAudit(tx, { userId: row.id, action: 'PASSWORD_CHANGE', actorId: row.id });
    });
    this.users.changed(row.id);
    return true;
  }

  async signUp(input: unknown, clientIp: string): Promise<true> {
    await this.attempts.fromIp(clientIp);
    const data = parseInput(SignUpSchema, input);
    const created = await this.users.insert({
      name: data.name,
      email: data.email,
      passwordHash: await hashPassword(data.password),
      roles: [],
    });
    if (!created) throw conflict('An account with this email already exists');
    return true;
  }

  /** Always true, so the answer does not tell whether an account exists. */
  async forgotPassword(input: unknown, clientIp: string): Promise<true> {
    await this.attempts.fromIp(clientIp);
    const address = parseInput(z.object({ email }), input).email;
    const user = await this.users.findRowByEmail(address);
    if (!user) return true;
    const token = randomBytes(32).toString('base64url');
    const link = `${this.publicUrl}/reset-password?token=${token}`;
    await this.db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
      });
      await tx.insert(outbox).values({
        toEmail: user.email,
        subject: 'Reset your FarmMaint password',
        body: `Open this link within an hour to choose a new password: ${link}`,
      });
    });
    // No mail server is configured: the outbox and this log line are the delivery.
    this.log(`password reset link for ${user.email}: ${link}`);
    return true;
  }

  async resetPassword(input: unknown, clientIp: string): Promise<true> {
    await this.attempts.fromIp(clientIp);
    const data = parseInput(ResetSchema, input);
    const passwordHash = await hashPassword(data.password);
    const now = new Date();
    // One transaction; the conditional update consumes the token at most once, even when
    // two resets race with it.
    const userId = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(data.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) throw badInput('This reset link is invalid or has expired');
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
      return used.userId;
    });
    this.users.changed(userId);
    return true;
  }
}
