import { z } from 'zod';
import { PART_UNITS } from '../../db/schema.js';
const quantity = z.number().nonnegative().max(1e9);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

const editable = {
  partNumber: z.string().trim().min(1).max(60),
  name: z.string().trim().min(1).max(200),
  category: optionalText(100),
  unit: z.enum(PART_UNITS),
  minQuantity: quantity,
  reorderQuantity: quantity,
  unitCost: z.number().nonnegative().max(1e9),
  storageLocation: optionalText(200),
  supplier: optionalText(200),
};

export const CreatePartSchema = z.object({
  ...editable,
  farmId: z.string().uuid(),
  minQuantity: quantity.default(0),
  reorderQuantity: quantity.default(0),
  unitCost: editable.unitCost.default(0),
  compatibleEquipmentIds: z.array(z.string().uuid()).max(200).nullish(),
});

export const UpdatePartSchema = z
  .object({ ...editable, compatibleEquipmentIds: z.array(z.string().uuid()).max(200).nullish() })
  .partial();

export const PART_AUDITED_FIELDS = Object.keys(editable) as (keyof typeof editable)[];

const positive = z.number().positive('quantity must be greater than 0').max(1e9);
export const ReceiveSchema = z.object({
  quantity: positive,
  unitCost: z.number().nonnegative().max(1e9).nullish(),
  note: optionalText(500),
});
export const IssueSchema = z.object({ quantity: positive, note: optionalText(500) });
export const AdjustSchema = z.object({
  quantity: z
    .number()
    .max(1e9)
    .min(-1e9)
    .refine((q) => q !== 0, 'quantity: an adjustment cannot be 0'),
  reason: z.string().trim().min(3, 'reason: say why the stock is adjusted').max(500),
});
