// Invitations by e-mail: a manager (users.manage) invites an address with a farm role; the
// mail goes to the outbox (no mail server: the outbox and a log line are the delivery) with a
// single-use link that expires in 7 days, of which only the token's hash is kept. Accepting:
// a signed-in person whose e-mail is the invited one joins the farm; someone without an account
// chooses a name and a password (the sign-up rules) and gets an account and a token. The public
// steps (what a link offers, accepting it) count against a per-address budget like sign-in.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { outbox } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { AppError, badInput, conflict, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PageRequest } from '../../../lib/pagination.js';
import { hashPassword } from '../../../lib/passwords.js';
import type { RateLimit } from '../../../lib/rate-limits.js';
import { parseInput } from '../../../lib/validation.js';
import { recordAudit } from '../audit/audit.service.js';
import { passwordMessage, personNameMessage, sha256, type AuthResult, type AuthService } from '../auth/auth.service.js';
import { assertFarmPermission } from '../farm/farm-access.js';
import type { UserModel } from '../user/user.mappers.js';
import type { UserRepository } from '../user/user.repository.js';
import type { AccountRepository } from './accounts.repository.js';
import type { InvitationRepository } from './invitations.repository.js';
import { MANAGE_USERS } from './member-rules.js';
import { invitationStatus, type FarmInvitationModel, type InvitationPreviewModel } from './members.mappers.js';
import type { MemberRepository } from './members.repository.js';
import { AcceptSchema, INVITATION_TOKEN, InvitationFilterSchema, InviteSchema } from './members.schemas.js';

export const INVITATION_LIFETIME_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const REFUSALS = {
  EXPIRED: () => badInput('This invitation has expired: ask for a new one').translated('invitationExpired'),
  ACCEPTED: () => badInput('This invitation has already been used').translated('invitationUsed'),
  REVOKED: () => badInput('This invitation was withdrawn').translated('invitationRevoked'),
};
type Changes = Record<string, { before: unknown; after: unknown }>;
const unknownInvitation = () => notFound('Invitation').translated('invitationNotFound');

export interface InvitationOptions {
  publicUrl: string;
  log: (line: string) => void;
  /** Per client address: looking links up and accepting them. */
  attempts: RateLimit;
}

export class InvitationService {
  constructor(
    readonly repository: InvitationRepository,
    private readonly members: MemberRepository,
    private readonly accounts: AccountRepository,
    private readonly users: UserRepository,
    private readonly auth: AuthService,
    private readonly options: InvitationOptions,
  ) {}

  list(actor: UserModel, farmId: string, filterInput: unknown, page: PageRequest) {
    assertFarmPermission(actor, farmId, MANAGE_USERS);
    const { status } = parseInput(InvitationFilterSchema, filterInput);
    return this.repository.page(farmId, [...new Set(status ?? [])], page);
  }

