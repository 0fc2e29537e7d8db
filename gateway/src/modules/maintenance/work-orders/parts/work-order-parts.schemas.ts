// Validation of an order's part writes (zod), on the inventory's quantity blocks.
import { z } from 'zod';
import { optionalText } from '../../../../lib/input.js';
import { positiveQuantity, quantityLevel } from '../../inventory/inventory.schemas.js';

const uuid = z.string().uuid();

export const PlanPartSchema = z.object({ id: uuid.nullish(), partId: uuid, quantity: positiveQuantity });
export const PlannedQuantitySchema = z.object({ quantity: quantityLevel });
/** Parts used on the order (an ISSUE) or brought back unused (a RETURN). */
export const PartMovementSchema = z.object({
  id: uuid.nullish(),
  partId: uuid,
  quantity: positiveQuantity,
  note: optionalText(500),
});
