// Invitations' SQL: the farm's list (newest first, with who sent each), a lookup by the token's
// hash with what the accept page shows, and the conditional writes that keep a token single-use
// and at most one invitation open per farm and address.
import { and, count, eq, getTableColumns, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { farmInvitations as inv, farms, users, type FarmInvitationRow } from '../../../db/schema.js';
import { allOf, type PageRequest } from '../../../lib/pagination.js';
import { keysetPage } from '../../../lib/joined-list-page.js';
import type { FarmInvitationModel, InvitationStatusValue } from './members.mappers.js';

const inviter = alias(users, 'inviter');
// The token's hash never leaves the repository.
const { tokenHash: _hash, ...visible } = getTableColumns(inv);

/** The SQL of each status; `now()` is the statement's clock, as the conditional accept's. */
const STATUS_SQL: Record<InvitationStatusValue, SQL> = {
  ACCEPTED: sql`${inv.acceptedAt} IS NOT NULL`,
  REVOKED: sql`${inv.revokedAt} IS NOT NULL`,
  EXPIRED: and(isNull(inv.acceptedAt), isNull(inv.revokedAt), lte(inv.expiresAt, sql`now()`))!,
  PENDING: and(isNull(inv.acceptedAt), isNull(inv.revokedAt), gt(inv.expiresAt, sql`now()`))!,
};

function withInviter(db: Db) {
  return db
    .select({ ...visible, invitedByName: inviter.name })
    .from(inv)
    .leftJoin(inviter, eq(inviter.id, inv.invitedBy));
}

export class InvitationRepository {
  constructor(readonly db: Db) {}

  page(farmId: string, statuses: readonly InvitationStatusValue[], page: PageRequest) {
    const where = allOf(
      eq(inv.farmId, farmId),
      statuses.length ? or(...statuses.map((s) => STATUS_SQL[s])) : undefined,
    );
    return keysetPage<FarmInvitationModel>(
      {
        sort: { column: inv.createdAt, kind: 'timestamp', value: (row) => row.createdAt },
        idColumn: inv.id,
        direction: 'DESC',
        where,
        rows: (conditions, order, limit, values) =>
          withInviter(this.db)
            .where(conditions)
            .orderBy(...order)
            .limit(limit)
            .execute(values),
        count: async (conditions, cap) => {
          const matches = this.db
            .select({ one: sql`1` })
            .from(inv)
            .where(conditions)
            .limit(cap)
            .as('matches');
          const [row] = await this.db.select({ n: count() }).from(matches);
          return row.n;
        },
      },
      page,
    );
  }

  async find(db: Db, id: string): Promise<FarmInvitationModel | undefined> {
    const [row] = await withInviter(db).where(eq(inv.id, id));
    return row;
  }

  /** The invitation a token stands for, with its farm's name and who sent it. */
  async byTokenHash(tokenHash: string) {
    const [row] = await this.db
      .select({ ...visible, invitedByName: inviter.name, farmName: farms.name })
      .from(inv)
      .innerJoin(farms, eq(farms.id, inv.farmId))
      .leftJoin(inviter, eq(inviter.id, inv.invitedBy))
      .where(eq(inv.tokenHash, tokenHash));
    return row;
  }

  /** Withdraws the farm's open invitations to `email` (the unique index allows one). */
  async revokeOpen(tx: Db, farmId: string, email: string, by: string): Promise<FarmInvitationRow[]> {
    return tx
      .update(inv)
      .set({ revokedAt: new Date(), revokedBy: by })
      .where(and(eq(inv.farmId, farmId), eq(inv.email, email), isNull(inv.acceptedAt), isNull(inv.revokedAt)))
      .returning();
  }

  async insert(tx: Db, values: typeof inv.$inferInsert): Promise<FarmInvitationRow> {
    const [row] = await tx.insert(inv).values(values).returning();
    return row;
  }

  async revoke(tx: Db, id: string, by: string): Promise<void> {
    await tx.update(inv).set({ revokedAt: new Date(), revokedBy: by }).where(eq(inv.id, id));
  }

  /**
   * Marks the invitation accepted if it still is open and unexpired: at most one acceptance
   * ever succeeds, however many race. False when it was not (the caller says why).
   */
  async consume(tx: Db, tokenHash: string, userId: string): Promise<boolean> {
    const used = await tx
      .update(inv)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(
        and(eq(inv.tokenHash, tokenHash), isNull(inv.acceptedAt), isNull(inv.revokedAt), gt(inv.expiresAt, sql`now()`)),
      )
      .returning({ id: inv.id });
    return used.length > 0;
  }
}
