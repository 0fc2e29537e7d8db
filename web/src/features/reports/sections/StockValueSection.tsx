import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { useFormat } from '../../../lib/format/useFormat';
import type { ChartSpec } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const StockValueSection_report = graphql(`
  fragment StockValueSection_report on StockValueReport {
    opening
    months {
      month
      at
      value
    }
  }
`);

interface Props {
  report: FragmentType<typeof StockValueSection_report>;
  format: ReportFormat;
}

/** A point of the line: the opening value, then each month's end, as the CSV's rows. */
interface Point {
  key: string;
  month: string | null;
  value: number;
}

/** The store's value at the start of the period and at the end of each of its months. */
export function StockValueSection(props: Props) {
  const { t } = useTranslation();
  const { monthYear } = useFormat();
  const { format } = props;
  const report = getFragmentData(StockValueSection_report, props.report);

  const points = useMemo(
    (): Point[] => [
      { key: 'opening', month: null, value: report.opening },
      ...report.months.map((point) => ({ key: point.month, month: point.month, value: point.value })),
    ],
    [report],
  );
  const opening = t('reports.opening');
  const chart = useMemo(
    (): ChartSpec => ({
      categories: points.map((point) => point.month ?? opening),
      series: [{ name: t('reports.columns.stockValue'), type: 'line', data: points.map((point) => point.value) }],
      format: format.money,
      formatAxis: format.compact,
      // The store's value moves by a few percent: the axis spans the values, not from 0.
      zoom: true,
    }),
    [points, opening, format, t],
  );
  const closing = points[points.length - 1].value;
  const figures = [
    { key: 'opening', label: opening, value: format.money(report.opening) },
    { key: 'closing', label: t('reports.closing'), value: format.money(closing) },
  ];
  return (
    <ReportSection
      id="stock"
      figures={<Figures items={figures} testId="report-stock-figures" />}
      views={[
        {
          key: 'months',
          chart,
          csv: [{ name: 'stock-value' }],
          table: (
            <ReportTable<Point>
              rows={points}
              rowKey={(point) => point.key}
              testId="report-stock-table"
              columns={[
                {
                  key: 'month',
                  title: t('reports.columns.monthEnd'),
                  render: (_, point) => (point.month ? monthYear(`${point.month}-01`) : opening),
                },
                figureColumn<Point>('value', t('reports.columns.stockValue'), (point) => format.money(point.value)),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
