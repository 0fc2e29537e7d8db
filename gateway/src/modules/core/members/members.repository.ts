// A farm's people as its managers see them: active memberships (farm_members) and deactivated
// ones (deactivated_farm_members), each with its person's account, in keyset pages by name;
// and the writes that change a role, add a member or move a membership between the two
// tables. Rules, access checks and audit stay in the services.
import { and, count, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { deactivatedFarmMembers as gone, farmMembers, farms, users, type FarmRole } from '../../../db/schema.js';
import { allOf, type PageRequest } from '../../../lib/pagination.js';
import { containsText } from '../../../lib/search.js';
import { keysetPage } from '../../../lib/joined-list-page.js';
import type { FarmMemberModel, MemberStatusValue } from './members.mappers.js';

export interface MemberFilter {
  text?: string | null;
  status?: readonly MemberStatusValue[] | null;
  role?: readonly FarmRole[] | null;
}

const at = (value: unknown) => (value == null ? null : new Date(value as string));

/**
 * Both kinds of membership of a farm (or of one person there), as one subquery. Its computed
 * columns have names of their own: Drizzle names them unqualified outside the subquery, where
 * users has a deactivated_at too.
 */
function membershipsOf(db: Db, farmId: string, userId?: string) {
  const active = db
    .select({
      farmId: farmMembers.farmId,
      userId: farmMembers.userId,
      role: farmMembers.role,
      hourlyRate: farmMembers.hourlyRate,
      joinedAt: sql<Date>`${farmMembers.createdAt}`.mapWith(at).as('member_joined_at'),
      deactivatedAt: sql<Date | null>`null::timestamptz`.mapWith(at).as('member_deactivated_at'),
    })
    .from(farmMembers)
    .where(and(eq(farmMembers.farmId, farmId), userId ? eq(farmMembers.userId, userId) : undefined));
  const deactivated = db
    .select({
      farmId: gone.farmId,
      userId: gone.userId,
      role: gone.role,
      hourlyRate: gone.hourlyRate,
      joinedAt: sql<Date>`${gone.joinedAt}`.mapWith(at).as('member_joined_at'),
      deactivatedAt: sql<Date | null>`${gone.deactivatedAt}`.mapWith(at).as('member_deactivated_at'),
    })
    .from(gone)
    .where(and(eq(gone.farmId, farmId), userId ? eq(gone.userId, userId) : undefined));
  return active.unionAll(deactivated).as('m');
}

type Memberships = ReturnType<typeof membershipsOf>;

function membersOf(db: Db, m: Memberships) {
  return db
    .select({
      id: users.id,
      farmId: m.farmId,
      userId: m.userId,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      role: m.role,
      hourlyRate: m.hourlyRate,
      defaultRate: farms.defaultHourlyRate,
      joinedAt: m.joinedAt,
      deactivatedAt: m.deactivatedAt,
      accountDeactivatedAt: users.deactivatedAt,
      lastSignInAt: users.lastSignInAt,
      globalRoles: users.roles,
      extraPermissions: users.extraPermissions,
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .innerJoin(farms, eq(farms.id, m.farmId));
}

function filterOf(m: Memberships, { text, status, role }: MemberFilter): SQL | undefined {
  const statuses = new Set(status ?? []);
  return allOf(
    text
      ? or(containsText(sql`lower(${users.name})`, text), containsText(sql`lower(${users.email})`, text))
      : undefined,
    statuses.size === 1 ? (statuses.has('ACTIVE') ? isNull(m.deactivatedAt) : isNotNull(m.deactivatedAt)) : undefined,
    role?.length ? inArray(m.role, [...role]) : undefined,
  );
}

export class MemberRepository {
  constructor(readonly db: Db) {}

  /** A page of the farm's members by name (then id), active and deactivated alike unless filtered. */
  page(farmId: string, filter: MemberFilter, page: PageRequest) {
    const m = membershipsOf(this.db, farmId);
    return keysetPage<FarmMemberModel>(
      {
        sort: { column: users.name, kind: 'text', value: (row) => row.name },
        idColumn: users.id,
        where: filterOf(m, filter),
        rows: (where, order, limit, values) =>
          membersOf(this.db, m)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .execute(values) as Promise<FarmMemberModel[]>,
        count: async (where, cap) => {
          const matches = this.db
            .select({ one: sql`1` })
            .from(m)
            .innerJoin(users, eq(users.id, m.userId))
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

  /** One member of the farm, active or deactivated; undefined for someone who is neither. */
  async find(db: Db, farmId: string, userId: string): Promise<FarmMemberModel | undefined> {
    const [row] = await membersOf(db, membershipsOf(db, farmId, userId));
    return row as FarmMemberModel | undefined;
  }

  /**
   * Locks the farm's row for the transaction: changes to one farm's members then run one after
   * the other on PostgreSQL, so two managers demoting each other cannot both pass the
   * last-manager check. Undefined when there is no such farm.
   */
  async lockFarm(tx: Db, farmId: string): Promise<{ id: string; name: string } | undefined> {
    const [farm] = await tx
      .select({ id: farms.id, name: farms.name })
      .from(farms)
      .where(eq(farms.id, farmId))
      .for('update');
    return farm;
  }

  /** Active managers of the farm with an active account, other than `userId`. */
  async otherActiveManagers(tx: Db, farmId: string, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(farmMembers)
      .innerJoin(users, eq(users.id, farmMembers.userId))
      .where(
        and(
          eq(farmMembers.farmId, farmId),
          eq(farmMembers.role, 'manager'),
          ne(farmMembers.userId, userId),
          isNull(users.deactivatedAt),
        ),
      );
    return row.n;
  }

  async setRole(tx: Db, farmId: string, userId: string, role: FarmRole): Promise<void> {
    await tx
      .update(farmMembers)
      .set({ role })
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)));
  }

  async join(tx: Db, farmId: string, userId: string, role: FarmRole): Promise<void> {
    await tx.insert(farmMembers).values({ farmId, userId, role });
  }

  /** Moves the membership out of farm_members, keeping its role, rate and joining date. */
  async deactivate(tx: Db, farmId: string, userId: string, by: string): Promise<void> {
    const [row] = await tx
      .delete(farmMembers)
      .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)))
      .returning();
    if (!row) return;
    const { role, hourlyRate, createdAt: joinedAt } = row;
    await tx.insert(gone).values({ farmId, userId, role, hourlyRate, joinedAt, deactivatedBy: by });
  }

  /** Moves the membership back into farm_members as it was. */
  async reactivate(tx: Db, farmId: string, userId: string): Promise<void> {
    const [row] = await tx
      .delete(gone)
      .where(and(eq(gone.farmId, farmId), eq(gone.userId, userId)))
      .returning();
    if (!row) return;
    const { role, hourlyRate, joinedAt: createdAt } = row;
    await tx.insert(farmMembers).values({ farmId, userId, role, hourlyRate, createdAt });
  }
}
