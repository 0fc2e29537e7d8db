// Crossing the minimum quantity notifies the farm's active managers once; the flag is cleared
// when the stock is back above the minimum, so the next crossing notifies again. What counts
// is what is available: stock that open work orders reserved is as good as gone.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { feedItems, spareParts, type SparePartRow } from '../../../db/schema.js';
import { escapeHtml } from '../../../lib/html.js';
import { activeManagerIds } from '../../core/members/active-managers.js';
import { availableOf } from './inventory.mappers.js';

export async function notifyLowStock(tx: Db, part: SparePartRow): Promise<SparePartRow> {
  const available = availableOf(part);
  const low = available <= part.minQuantity;
  if (low === part.lowStockNotified) return part;
  // Conditional: of two movements crossing at once, only one flips the flag and notifies.
  const [flipped] = await tx
    .update(spareParts)
    .set({ lowStockNotified: low })
    .where(and(eq(spareParts.id, part.id), eq(spareParts.lowStockNotified, !low)))
    .returning();
  if (!flipped || !low) return flipped ?? part;
  const managers = await activeManagerIds(tx, part.farmId);
  if (managers.length) {
    const unit = part.unit.toLowerCase();
    await tx.insert(feedItems).values(
      managers.map((userId) => ({
        kind: 'notification' as const,
        userId,
        farmId: part.farmId,
        icon: 'InboxOutlined',
        title: 'Low stock',
        description: `<strong>${escapeHtml(part.name)}</strong> (${escapeHtml(part.partNumber)}): ${available} ${unit} left, minimum ${part.minQuantity} ${unit}.`,
        link: `/inventory/${part.id}`,
        useRouter: true,
        messageKey: 'lowStock',
        messageParams: {
          name: part.name,
          partNumber: part.partNumber,
          quantity: available,
          minimum: part.minQuantity,
          unit: part.unit,
        },
      })),
    );
  }
  return flipped;
}
