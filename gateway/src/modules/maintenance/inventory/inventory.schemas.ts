// Validation of spare-part writes, stock movements and list filters (zod), on the shared
// blocks of lib/input. Quantities are numeric(14, 3) and costs numeric(14, 2) in the database.
import { z } from 'zod';
import { PART_UNITS } from '../../../db/schema.js';
import { columnNumber, filterText, nameText, optionalText } from '../../../lib/input.js';

/** The most one part can hold: what numeric(14, 3) stores. */
export const STOCK_MAX = 99_999_999_999.999;

/** One quantity as entered: at most a billion, rounded to the column's thousandths. */
const quantity = columnNumber(14, 3).pipe(z.number().min(-1e9).max(1e9));
const cost = columnNumber(14, 2).pipe(z.number().nonnegative().max(1e9));
export const quantityLevel = quantity.pipe(z.number().nonnegative());
export const positiveQuantity = quantity.pipe(z.number().positive('quantity must be at least 0.001'));

const editable = {
  partNumber: z.string().trim().min(1).max(60),
  name: nameText,
  category: optionalText(100),
  unit: z.enum(PART_UNITS),
  minQuantity: quantityLevel,
  reorderQuantity: quantityLevel,
  unitCost: cost,
  storageLocation: optionalText(200),
  supplier: optionalText(200),
};

export const CreatePartSchema = z.object({
  ...editable,
  farmId: z.string().uuid(),
  minQuantity: quantityLevel.default(0),
  reorderQuantity: quantityLevel.default(0),
  unitCost: editable.unitCost.default(0),
  compatibleEquipmentIds: z.array(z.string().uuid()).max(200).nullish(),
});

export const UpdatePartSchema = z
  .object({ ...editable, compatibleEquipmentIds: z.array(z.string().uuid()).max(200).nullish() })
  .partial();

export const PART_AUDITED_FIELDS = Object.keys(editable) as (keyof typeof editable)[];

export const ReceiveSchema = z.object({
  quantity: positiveQuantity,
  unitCost: cost.nullish(),
  note: optionalText(500),
});
export const IssueSchema = z.object({ quantity: positiveQuantity, note: optionalText(500) });
export const AdjustSchema = z.object({
  quantity: quantity.refine((q) => q !== 0, 'quantity: an adjustment cannot be 0 (to the thousandth)'),
  reason: z.string().trim().min(3, 'reason: say why the stock is adjusted').max(500),
});

/** The list's filter; what it parses to also names the list's kept statement and total. */
export const SparePartFilterSchema = z.object({
  text: filterText,
  category: optionalText(100),
  lowStock: z.boolean().nullish(),
});
export type SparePartFilter = z.infer<typeof SparePartFilterSchema>;
