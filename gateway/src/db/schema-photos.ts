// Drizzle definition of the photos table (migration 0011).
import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** bytea as a Buffer: node-postgres answers with one, PGlite with a plain Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.length)),
});

export const photos = pgTable('photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  mime: text('mime').$type<PhotoType>().notNull(),
  bytes: bytea('bytes').notNull(),
  thumbnail: bytea('thumbnail').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type PhotoRow = typeof photos.$inferSelect;
