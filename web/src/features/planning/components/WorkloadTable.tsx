import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanningQuery } from '../../../gql/graphql';

type Week = PlanningQuery['planning']['workload'][number];

/** A row per technician, a column per ISO week: estimated hours against capacity, over-capacity in the error colour. */
export function WorkloadTable({ weeks }: { weeks: readonly Week[] }) {
  const { t } = useTranslation();
  const columns = [...new Set(weeks.map((week) => week.week))].sort();
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
            title: <bdi>{column}</bdi>,
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
