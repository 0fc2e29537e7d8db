import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/**
 * The cell under the pointer; over a cell's date number or border, the cell the dragged chip
 * covers most; outside the calendar, none (the drop is cancelled). The keyboard has no
 * pointer: its moves centre the chip on a cell, so the closest centre is that cell.
 */
export const calendarCollision: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const under = pointerWithin(args);
  return under.length ? under : rectIntersection(args);
};

const STEPS: Record<string, { x: number; y: number }> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

const centreOf = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/** The two rects share some of the other axis: a cell of the same row (x moves) or column (y moves). */
const inLine = (a: ClientRect, b: ClientRect, alongX: boolean) =>
  alongX ? a.top < b.bottom && b.top < a.bottom : a.left < b.right && b.left < a.right;

/**
 * Arrow keys move a keyboard drag by one cell on screen (in rtl, right is the day before):
 * from the cell it is over to the nearest cell in that direction on the same row or column.
 */
export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  const origin = (over && droppableRects.get(over.id)) ?? collisionRect;
  if (!step || !collisionRect || !origin) return undefined;
  event.preventDefault();
  const from = centreOf(origin);
  let best: { distance: number; rect: ClientRect } | undefined;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === over?.id || !inLine(origin, rect, step.x !== 0)) continue;
    const to = centreOf(rect);
    const distance = (to.x - from.x) * step.x + (to.y - from.y) * step.y;
    if (distance > 0 && (!best || distance < best.distance)) best = { distance, rect };
  }
  if (!best) return undefined;
  // The chip's centre on the cell's centre, so the closest centre is that cell.
  const to = centreOf(best.rect);
  return { x: to.x - collisionRect.width / 2, y: to.y - collisionRect.height / 2 };
};
