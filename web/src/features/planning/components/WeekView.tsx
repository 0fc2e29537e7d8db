import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/useFormat';
import type { DayItems } from '../model/entries';
import { forecastLane, lanesOf, type Lane } from '../model/lanes';
import { DayCell } from './DayCell';

interface WeekViewProps {
  days: readonly string[];
  lanes: readonly Lane[];
  items: ReadonlyMap<string, DayItems>;
  editable: boolean;
}

/**
 * A week as a row per technician (and one unassigned) by seven days: dropping an order on
 * another row hands it to that technician. A forecast shows in its plan's default assignee's
 * row. The table follows the reading direction, so in Arabic the week runs right to left.
 */
export function WeekView({ days, lanes, items, editable }: WeekViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    border: `1px solid ${token.colorSplit}`,
    padding: token.paddingXXS,
    verticalAlign: 'top',
    textAlign: 'start',
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        data-testid="planning-week"
        style={{ width: '100%', minWidth: 840, tableLayout: 'fixed', borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, width: 140 }}>
              {t('planning.week.technician')}
            </th>
            {days.map((day) => (
              <th key={day} scope="col" style={cell} data-testid="planning-week-day" data-day={day}>
                {format.weekday(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lanes.map((lane) => (
            <tr key={lane.id ?? 'none'} data-testid="planning-lane">
              <th scope="row" style={{ ...cell, fontWeight: token.fontWeightStrong }}>
                <bdi>{lane.name}</bdi>
              </th>
              {days.map((day) => {
                const { orders, forecasts } = items.get(day) ?? { orders: [], forecasts: [] };
                return (
                  <td key={day} style={{ ...cell, height: 72 }}>
                    <DayCell
                      target={{ day, lane: lane.id, label: `${format.weekday(day)} · ${lane.name}` }}
                      orders={orders.filter((entry) => lanesOf(entry).includes(lane.id))}
                      forecasts={forecasts.filter((forecast) => forecastLane(forecast) === lane.id)}
                      editable={editable}
                      showTime
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
