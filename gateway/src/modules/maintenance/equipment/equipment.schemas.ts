// Validation of equipment writes and list filters (zod), on the shared blocks of lib/input.
import { z } from 'zod';
import { CRITICALITIES, EQUIPMENT_CATEGORIES, EQUIPMENT_STATUSES, METER_UNITS } from '../../../db/schema.js';
import {
  calendarDate,
  columnNumber,
  filterText,
  instant,
  nameText,
  noteText,
  optionalText,
  pictureAddress,
} from '../../../lib/input.js';

/** meter_value numeric(12, 1); readings beyond a billion hours or km are typing mistakes. */
const meterValue = columnNumber(12, 1).pipe(z.number().nonnegative().max(1e9));

const editable = {
  code: z.string().trim().min(1).max(40),
  name: nameText,
  category: z.enum(EQUIPMENT_CATEGORIES),
  make: optionalText(100),
  model: optionalText(100),
  serialNumber: optionalText(100),
  year: z.number().int().min(1900).max(2100).nullish(),
  status: z.enum(EQUIPMENT_STATUSES),
  criticality: z.enum(CRITICALITIES),
  location: optionalText(200),
  parentId: z.string().uuid().nullish(),
  meterUnit: z.enum(METER_UNITS),
  purchaseDate: calendarDate.nullish(),
  /** purchase_cost numeric(14, 2). */
  purchaseCost: columnNumber(14, 2).pipe(z.number().nonnegative().max(1e11)).nullish(),
  warrantyEnd: calendarDate.nullish(),
  photoUrl: pictureAddress.nullish(),
  notes: noteText,
};

export const CreateEquipmentSchema = z.object({
  ...editable,
  farmId: z.string().uuid(),
  status: editable.status.default('OPERATIONAL'),
  criticality: editable.criticality.default('MEDIUM'),
  meterUnit: editable.meterUnit.default('HOURS'),
  meterValue: meterValue.nullish(),
});

export const UpdateEquipmentSchema = z.object(editable).partial();

export const EQUIPMENT_AUDITED_FIELDS = Object.keys(editable) as (keyof typeof editable)[];

export const ReadingSchema = z.object({
  value: meterValue,
  readAt: instant
    .refine((date) => date.getTime() <= Date.now() + 5 * 60_000, 'readAt: a reading cannot be in the future')
    .nullish(),
});

/** The list's filter; what it parses to also names the list's kept statement and total. */
export const EquipmentFilterSchema = z.object({
  text: filterText,
  category: z.array(z.enum(EQUIPMENT_CATEGORIES)).max(EQUIPMENT_CATEGORIES.length).nullish(),
  status: z.array(z.enum(EQUIPMENT_STATUSES)).max(EQUIPMENT_STATUSES.length).nullish(),
  criticality: z.array(z.enum(CRITICALITIES)).max(CRITICALITIES.length).nullish(),
  location: filterText,
  includeRetired: z.boolean().nullish(),
});
export type EquipmentFilter = z.infer<typeof EquipmentFilterSchema>;
