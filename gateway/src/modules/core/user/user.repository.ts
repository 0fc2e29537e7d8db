import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { NotifiedCache } from '../../../lib/notified-cache.js';
import { farmMembers, farms, users, type UserRow } from '../../../db/schema.js';
import { permissionsFor, type Membership } from './permissions.js';
import type { UserModel, UserStatusValue } from './user.mappers.js';

/**
 * A user's memberships with their roles, as a column of the user's row (so one query loads
 * both), in the order the farm list shows the farms (by name).
 */
// Written out: Drizzle renders a one-table select's columns unqualified, and this subquery
// names three tables.
const membershipsOf = sql<Membership[]>`coalesce((
  select json_agg(json_build_object('farmId', m.farm_id, 'role', m.role) order by f.name, f.id)
  from farm_members m join farms f on f.id = m.farm_id
  where m.user_id = "users"."id"
), '[]'::json)`;

/**
 * Signed-in users as their requests see them, remembered between requests: the database
 * notifies user_changed when a user or their memberships change (migration 0005).
 */
export type UserModels = NotifiedCache<UserModel>;
/** A user's size as remembered: their texts (an inline avatar can be large) and lists. */
const sizeOfUser = (user: UserModel) => JSON.stringify(user).length * 2 + 512;
export const createUserModels = (ttlSeconds: number): UserModels =>
  new NotifiedCache(ttlSeconds, { entries: 10_000, bytes: 32 * 1024 * 1024, sizeOf: sizeOfUser });

function toUserModel(row: UserRow, memberships: Membership[]): UserModel {
  return {
    ...row,
    status: row.status as UserStatusValue,
    permissions: permissionsFor(row.roles, row.extraPermissions),
    farmIds: memberships.map((m) => m.farmId).sort(),
    memberships,
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
      .select({ ...getTableColumns(users), memberships: membershipsOf })
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
    const { memberships, ...row } = found;
    const model = toUserModel(row, typeof memberships === 'string' ? JSON.parse(memberships) : memberships);
    Object.freeze(model.farmIds);
    Object.freeze(model.memberships);
    Object.freeze(model.permissions);
    Object.freeze(model.roles);
    this.models.remember(id, 'model', generation, Object.freeze(model));
    return model;
  }

  /** A write to the user's row elsewhere (a password reset) has ended. */
  changed(id: string): void {
    this.models.changed(id);
  }

  /** Notes a sign-in (the members list shows it); not a change of the profile, so updatedAt stays. */
  async recordSignIn(id: string): Promise<void> {
    try {
      await this.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
    } finally {
      this.models.changed(id);
    }
  }

  async toModel(row: UserRow): Promise<UserModel> {
    const memberships = await this.db
      .select({ farmId: farmMembers.farmId, role: farmMembers.role })
      .from(farmMembers)
      .innerJoin(farms, eq(farms.id, farmMembers.farmId))
      .where(eq(farmMembers.userId, row.id))
      .orderBy(asc(farms.name), asc(farms.id));
    return toUserModel(row, memberships);
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
