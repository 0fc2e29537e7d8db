import { Calendar } from 'antd';
import type { Dayjs } from 'dayjs';
import { useFormat } from '../../../lib/format/useFormat';
import { dayKey } from '../model/calendarRange';
import type { DayItems } from '../model/entries';
import { DayCell } from './DayCell';

interface MonthViewProps {
  anchor: Dayjs;
  items: ReadonlyMap<string, DayItems>;
  editable: boolean;
}

const NONE: DayItems = { orders: [], forecasts: [] };

/**
 * The month on antd's Calendar (its locale's week start, names and rtl): each day is a drop
 * target listing its orders and forecasts. The toolbar above changes the month.
 */
export function MonthView({ anchor, items, editable }: MonthViewProps) {
  const format = useFormat();
  return (
    <Calendar
      value={anchor}
      mode="month"
      headerRender={() => null}
      cellRender={(date, info) => {
        if (info.type !== 'date') return info.originNode;
        const day = dayKey(date);
        const { orders, forecasts } = items.get(day) ?? NONE;
        return (
          <DayCell
            target={{ day, label: format.weekday(day) }}
            orders={orders}
            forecasts={forecasts}
            editable={editable}
          />
        );
      }}
    />
  );
}
