import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { NotifiedCache } from '../../../lib/notified-cache.js';
import { farmMembers, users, type UserRow } from '../../../db/schema.js';
import { permissionsFor } from './permissions.js';
import type { UserModel, UserStatusValue } from './user.mappers.js';

/** The farms a user belongs to, as a column of the user's row (so one query loads both). */
const farmIdsOf = sql<
  string[]
>`array(select ${farmMembers.farmId}::text from ${farmMembers} where ${farmMembers.userId} = ${users.id} order by ${farmMembers.farmId})`;

/**
 * Signed-in users as their requests see them, remembered between requests: the database
 * notifies user_changed when a user or their memberships change (migration 0005).
 */
export type UserModels = NotifiedCache<UserModel>;
/** A user's size as remembered: their texts (an inline avatar can be large) and lists. */
const sizeOfUser = (user: UserModel) => JSON.stringify(user).length * 2 + 512;
export const createUserModels = (ttlSeconds: number): UserModels =>
  new NotifiedCache(ttlSeconds, { entries: 10_000, bytes: 32 * 1024 * 1024, sizeOf: sizeOfUser });

function toUserModel(row: UserRow, farmIds: string[]): UserModel {
  return {
    ...row,
    status: row.status as UserStatusValue,
    permissions: permissionsFor(row.roles, row.extraPermissions),
    farmIds,
  };
}

export class UserRepository {
  /** Every authenticated request loads its viewer, so the statement is prepared once per connection. */
  private readonly modelById;

  constructor(
    private readonly db: Db,
    /** Users remembered between requests; notified of changes on user_changed. */
    readonly models: UserModels,
  ) {
    this.modelById = db
      .select({ ...getTableColumns(users), farmIds: farmIdsOf })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_model_by_id');
  }

  async findRowByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  }

  /**
   * The user with permissions and memberships, in one indexed query, or as remembered since.
   * Shared between requests, so it is frozen.
   */
  async findModel(id: string): Promise<UserModel | undefined> {
    const known = this.models.recall(id, 'model');
    if (known) return known;
    const generation = this.models.generation(id);
    const [found] = await this.modelById.execute({ id });
    if (!found) return undefined;
    const { farmIds, ...row } = found;
    const model = toUserModel(row, farmIds);
    Object.freeze(model.farmIds);
    Object.freeze(model.permissions);
    Object.freeze(model.roles);
    this.models.remember(id, 'model', generation, Object.freeze(model));
    return model;
  }

  /** A write to the user's row elsewhere (a password reset) has ended. */
  changed(id: string): void {
    this.models.changed(id);
  }

  async toModel(row: UserRow): Promise<UserModel> {
    const memberships = await this.db
      .select({ farmId: farmMembers.farmId })
      .from(farmMembers)
      .where(eq(farmMembers.userId, row.id));
    return toUserModel(row, memberships.map((m) => m.farmId).sort());
  }

  async update(
    id: string,
    values: Partial<Pick<UserRow, 'name' | 'avatar' | 'status' | 'passwordHash'>>,
  ): Promise<void> {
    try {
      await this.db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    } finally {
      this.models.changed(id);
    }
  }

  async insert(values: {
    name: string;
    email: string;
    passwordHash: string;
    roles: string[];
  }): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
    return row;
  }
}
