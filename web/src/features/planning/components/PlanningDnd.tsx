import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drop } from '../model/move';
import { calendarCollision, cellKeyboardCoordinates } from '../model/dndGeometry';
import type { DropData } from './DayCell';
import type { DragData } from './OrderChip';
import { OrderTag } from './OrderTag';

interface PlanningDndProps {
  onDrop: (drop: Drop) => void;
  children: ReactNode;
}

const dragOf = (data: unknown) => data as DragData | undefined;
const dropOf = (data: unknown) => data as DropData | undefined;

/**
 * The calendar's drag (dnd-kit): a mouse drag starts after 5 px, so a click still opens the
 * order; a finger after holding 250 ms, so the page still scrolls; the keyboard with Space
 * or Enter, then the arrows move one cell, Space or Enter drops and Escape cancels. What
 * happens is announced to screen readers in the reader's language.
 */
export function PlanningDnd({ onDrop, children }: PlanningDndProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<DragData | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellKeyboardCoordinates }),
  );
  const numberOf = (data: unknown) => dragOf(data)?.placed.order.number ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('planning.dnd.picked', { number: numberOf(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('planning.dnd.over', { number: numberOf(active.data.current), cell: dropOf(over.data.current)?.label })
        : t('planning.dnd.outside', { number: numberOf(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('planning.dnd.dropped', { number: numberOf(active.data.current), cell: dropOf(over.data.current)?.label })
        : t('planning.dnd.cancelled', { number: numberOf(active.data.current) }),
    onDragCancel: ({ active }) => t('planning.dnd.cancelled', { number: numberOf(active.data.current) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={calendarCollision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('planning.dnd.instructions') } }}
      onDragStart={({ active }) => setDragged(dragOf(active.data.current) ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const from = dragOf(active.data.current);
        const to = dropOf(over?.data.current);
        if (from && to) onDrop({ placed: from.placed, fromLane: from.fromLane, day: to.day, lane: to.lane });
      }}
    >
      {children}
      {/* The chip that follows the pointer sits above the calendar, not clipped by its cells. */}
      <DragOverlay dropAnimation={null}>{dragged && <OrderTag entry={dragged.placed} overlay />}</DragOverlay>
    </DndContext>
  );
}
