import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { ChartSpec } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const PlannedReactiveSection_report = graphql(`
  fragment PlannedReactiveSection_report on PlannedReactiveReport {
    byType {
      type
      completedOrders
      labourHours
    }
    plannedOrderShare
    plannedHourShare
  }
`);

interface Props {
  report: FragmentType<typeof PlannedReactiveSection_report>;
  format: ReportFormat;
}

/** Preventive (planned) against corrective (reactive) work: orders completed and hours worked. */
export function PlannedReactiveSection(props: Props) {
  const { t } = useTranslation();
  const { format } = props;
  const report = getFragmentData(PlannedReactiveSection_report, props.report);
  type Row = (typeof report.byType)[number];

  // Each measure as a bar split into its planned and reactive shares (100 % in all).
  const chart = useMemo((): ChartSpec | null => {
    const measures = [
      [t('reports.columns.completedOrders'), report.plannedOrderShare],
      [t('reports.columns.labourHours'), report.plannedHourShare],
    ] as const;
    if (measures.every(([, share]) => share === null || share === undefined)) return null;
    const planned = measures.map(([, share]) => share ?? null);
    return {
      horizontal: true,
      categories: measures.map(([name]) => name),
      series: [
        { name: t('reports.planned'), type: 'bar', stack: 'share', data: planned },
        {
          name: t('reports.reactive'),
          type: 'bar',
          stack: 'share',
          data: planned.map((share) => (share === null ? null : 1 - share)),
        },
      ],
      format: format.percent,
    };
  }, [report, format, t]);

  const figures = [
    { key: 'orders', label: t('reports.figures.plannedOrderShare'), value: format.percent(report.plannedOrderShare) },
    { key: 'hours', label: t('reports.figures.plannedHourShare'), value: format.percent(report.plannedHourShare) },
  ];
  return (
    <ReportSection
      id="plannedReactive"
      figures={<Figures items={figures} testId="report-planned-figures" />}
      views={[
        {
          key: 'types',
          chart,
          csv: [{ name: 'planned-vs-reactive' }],
          table: (
            <ReportTable<Row>
              rows={report.byType}
              rowKey={(row) => row.type}
              testId="report-planned-table"
              columns={[
                { key: 'type', title: t('reports.columns.type'), render: (_, row) => t(`workOrders.type.${row.type}`) },
                figureColumn<Row>('orders', t('reports.columns.completedOrders'), (row) =>
                  format.number(row.completedOrders),
                ),
                figureColumn<Row>('hours', t('reports.columns.labourHours'), (row) => format.hours(row.labourHours)),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
