// Drizzle definitions of the maintenance tables (migration 0002): equipment, meter
// readings, spare parts, compatibility links, stock movements and the audit trail.
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The enumerations the database CHECKs, which are also the GraphQL enum names.
export const EQUIPMENT_CATEGORIES = [
  'TRACTOR',
  'COMBINE_HARVESTER',
  'SPRAYER',
  'SEEDER',
  'TILLAGE',
  'IRRIGATION',
  'GENERATOR',
  'VEHICLE',
  'LIVESTOCK_EQUIPMENT',
  'WORKSHOP',
  'OTHER',
] as const;
export const EQUIPMENT_STATUSES = ['OPERATIONAL', 'NEEDS_ATTENTION', 'DOWN', 'RETIRED'] as const;
export const CRITICALITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const METER_UNITS = ['HOURS', 'KM', 'NONE'] as const;
export const PART_UNITS = ['PCS', 'L', 'KG', 'M'] as const;
export const MOVEMENT_TYPES = ['RECEIPT', 'ISSUE', 'ADJUSTMENT', 'RETURN'] as const;
type OneOf<T extends readonly string[]> = T[number];

const num = (name: string) => numeric(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const equipment = pgTable('equipment', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  category: text('category').$type<OneOf<typeof EQUIPMENT_CATEGORIES>>().notNull(),
  make: text('make'),
  model: text('model'),
  serialNumber: text('serial_number'),
  year: integer('year'),
  status: text('status').$type<OneOf<typeof EQUIPMENT_STATUSES>>().notNull().default('OPERATIONAL'),
  criticality: text('criticality').$type<OneOf<typeof CRITICALITIES>>().notNull().default('MEDIUM'),
  location: text('location'),
  parentId: uuid('parent_id'),
  meterUnit: text('meter_unit').$type<OneOf<typeof METER_UNITS>>().notNull().default('HOURS'),
  meterValue: num('meter_value').notNull().default(0),
  purchaseDate: date('purchase_date', { mode: 'string' }),
  purchaseCost: num('purchase_cost'),
  warrantyEnd: date('warranty_end', { mode: 'string' }),
  photoUrl: text('photo_url'),
  notes: text('notes'),
  search: text('search'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const meterReadings = pgTable('meter_readings', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  equipmentId: uuid('equipment_id').notNull(),
  value: num('value').notNull(),
  readAt: at('read_at').notNull().defaultNow(),
  recordedBy: uuid('recorded_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const spareParts = pgTable('spare_parts', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  partNumber: text('part_number').notNull(),
  name: text('name').notNull(),
  category: text('category'),
  unit: text('unit').$type<OneOf<typeof PART_UNITS>>().notNull(),
  quantityOnHand: num('quantity_on_hand').notNull().default(0),
  /** What open work orders still hold of it (migration 0012): available = on hand − reserved. */
  quantityReserved: num('quantity_reserved').notNull().default(0),
  minQuantity: num('min_quantity').notNull().default(0),
  reorderQuantity: num('reorder_quantity').notNull().default(0),
  unitCost: num('unit_cost').notNull().default(0),
  storageLocation: text('storage_location'),
  supplier: text('supplier'),
  lowStockNotified: boolean('low_stock_notified').notNull().default(false),
  search: text('search'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const partCompatibility = pgTable(
  'part_compatibility',
  {
    farmId: uuid('farm_id').notNull(),
    partId: uuid('part_id').notNull(),
    equipmentId: uuid('equipment_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.partId, t.equipmentId] })],
);

export const stockMovements = pgTable('stock_movements', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  partId: uuid('part_id').notNull(),
  type: text('type').$type<OneOf<typeof MOVEMENT_TYPES>>().notNull(),
  quantity: num('quantity').notNull(),
  unitCost: num('unit_cost'),
  balanceAfter: num('balance_after').notNull(),
  workOrderId: uuid('work_order_id'),
  note: text('note'),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: uuid('entity_id').notNull(),
  action: text('action').notNull(),
  actorId: uuid('actor_id'),
  changes: jsonb('changes').notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type EquipmentRow = typeof equipment.$inferSelect;
export type MeterReadingRow = typeof meterReadings.$inferSelect;
export type SparePartRow = typeof spareParts.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
