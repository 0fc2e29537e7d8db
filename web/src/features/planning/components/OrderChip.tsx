import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Entry } from '../model/entries';
import { canMove } from '../model/move';
import { OrderTag } from './OrderTag';

/** What a dragged order carries to the drop: the order, and the technician row it left (week view). */
export interface DragData {
  placed: Entry;
  fromLane?: string | null;
}

interface OrderChipProps {
  entry: Entry;
  /** The week view's row: the technician's id, null for unassigned; absent in the month. */
  lane?: string | null;
  /** The user may reschedule (managers); closed orders never move. */
  editable: boolean;
  showTime?: boolean;
}

/** An order the user may drag to another day or row, with the mouse, a finger or the keyboard. */
export function OrderChip({ entry, lane, editable, showTime }: OrderChipProps) {
  const { t } = useTranslation();
  const movable = editable && canMove(entry.order.status);
  const data: DragData = { placed: entry, fromLane: lane };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${entry.order.id}|${lane ?? ''}|${entry.day}`,
    data,
    disabled: !movable,
    attributes: { roleDescription: t('planning.dnd.roleDescription') },
  });
  return (
    <div
      ref={setNodeRef}
      {...(movable ? { ...attributes, ...listeners } : {})}
      style={{ opacity: isDragging ? 0.4 : 1, cursor: movable ? 'grab' : undefined, touchAction: 'manipulation' }}
      data-movable={movable || undefined}
    >
      <OrderTag entry={entry} showTime={showTime} />
    </div>
  );
}
