// The photos' SQL. Reads take only the column they serve: a photo is up to megabytes.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { photos, type PhotoType } from '../../../db/schema-photos.js';

type NewPhoto = typeof photos.$inferInsert;

export interface StoredImage {
  farmId: string;
  mime: PhotoType;
  bytes: Buffer;
}

export class PhotoRepository {
  constructor(readonly db: Db) {}

  async insert(photo: NewPhoto, db: Db = this.db): Promise<string> {
    const [row] = await db.insert(photos).values(photo).returning({ id: photos.id });
    return row.id;
  }

  async findImage(id: string, variant: 'full' | 'thumbnail'): Promise<StoredImage | undefined> {
    const [row] = await this.db
      .select({
        farmId: photos.farmId,
        mime: photos.mime,
        bytes: variant === 'full' ? photos.bytes : photos.thumbnail,
      })
      .from(photos)
      .where(eq(photos.id, id));
    return row && (variant === 'full' ? row : { ...row, mime: 'image/webp' });
  }

  /** Those of `ids` that are photos of the farm. */
  async idsInFarm(db: Db, ids: readonly string[], farmId: string): Promise<Set<string>> {
    const rows = await db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.farmId, farmId), inArray(photos.id, [...ids])));
    return new Set(rows.map((row) => row.id));
  }
}
