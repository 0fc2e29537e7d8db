import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { farmMembers, users, type UserRow } from '../../db/schema.js';
import { permissionsFor } from './permissions.js';
import type { UserModel, UserStatusValue } from './user.mappers.js';

export class UserRepository {
  constructor(private readonly db: Db) {}

  async findRowByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  }

  /** The user with permissions and memberships, in two indexed queries. */
  async findModel(id: string): Promise<UserModel | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) return undefined;
    return this.toModel(row);
  }

  async toModel(row: UserRow): Promise<UserModel> {
    const memberships = await this.db
      .select({ farmId: farmMembers.farmId })
      .from(farmMembers)
      .where(eq(farmMembers.userId, row.id));
    return {
      ...row,
      status: row.status as UserStatusValue,
      permissions: permissionsFor(row.roles, row.extraPermissions),
      farmIds: memberships.map((m) => m.farmId).sort(),
    };
  }

  async update(
    id: string,
    values: Partial<Pick<UserRow, 'name' | 'avatar' | 'status' | 'passwordHash'>>,
  ): Promise<void> {
    await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id));
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
