import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { farms, type FarmRow } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import type { UserModel } from '../user/user.mappers.js';
import { assertFarmAccess, isAdmin } from './farm-access.js';

export class FarmService {
  constructor(private readonly db: Db) {}

  /** Every farm for an admin; the user's own farms for everyone else (none for none). */
  async list(user: UserModel): Promise<FarmRow[]> {
    if (isAdmin(user)) return this.db.select().from(farms).orderBy(asc(farms.name));
    if (!user.farmIds.length) return [];
    return this.db.select().from(farms).where(inArray(farms.id, user.farmIds)).orderBy(asc(farms.name));
  }

  async get(user: UserModel, id: string): Promise<FarmRow> {
    assertFarmAccess(user, id);
    const [farm] = await this.db.select().from(farms).where(eq(farms.id, id));
    if (!farm) throw notFound('Farm');
    return farm;
  }
}
