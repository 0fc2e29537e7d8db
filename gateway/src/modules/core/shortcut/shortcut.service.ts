// A user's own quick links; nobody reads or changes another user's.
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { shortcuts, type ShortcutRow } from '../../../db/schema.js';
import { isUuid } from '../../../lib/ids.js';
import { LIMITS, optionalText } from '../../../lib/input.js';
import { assertSafeLink, linkFields } from '../../../lib/links.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../user/user.mappers.js';

const fields = {
  label: z.string().trim().min(1).max(100),
  description: optionalText(500),
  icon: optionalText(100),
  link: z.string().trim().min(1).max(LIMITS.url),
  useRouter: linkFields.useRouter,
};
const CreateSchema = z.object(fields);
const PatchSchema = z.object(fields).partial();

export class ShortcutService {
  constructor(private readonly db: Db) {}

  list(user: UserModel): Promise<ShortcutRow[]> {
    return this.db
      .select()
      .from(shortcuts)
      .where(eq(shortcuts.userId, user.id))
      .orderBy(asc(shortcuts.position), asc(shortcuts.label));
  }

  async create(user: UserModel, input: unknown): Promise<ShortcutRow> {
    const data = parseInput(CreateSchema, input);
    const useRouter = data.useRouter ?? true;
    assertSafeLink(data.link, useRouter);
    const [row] = await this.db
      .insert(shortcuts)
      .values({
        ...data,
        useRouter,
        userId: user.id,
        // Placed first (contract §3.1: POST prepends).
        position: sql`(SELECT coalesce(min(position) - 1, 0) FROM shortcuts WHERE user_id = ${user.id})`,
      })
      .returning();
    return row;
  }

  /** Shallow merge of the given fields; null when the user has no such shortcut. */
  async update(user: UserModel, id: unknown, patch: unknown): Promise<ShortcutRow | null> {
    const data = parseInput(PatchSchema, patch);
    const current = await this.find(user, id);
    if (!current) return null;
    assertSafeLink(data.link ?? current.link, data.useRouter ?? current.useRouter);
    const [row] = await this.db.update(shortcuts).set(data).where(eq(shortcuts.id, current.id)).returning();
    return row;
  }

  /** Deletes the shortcut and answers it; null (nothing deleted) when the user has no such shortcut. */
  async remove(user: UserModel, id: unknown): Promise<ShortcutRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .delete(shortcuts)
      .where(and(eq(shortcuts.id, id), eq(shortcuts.userId, user.id)))
      .returning();
    return row ?? null;
  }

  private async find(user: UserModel, id: unknown): Promise<ShortcutRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(shortcuts)
      .where(and(eq(shortcuts.id, id), eq(shortcuts.userId, user.id)));
    return row ?? null;
  }
}
