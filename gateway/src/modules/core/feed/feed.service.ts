// Notifications and messages of one user. Nobody sees or changes another user's items;
// items tied to a farm are only shown while the user may access that farm.
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { feedItems, type FeedItemRow, type FeedKind } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { imageSource, instant, LIMITS, noteText, optionalText } from '../../../lib/input.js';
import { assertSafeLink, linkFields } from '../../../lib/links.js';
import { parseInput } from '../../../lib/validation.js';
import { assertFarmAccess, isAdmin } from '../farm/farm-access.js';
import type { UserModel } from '../user/user.mappers.js';

const content = {
  icon: optionalText(100),
  image: imageSource.nullish(),
  title: optionalText(LIMITS.name),
  description: noteText,
  time: instant.optional(),
  read: z.boolean().optional(),
  ...linkFields,
};
const CreateSchema = z.object({
  ...content,
  farmId: z.string().uuid().nullish(),
});
const PatchSchema = z.object(content);
const ReadSchema = z.object({ id: z.string().max(64), read: z.boolean() });

const LABEL: Record<FeedKind, string> = {
  notification: 'Notification',
  message: 'Message',
};

export class FeedService {
  constructor(private readonly db: Db) {}

  /** Account-wide items plus, when `farmId` is given, that farm's. */
  async list(user: UserModel, kind: FeedKind, farmId?: string | null): Promise<FeedItemRow[]> {
    if (farmId) assertFarmAccess(user, farmId);
    return this.db
      .select()
      .from(feedItems)
      .where(and(this.owned(user, kind), this.visibleFarms(farmId)))
      .orderBy(desc(feedItems.time))
      .limit(200);
  }

  async create(user: UserModel, kind: FeedKind, input: unknown): Promise<FeedItemRow> {
    const data = parseInput(CreateSchema, input);
    if (data.farmId) assertFarmAccess(user, data.farmId);
    assertSafeLink(data.link, data.useRouter ?? false);
    const [row] = await this.db
      .insert(feedItems)
      .values({
        ...data,
        kind,
        userId: user.id,
        useRouter: data.useRouter ?? false,
      })
      .returning();
    return row;
  }

  /** Shallow merge of the given fields; null when the user has no such item. */
  async update(user: UserModel, kind: FeedKind, id: unknown, patch: unknown): Promise<FeedItemRow | null> {
    const data = parseInput(PatchSchema, patch);
    const current = await this.find(user, kind, id);
    if (!current) return null;
    assertSafeLink(data.link === undefined ? current.link : data.link, data.useRouter ?? current.useRouter);
    // New wording from the user replaces the server's translated message.
    const reworded = data.title !== undefined || data.description !== undefined;
    const [row] = await this.db
      .update(feedItems)
      .set(reworded ? { ...data, messageKey: null, messageParams: null } : data)
      .where(eq(feedItems.id, current.id))
      .returning();
    return row;
  }

  /** Sets `read` to the value sent (contract §3.1: no toggling on the server); null when unknown. */
  async setRead(user: UserModel, kind: FeedKind, input: unknown): Promise<FeedItemRow | null> {
    const { id, read } = parseInput(ReadSchema, input);
    const current = await this.find(user, kind, id);
    if (!current) return null;
    const [row] = await this.db.update(feedItems).set({ read }).where(eq(feedItems.id, current.id)).returning();
    return row;
  }

  /** Deletes the item and answers it; null (nothing deleted) when the user has no such item. */
  async remove(user: UserModel, kind: FeedKind, id: unknown): Promise<FeedItemRow | null> {
    const current = await this.find(user, kind, id);
    if (!current) return null;
    const [row] = await this.db.delete(feedItems).where(eq(feedItems.id, current.id)).returning();
    return row ?? null;
  }

  /** The item, or NOT_FOUND (GraphQL's answer for an id the user has no item with). */
  async get(user: UserModel, kind: FeedKind, id: unknown): Promise<FeedItemRow> {
    const row = await this.find(user, kind, id);
    if (!row) throw notFound(LABEL[kind]);
    return row;
  }

  /** Sets read and seen on every item; without a farm, every item of every farm the user may access. */
  async markAllRead(user: UserModel, kind: FeedKind, farmId?: string | null): Promise<true> {
    if (farmId) assertFarmAccess(user, farmId);
    await this.db
      .update(feedItems)
      .set({ read: true, seen: true })
      .where(
        and(
          this.owned(user, kind),
          farmId ? this.visibleFarms(farmId) : this.accessibleFarms(user),
          or(eq(feedItems.read, false), eq(feedItems.seen, false)),
        ),
      );
    return true;
  }

  private async find(user: UserModel, kind: FeedKind, id: unknown): Promise<FeedItemRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(feedItems)
      .where(and(eq(feedItems.id, id), this.owned(user, kind), this.accessibleFarms(user)));
    return row ?? null;
  }

  private owned(user: UserModel, kind: FeedKind): SQL {
    return and(eq(feedItems.userId, user.id), eq(feedItems.kind, kind))!;
  }

  /** Items of farms the user may (still) access: an id from a farm they left is not found. */
  private accessibleFarms(user: UserModel): SQL | undefined {
    if (isAdmin(user)) return undefined;
    return user.farmIds.length
      ? or(isNull(feedItems.farmId), inArray(feedItems.farmId, user.farmIds))
      : isNull(feedItems.farmId);
  }

  /** Account-wide items, plus those of the named farm (whose access was checked). */
  private visibleFarms(farmId?: string | null): SQL | undefined {
    return farmId ? or(isNull(feedItems.farmId), eq(feedItems.farmId, farmId)) : isNull(feedItems.farmId);
  }
}
