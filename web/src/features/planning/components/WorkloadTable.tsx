import { Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlanningQuery } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';

type Week = PlanningQuery['planning']['workload'][number];

/**
 * The days of a workload week in the reader's language (Mar 2 – Mar 8 in English). Workload weeks run
 * Monday to Sunday whatever the calendar's first day, so the column says which days it adds
 * up rather than an ISO week number a farm team does not use.
 */
function weekDays(week: Week, daySpan: (first: string, days: number) => [string, string], t: TFunction) {
  const [from, to] = daySpan(week.weekStart, 7);
  return (
    <bdi title={t('planning.workload.weekDays', { week: week.week })}>{t('planning.workload.week', { from, to })}</bdi>
  );
}

/** A row per technician, a column per week: estimated hours against capacity, over-capacity in the error colour. */
export function WorkloadTable({ weeks }: { weeks: readonly Week[] }) {
  const { t } = useTranslation();
  const { daySpan } = useFormat();
  const weekOf = new Map(weeks.map((week) => [week.week, week]));
  const columns = [...weekOf.keys()].sort();
  const people = [...new Map(weeks.map((week) => [week.technician.id, week.technician])).values()];
  return (
    // A phone scrolls the weeks here, not the page.
    <div style={{ overflowX: 'auto' }}>
      <Table
        data-testid="planning-workload"
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={people}
        locale={{ emptyText: t('planning.workload.empty') }}
        columns={[
          { title: t('planning.workload.technician'), dataIndex: 'name', render: (name: string) => <bdi>{name}</bdi> },
          ...columns.map((column) => ({
            title: weekDays(weekOf.get(column)!, daySpan, t),
            key: column,
            render: (_: unknown, person: { id: string }) => {
              const week = weeks.find(
                (candidate) => candidate.week === column && candidate.technician.id === person.id,
              );
              if (!week) return null;
              const text = t('planning.workload.hours', { hours: week.estimatedHours, capacity: week.capacityHours });
              return week.overCapacity ? (
                <Typography.Text type="danger" strong data-testid="planning-over-capacity">
                  {text}
                </Typography.Text>
              ) : (
                text
              );
            },
          })),
        ]}
      />
    </div>
  );
}
