// What one record costs, as SQL: the single definition that an order's cost, a part line's
// cost and the reports all sum. Parts: a movement's quantity (an issue's is negative, a
// return's positive) at its own unit cost. Labour: a stopped entry's minutes at the rate copied
// onto it, to the cent, as the entry shows it, so that the entries add up to the total.
import { sql } from 'drizzle-orm';
import { labourEntries, stockMovements } from '../../../../db/schema.js';

export const movementCost = sql`-${stockMovements.quantity} * coalesce(${stockMovements.unitCost}, 0)`;
export const labourEntryCost = sql`round(${labourEntries.minutes} * coalesce(${labourEntries.hourlyRate}, 0) / 60, 2)`;
