// Accounts as admins see them (a keyset page by name), the writes to an account's admin flag
// and status, new accounts made by accepting an invitation, and new farms.
import { and, count, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { farmMembers, farms, users, type FarmRow, type UserRow } from '../../../db/schema.js';
import { allOf, type PageRequest } from '../../../lib/pagination.js';
import { containsText } from '../../../lib/search.js';
import { ADMIN_PERMISSION } from '../user/permissions.js';
import { keysetPage } from '../../../lib/joined-list-page.js';
import type { UserAccountModel } from './members.mappers.js';

export interface AccountFilter {
  text?: string | null;
  admin?: boolean | null;
  deactivated?: boolean | null;
}

const account = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  roles: users.roles,
  extraPermissions: users.extraPermissions,
  deactivatedAt: users.deactivatedAt,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
};

/** As isAdminAccount decides it, in SQL. */
const isAdminSql = sql`(${'admin'} = ANY(${users.roles}) OR ${ADMIN_PERMISSION} = ANY(${users.extraPermissions}))`;

function filterOf({ text, admin, deactivated }: AccountFilter): SQL | undefined {
  return allOf(
    text
      ? or(containsText(sql`lower(${users.name})`, text), containsText(sql`lower(${users.email})`, text))
      : undefined,
    admin == null ? undefined : admin ? isAdminSql : sql`NOT ${isAdminSql}`,
    deactivated == null ? undefined : deactivated ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt),
  );
}

export class AccountRepository {
  constructor(readonly db: Db) {}

  page(filter: AccountFilter, page: PageRequest) {
    return keysetPage<UserAccountModel>(
      {
        sort: { column: users.name, kind: 'text', value: (row) => row.name },
        idColumn: users.id,
        where: filterOf(filter),
        rows: (where, order, limit, values) =>
          this.db
            .select(account)
            .from(users)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .execute(values),
        count: async (where, cap) => {
          const matches = this.db
            .select({ one: sql`1` })
            .from(users)
            .where(where)
            .limit(cap)
            .as('matches');
          const [row] = await this.db.select({ n: count() }).from(matches);
          return row.n;
        },
      },
      page,
    );
  }

  async find(db: Db, id: string): Promise<UserAccountModel | undefined> {
    const [row] = await db.select(account).from(users).where(eq(users.id, id));
    return row;
  }

  async byEmail(db: Db, email: string): Promise<UserAccountModel | undefined> {
    const [row] = await db.select(account).from(users).where(eq(users.email, email));
    return row;
  }

  async update(tx: Db, id: string, values: Partial<Pick<UserRow, 'roles' | 'extraPermissions' | 'deactivatedAt'>>) {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(account);
    return row;
  }

  /**
   * The farms the person is the last active manager of, their rows locked first (as member
   * changes lock them), so the answer holds until the transaction ends.
   */
  async farmsOnlyManagedBy(tx: Db, userId: string): Promise<{ id: string; name: string }[]> {
    const managed = tx
      .select({ farmId: farmMembers.farmId })
      .from(farmMembers)
      .where(and(eq(farmMembers.userId, userId), eq(farmMembers.role, 'manager')));
    const locked = await tx
      .select({ id: farms.id, name: farms.name })
      .from(farms)
      .where(inArray(farms.id, managed))
      .orderBy(farms.id)
      .for('update');
    if (!locked.length) return [];
    const others = await tx
      .selectDistinct({ farmId: farmMembers.farmId })
      .from(farmMembers)
      .innerJoin(users, eq(users.id, farmMembers.userId))
      .where(
        and(
          inArray(
            farmMembers.farmId,
            locked.map((farm) => farm.id),
          ),
          eq(farmMembers.role, 'manager'),
          ne(farmMembers.userId, userId),
          isNull(users.deactivatedAt),
        ),
      );
    const covered = new Set(others.map((row) => row.farmId));
    return locked.filter((farm) => !covered.has(farm.id));
  }

  /** A new account (no global role); undefined when the e-mail was taken meanwhile. */
  async insertUser(tx: Db, values: { name: string; email: string; passwordHash: string }) {
    const [row] = await tx
      .insert(users)
      .values({ ...values, roles: [] })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    return row;
  }

  async insertFarm(tx: Db, values: typeof farms.$inferInsert): Promise<FarmRow> {
    const [row] = await tx.insert(farms).values(values).returning();
    return row;
  }
}