  async invite(actor: UserModel, input: unknown): Promise<FarmInvitationModel> {
    const { farmId, email, role } = parseInput(InviteSchema, input);
    assertFarmPermission(actor, farmId, MANAGE_USERS);
    const token = randomBytes(32).toString('base64url');
    const link = `${this.options.publicUrl}/accept-invitation?farm=${farmId}&token=${token}`;
    const sentMeanwhile = () => conflict('An invitation to this address was just sent').translated('invitationRace');
    const invitation = await this.transaction(sentMeanwhile, async (tx) => {
      const farm = await this.members.lockFarm(tx, farmId);
      if (!farm) throw notFound('Farm');
      await this.refuseMember(tx, farmId, email);
      const withdrawn = await this.repository.revokeOpen(tx, farmId, email, actor.id);
      const row = await this.repository.insert(tx, {
        farmId,
        email,
        role,
        tokenHash: sha256(token),
        invitedBy: actor.id,
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_DAYS * DAY_MS),
      });
      await this.audit(tx, actor.id, farmId, 'INVITE', {
        email: { before: null, after: email },
        role: { before: null, after: role },
        ...(withdrawn.length ? { replaced: { before: withdrawn.length, after: 0 } } : {}),
      });
      await tx.insert(outbox).values({
        toEmail: email,
        subject: `You are invited to ${farm.name} on FarmMaint`,
        body:
          `${actor.name} invites you to join ${farm.name} on FarmMaint as ${role}. ` +
          `Open this link within ${INVITATION_LIFETIME_DAYS} days to accept: ${link}`,
      });
      return row;
    });
    this.options.log(`invitation link for ${email}: ${link}`);
    return { ...invitation, invitedByName: actor.name };
  }

  async revoke(actor: UserModel, farmId: string, id: unknown): Promise<FarmInvitationModel> {
    assertFarmPermission(actor, farmId, MANAGE_USERS);
    return this.repository.db.transaction(async (tx) => {
      await this.members.lockFarm(tx, farmId);
      const found = isUuid(id) ? await this.repository.find(tx, id) : undefined;
      if (!found || found.farmId !== farmId.toLowerCase()) throw unknownInvitation();
      if (found.acceptedAt) throw badInput('This invitation was already accepted').translated('invitationUsed');
      if (found.revokedAt) return found;
      await this.repository.revoke(tx, found.id, actor.id);
      await this.audit(tx, actor.id, found.farmId, 'INVITE_REVOKE', { email: { before: found.email, after: null } });
      return (await this.repository.find(tx, found.id))!;
    });
  }

  /** What a link offers, for the accept page (no account needed). */
  async preview(token: unknown, clientIp: string): Promise<InvitationPreviewModel> {
    await this.options.attempts.consume(clientIp);
    const found = await this.byToken(token);
    const account = await this.accounts.byEmail(this.accounts.db, found.email);
    return { ...found, status: invitationStatus(found), accountExists: !!account };
  }

  /** Joins the farm as the invitation says; the answer is a session for the person who joined. */
  async accept(viewer: UserModel | null, input: unknown, clientIp: string): Promise<AuthResult> {
    await this.options.attempts.consume(clientIp);
    const { token, farmId, name, password } = parseInput(AcceptSchema, input, {
      name: personNameMessage,
      password: passwordMessage,
    });
    const found = await this.byToken(token);
    const status = invitationStatus(found);
    if (status !== 'PENDING') throw REFUSALS[status]();
    if (found.farmId !== farmId.toLowerCase())
      throw badInput('This invitation is for another farm').translated('invitationOtherFarm');
    if (viewer && viewer.email !== found.email)
      throw new AppError(
        'FORBIDDEN',
        'This invitation was sent to another e-mail address: sign out, or sign in as that address',
      ).translated('invitationOtherAccount');
    const newAccount = viewer ? undefined : await this.newAccount(found.email, name, password);
    const userId = await this.transaction(REFUSALS.ACCEPTED, async (tx) => {
      await this.members.lockFarm(tx, found.farmId);
      const id = viewer?.id ?? (await this.accounts.insertUser(tx, { ...newAccount!, email: found.email }))?.id;
      if (!id) throw signInToAccept();
      if (viewer) await this.refuseMember(tx, found.farmId, found.email, id);
      if (!(await this.repository.consume(tx, sha256(token), id))) throw REFUSALS.ACCEPTED();
      await this.members.join(tx, found.farmId, id, found.role);
      await this.audit(tx, id, found.farmId, 'MEMBER_JOIN', {
        member: { before: null, after: viewer?.name ?? newAccount!.name },
        memberId: { before: null, after: id },
        role: { before: null, after: found.role },
      });
      return id;
    });
    this.users.changed(userId);
    return this.auth.issue((await this.users.findModel(userId))!);
  }

  private async byToken(token: unknown) {
    const found =
      typeof token === 'string' && INVITATION_TOKEN.test(token)
        ? await this.repository.byTokenHash(sha256(token))
        : undefined;
    if (!found) throw unknownInvitation();
    return found;
  }

  /** The name and password hash of a new account for `email`; an existing account signs in instead. */
  private async newAccount(email: string, name: string | null | undefined, password: string | null | undefined) {
    if (await this.accounts.byEmail(this.accounts.db, email)) throw signInToAccept();
    if (!name || !password)
      throw badInput('Give your name and a password to create your account').translated('invitationNeedsAccount');
    return { name, passwordHash: await hashPassword(password) };
  }

  /** Refuses someone who already is a member (active or deactivated) of the farm, or whose account is off. */
  private async refuseMember(tx: Db, farmId: string, email: string, knownId?: string): Promise<void> {
    const account = knownId ? { id: knownId, deactivatedAt: null } : await this.accounts.byEmail(tx, email);
    if (!account) return;
    if (account.deactivatedAt)
      throw badInput('This account is deactivated: an admin can reactivate it').translated('invitationAccountOff');
    const member = await this.members.find(tx, farmId, account.id);
    if (member?.deactivatedAt)
      throw badInput(`${email} is a deactivated member of this farm: reactivate them instead`).translated(
        'invitationMemberDeactivated',
      );
    if (member) throw badInput(`${email} is already a member of this farm`).translated('invitationAlreadyMember');
  }

  /** One transaction; a unique key taken by a concurrent write (the open invitation, the membership) is `whenTaken`. */
  private async transaction<T>(whenTaken: () => AppError, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.repository.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw whenTaken();
      throw error;
    }
  }

  private audit(tx: Db, actorId: string, farmId: string, action: string, changes: Changes) {
    return recordAudit(tx, { farmId, entityType: 'farm', entityId: farmId, action, actorId, changes });
  }
}

const signInToAccept = () =>
  conflict('An account with this e-mail already exists: sign in with it to accept the invitation').translated(
    'invitationSignIn',
  );
