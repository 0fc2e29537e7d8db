import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { BacklogAge, WorkOrderPriority } from '../../../__generated__/graphql';
import type { ChartSpec } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const BacklogSection_report = graphql(`
  fragment BacklogSection_report on BacklogReport {
    total
    cells {
      age
      priority
      count
    }
  }
`);

interface Props {
  report: FragmentType<typeof BacklogSection_report>;
  format: ReportFormat;
}

const PRIORITIES: readonly WorkOrderPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];

interface AgeRow {
  age: BacklogAge;
  counts: Record<WorkOrderPriority, number>;
  total: number;
}

/** Orders open now, by how long they have been open and their priority (an age a row, a priority a column). */
export function BacklogSection(props: Props) {
  const { t } = useTranslation();
  const { format } = props;
  const report = getFragmentData(BacklogSection_report, props.report);

  // The server sends every cell, ages youngest first: its order is the rows'.
  const rows = useMemo(() => {
    const byAge = new Map<BacklogAge, AgeRow>();
    for (const cell of report.cells) {
      const row = byAge.get(cell.age) ?? { age: cell.age, counts: { LOW: 0, MEDIUM: 0, HIGH: 0, URGENT: 0 }, total: 0 };
      row.counts[cell.priority] += cell.count;
      row.total += cell.count;
      byAge.set(cell.age, row);
    }
    return [...byAge.values()];
  }, [report.cells]);

  const chart = useMemo(
    (): ChartSpec | null =>
      report.total
        ? {
            categories: rows.map((row) => t(`reports.age.${row.age}`)),
            series: PRIORITIES.map((priority) => ({
              name: t(`workOrders.priority.${priority}`),
              type: 'bar' as const,
              stack: 'orders',
              data: rows.map((row) => row.counts[priority]),
            })),
            format: format.number,
          }
        : null,
    [rows, report.total, format, t],
  );

  return (
    <ReportSection
      id="backlog"
      figures={
        <Figures
          items={[{ key: 'total', label: t('reports.figures.openOrders'), value: format.number(report.total) }]}
          testId="report-backlog-figures"
        />
      }
      views={[
        {
          key: 'ages',
          chart,
          csv: [{ name: 'backlog' }],
          table: (
            <ReportTable<AgeRow>
              rows={rows}
              rowKey={(row) => row.age}
              testId="report-backlog-table"
              columns={[
                { key: 'age', title: t('reports.columns.age'), render: (_, row) => t(`reports.age.${row.age}`) },
                ...PRIORITIES.map((priority) =>
                  figureColumn<AgeRow>(priority, t(`workOrders.priority.${priority}`), (row) =>
                    format.number(row.counts[priority]),
                  ),
                ),
                figureColumn<AgeRow>('total', t('reports.columns.total'), (row) => format.number(row.total)),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
