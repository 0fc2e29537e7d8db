// A farm's people, the managers' side: the member list, a member's role, and deactivating or
// reactivating a membership. Each change runs in one transaction with the farm's row locked
// (so the last-manager rule holds under concurrent changes), leaves an audit entry, and takes
// effect on the person's next request (their remembered user is forgotten at once here, and on
// every other gateway by the database's user_changed notification). Invitations and the
// admins' account changes are the two sub-services.
import type { Db } from '../../../db/client.js';
import { badInput, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PageRequest } from '../../../lib/pagination.js';
import { parseInput } from '../../../lib/validation.js';
import { assertFarmPermission } from '../farm/farm-access.js';
import type { UserModel } from '../user/user.mappers.js';
import type { UserRepository } from '../user/user.repository.js';
import type { AccountService } from './accounts.service.js';
import type { InvitationService } from './invitations.service.js';
import { MANAGE_USERS, assertNotSelf, assertOutranks, auditMember, lastManager } from './member-rules.js';
import type { FarmMemberModel } from './members.mappers.js';
import type { MemberRepository } from './members.repository.js';
import { MemberFilterSchema, RoleSchema } from './members.schemas.js';

type MemberChange = (tx: Db, member: FarmMemberModel, farmName: string) => Promise<void>;

export class MemberService {
  constructor(
    readonly repository: MemberRepository,
    private readonly users: UserRepository,
    readonly invitations: InvitationService,
    readonly accounts: AccountService,
  ) {}

  list(actor: UserModel, farmId: string, filterInput: unknown, page: PageRequest) {
    assertFarmPermission(actor, farmId, MANAGE_USERS);
    return this.repository.page(farmId, parseInput(MemberFilterSchema, filterInput), page);
  }

  async setRole(actor: UserModel, farmId: string, userId: unknown, input: unknown): Promise<FarmMemberModel> {
    assertFarmPermission(actor, farmId, MANAGE_USERS);
    const { role } = parseInput(RoleSchema, input);
    return this.change(actor, farmId, userId, async (tx, member, farmName) => {
      if (member.deactivatedAt)
        throw badInput('Reactivate this member before changing their role').translated('memberDeactivated');
      if (member.role === role) return;
      if (member.role === 'manager') await this.keepAManager(tx, member, farmName);
      await this.repository.setRole(tx, member.farmId, member.userId, role);
      await auditMember(tx, actor, member, 'MEMBER_ROLE', { role: { before: member.role, after: role } });
    });
  }

  deactivate(actor: UserModel, farmId: string, userId: unknown): Promise<FarmMemberModel> {
    assertFarmPermission(actor, farmId, MANAGE_USERS);
    return this.change(actor, farmId, userId, async (tx, member, farmName) => {
      if (member.deactivatedAt) return;
      if (member.role === 'manager') await this.keepAManager(tx, member, farmName);
      await this.repository.deactivate(tx, member.farmId, member.userId, actor.id);
      await auditMember(tx, actor, member, 'MEMBER_DEACTIVATE', { status: { before: 'ACTIVE', after: 'DEACTIVATED' } });
    });
  }

  reactivate(actor: UserModel, farmId: string, userId: unknown): Promise<FarmMemberModel> {
    assertFarmPermission(actor, farmId, MANAGE_USERS);
    return this.change(actor, farmId, userId, async (tx, member) => {
      if (!member.deactivatedAt) return;
      await this.repository.reactivate(tx, member.farmId, member.userId);
      await auditMember(tx, actor, member, 'MEMBER_REACTIVATE', { status: { before: 'DEACTIVATED', after: 'ACTIVE' } });
    });
  }

  /** Refuses to take away the farm's last active manager (an active one: else it has none to keep). */
  private async keepAManager(tx: Db, member: FarmMemberModel, farmName: string): Promise<void> {
    if (member.deactivatedAt || member.accountDeactivatedAt) return;
    if ((await this.repository.otherActiveManagers(tx, member.farmId, member.userId)) === 0)
      throw lastManager(member.name, farmName);
  }

  /** Runs `work` on one member of the farm, the farm locked, and answers the member as it then is. */
  private async change(actor: UserModel, farmIdInput: string, userIdInput: unknown, work: MemberChange) {
    if (!isUuid(userIdInput)) throw notFound('Member');
    const [farmId, userId] = [farmIdInput.toLowerCase(), userIdInput.toLowerCase()];
    assertNotSelf(actor, userId);
    try {
      return await this.repository.db.transaction(async (tx) => {
        const farm = await this.repository.lockFarm(tx, farmId);
        if (!farm) throw notFound('Farm');
        const member = await this.repository.find(tx, farmId, userId);
        if (!member) throw notFound('Member');
        assertOutranks(actor, member);
        await work(tx, member, farm.name);
        return (await this.repository.find(tx, farmId, userId))!;
      });
    } finally {
      this.users.changed(userId);
    }
  }
}
