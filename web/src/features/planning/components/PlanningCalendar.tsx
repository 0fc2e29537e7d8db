import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorkOrderAssignees } from '../../../components/people/useWorkOrderAssignees';
import type { PlanningQuery } from '../../../__generated__/graphql';
import { useMoveOrder } from '../hooks/useMoveOrder';
import { useNarrowScreen } from '../hooks/useNarrowScreen';
import type { PlanningState } from '../hooks/usePlanningParams';
import { itemsByDay } from '../model/entries';
import { lanesFor } from '../model/lanes';
import { AgendaList } from './AgendaList';
import { MonthView } from './MonthView';
import { PlanningDnd } from './PlanningDnd';
import { WeekView } from './WeekView';

interface PlanningCalendarProps {
  farmId: string;
  state: PlanningState;
  planning: PlanningQuery['planning'] | undefined;
  /** The viewer manages the farm's orders, so may move them. */
  editable: boolean;
}

/** The shown period as a month grid, a week of technician rows, or (on a phone) an agenda. */
export function PlanningCalendar({ farmId, state, planning, editable }: PlanningCalendarProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const people = useWorkOrderAssignees(farmId).options.map(({ value, label }) => ({ id: value, name: label }));
  const { move, pending } = useMoveOrder();
  const { choice, anchor, range } = state;
  const orders = planning?.orders ?? [];
  const forecasts = planning?.forecasts ?? [];
  const items = itemsByDay(orders, forecasts, pending);

  if (narrow) {
    if (!planning) return <Skeleton active />;
    const month = anchor.month();
    const days =
      choice.view === 'week' ? range.days : range.days.filter((day) => Number(day.slice(5, 7)) === month + 1);
    return <AgendaList days={days} items={items} />;
  }
  return (
    <PlanningDnd onDrop={(drop) => void move(drop)}>
      {choice.view === 'week' ? (
        <WeekView
          days={range.days}
          lanes={lanesFor(people, orders, forecasts, choice.technicianIds, t('planning.week.unassigned'))}
          items={items}
          editable={editable}
        />
      ) : (
        <MonthView anchor={anchor} items={items} editable={editable} />
      )}
    </PlanningDnd>
  );
}
