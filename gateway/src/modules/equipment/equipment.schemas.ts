// Validation of equipment writes (zod).
import { z } from 'zod';
import { CRITICALITIES, EQUIPMENT_CATEGORIES, EQUIPMENT_STATUSES, METER_UNITS } from '../../db/schema.js';

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a real date')
  .nullish();

const editable = {
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(200),
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
  purchaseDate: isoDate,
  purchaseCost: z.number().nonnegative().max(1e11).nullish(),
  warrantyEnd: isoDate,
  photoUrl: z.string().trim().url().max(2048).nullish(),
  notes: optionalText(5000),
};

export const CreateEquipmentSchema = z.object({
  ...editable,
  farmId: z.string().uuid(),
  status: editable.status.default('OPERATIONAL'),
  criticality: editable.criticality.default('MEDIUM'),
  meterUnit: editable.meterUnit.default('HOURS'),
  meterValue: z.number().nonnegative().max(1e9).nullish(),
});

export const UpdateEquipmentSchema = z.object(editable).partial();

export const EQUIPMENT_AUDITED_FIELDS = Object.keys(editable) as (keyof typeof editable)[];

export const ReadingSchema = z.object({
  value: z.number().nonnegative().max(1e9),
  readAt: z.coerce
    .date()
    .refine((date) => date.getTime() <= Date.now() + 5 * 60_000, 'readAt: a reading cannot be in the future')
    .nullish(),
});
