import { useDroppable } from '@dnd-kit/core';
import { theme } from 'antd';
import type { DayItems, Entry } from '../model/entries';
import { ForecastChip } from './ForecastChip';
import { OrderChip } from './OrderChip';

/** Where a drop lands: a day, and in the week view a technician's row (null: unassigned). */
export interface DropData {
  day: string;
  lane?: string | null;
  /** The cell in words, for the screen reader's announcements ("Mon 4 May, Tariq"). */
  label: string;
}

interface DayCellProps {
  target: DropData;
  orders: readonly Entry[];
  forecasts: DayItems['forecasts'];
  editable: boolean;
  showTime?: boolean;
}

/** One cell of the calendar: a drop target listing its orders (draggable) and forecasts. */
export function DayCell({ target, orders, forecasts, editable, showTime }: DayCellProps) {
  const { token } = theme.useToken();
  const id = `${target.lane === undefined ? '' : (target.lane ?? 'none')}|${target.day}`;
  const { setNodeRef, isOver } = useDroppable({ id, data: target });
  return (
    <div
      ref={setNodeRef}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        // The whole cell takes the drop, also when it is empty.
        minHeight: '100%',
        borderRadius: token.borderRadiusSM,
        outline: isOver ? `2px dashed ${token.colorPrimary}` : undefined,
        background: isOver ? token.colorPrimaryBg : undefined,
      }}
      data-testid="planning-day"
      data-day={target.day}
      data-lane={target.lane === undefined ? undefined : (target.lane ?? 'none')}
    >
      {orders.map((entry) => (
        <OrderChip key={entry.order.id} entry={entry} lane={target.lane} editable={editable} showTime={showTime} />
      ))}
      {forecasts.map((forecast) => (
        <ForecastChip key={`${forecast.plan.id}|${forecast.key}`} forecast={forecast} />
      ))}
    </div>
  );
}
