// Drizzle definitions of migration 0013: photos and comments on work orders, the machines'
// report tokens and the maintenance requests reported through them.
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAINTENANCE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type MaintenanceRequestStatus = (typeof MAINTENANCE_REQUEST_STATUSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const workOrderPhotos = pgTable(
  'work_order_photos',
  {
    farmId: uuid('farm_id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    photoId: uuid('photo_id').notNull(),
    /** Set when the photo belongs to one of the order's checklist items. */
    checklistItemId: uuid('checklist_item_id'),
    addedBy: uuid('added_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.workOrderId, t.photoId] })],
);

export const workOrderComments = pgTable('work_order_comments', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  workOrderId: uuid('work_order_id').notNull(),
  authorId: uuid('author_id'),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const equipmentRequestTokens = pgTable(
  'equipment_request_tokens',
  {
    farmId: uuid('farm_id').notNull(),
    equipmentId: uuid('equipment_id').notNull(),
    token: text('token').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.equipmentId] })],
);

export const maintenanceRequests = pgTable('maintenance_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  farmId: uuid('farm_id').notNull(),
  equipmentId: uuid('equipment_id').notNull(),
  description: text('description').notNull(),
  machineStopped: boolean('machine_stopped').notNull().default(false),
  reporterName: text('reporter_name'),
  reporterPhone: text('reporter_phone'),
  photoId: uuid('photo_id'),
  status: text('status').$type<MaintenanceRequestStatus>().notNull().default('PENDING'),
  declineReason: text('decline_reason'),
  decidedBy: uuid('decided_by'),
  decidedAt: at('decided_at'),
  workOrderId: uuid('work_order_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type WorkOrderPhotoRow = typeof workOrderPhotos.$inferSelect;
export type WorkOrderCommentRow = typeof workOrderComments.$inferSelect;
export type MaintenanceRequestRow = typeof maintenanceRequests.$inferSelect;
