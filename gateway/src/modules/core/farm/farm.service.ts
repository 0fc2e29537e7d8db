import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { farms, type FarmRow } from '../../../db/schema.js';
import { badInput, forbidden, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { UserModel } from '../user/user.mappers.js';
import { assertFarmAccess, isAdmin } from './farm-access.js';

/** The ISO 4217 codes this runtime can format (ICU's list, through Intl). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

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

  /** Admins only; the code must be one Intl knows, in capitals. A refusal changes nothing. */
  async updateCurrency(user: UserModel, id: string, currency: string): Promise<FarmRow> {
    if (!isAdmin(user)) throw forbidden();
    if (!/^[A-Z]{3}$/.test(currency) || !CURRENCIES.has(currency))
      throw badInput('Currency must be an ISO 4217 code, e.g. EUR', { field: 'currency' });
    const farm = await this.get(user, id);
    if (farm.currency === currency) return farm;
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(farms)
        .set({ currency, updatedAt: new Date() })
        .where(eq(farms.id, farm.id))
        .returning();
      await recordAudit(tx, {
        farmId: farm.id,
        entityType: 'farm',
        entityId: farm.id,
        action: 'UPDATE',
        actorId: user.id,
        changes: { currency: { before: farm.currency, after: currency } },
      });
      return updated!;
    });
  }
}
