// What only admins do: list every account, grant or revoke admin, deactivate or reactivate an
// account (it then cannot sign in, and its tokens are refused from the next request), and
// create farms. Account changes go to the account trail (they belong to no farm), a new farm's
// creation to its own trail.
import { conflict, notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PageRequest } from '../../../lib/pagination.js';
import { parseInput } from '../../../lib/validation.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { FarmModel } from '../farm/farm.mappers.js';
import { recordAccountAudit, type AccountAuditRecord } from '../user/account-audit.js';
import { ADMIN_PERMISSION } from '../user/permissions.js';
import type { UserModel } from '../user/user.mappers.js';
import type { UserRepository } from '../user/user.repository.js';
import type { AccountRepository } from './accounts.repository.js';
import { assertAdmin, assertNotSelf, lastManager } from './member-rules.js';
import { isAdminAccount, type UserAccountModel } from './members.mappers.js';
import { AccountFilterSchema, CreateFarmSchema, FlagSchema } from './members.schemas.js';

type AccountChange = (account: UserAccountModel) => {
  action: AccountAuditRecord['action'];
  values: Parameters<AccountRepository['update']>[2];
} | null;

export class AccountService {
  constructor(
    readonly repository: AccountRepository,
    private readonly users: UserRepository,
  ) {}

  list(actor: UserModel, filterInput: unknown, page: PageRequest) {
    assertAdmin(actor);
    return this.repository.page(parseInput(AccountFilterSchema, filterInput), page);
  }

  setAdmin(actor: UserModel, userId: unknown, input: unknown): Promise<UserAccountModel> {
    assertAdmin(actor);
    const { value: admin } = parseInput(FlagSchema, input);
    return this.change(actor, userId, (account) => {
      if (isAdminAccount(account) === admin) return null;
      const roles = account.roles.filter((role) => role !== 'admin');
      // Revoking takes the permission off the record too, or the account would stay an admin.
      const extraPermissions = account.extraPermissions.filter((p) => p !== ADMIN_PERMISSION);
      return admin
        ? { action: 'ADMIN_GRANT', values: { roles: [...roles, 'admin'] } }
        : { action: 'ADMIN_REVOKE', values: { roles, extraPermissions } };
    });
  }

  setActive(actor: UserModel, userId: unknown, input: unknown): Promise<UserAccountModel> {
    assertAdmin(actor);
    const { value: active } = parseInput(FlagSchema, input);
    return this.change(actor, userId, (account) => {
      if (!account.deactivatedAt === active) return null;
      return active
        ? { action: 'REACTIVATE', values: { deactivatedAt: null } }
        : { action: 'DEACTIVATE', values: { deactivatedAt: new Date() } };
    });
  }

  /** A new farm with no members yet: the admin then invites its manager. */
  async createFarm(actor: UserModel, input: unknown): Promise<FarmModel> {
    assertAdmin(actor);
    const { city, ...fields } = parseInput(CreateFarmSchema, input);
    try {
      return await this.repository.db.transaction(async (tx) => {
        const farm = await this.repository.insertFarm(tx, { ...fields, cityName: city });
        const changes = Object.fromEntries(
          Object.entries({ ...fields, city }).map(([field, after]) => [field, { before: null, after }]),
        );
        await recordAudit(tx, {
          farmId: farm.id,
          entityType: 'farm',
          entityId: farm.id,
          action: 'CREATE',
          actorId: actor.id,
          changes,
        });
        return farm;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(`A farm with the reference ${fields.reference} already exists`).translated('farmReferenceTaken');
      throw error;
    }
  }

  /** Applies `decide`'s change to the account, audited, unless it is the actor's own or changes nothing. */
  private async change(actor: UserModel, userIdInput: unknown, decide: AccountChange): Promise<UserAccountModel> {
    if (!isUuid(userIdInput)) throw notFound('Account');
    const userId = userIdInput.toLowerCase();
    assertNotSelf(actor, userId);
    try {
      return await this.repository.db.transaction(async (tx) => {
        const account = await this.repository.find(tx, userId);
        if (!account) throw notFound('Account');
        const change = decide(account);
        if (!change) return account;
        if (change.action === 'DEACTIVATE') {
          const [farm] = await this.repository.farmsOnlyManagedBy(tx, userId);
          if (farm) throw lastManager(account.name, farm.name);
        }
        const after = await this.repository.update(tx, userId, change.values);
        const fields = Object.keys(change.values) as (keyof typeof change.values)[];
        const changes = Object.fromEntries(fields.map((f) => [f, { before: account[f], after: after[f] }]));
        await recordAccountAudit(tx, { userId, action: change.action, actorId: actor.id, changes });
        return after;
      });
    } finally {
      this.users.changed(userId);
    }
  }
}
