import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { rankedBars, withAxisFormat } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const PartsConsumptionSection_report = graphql(`
  fragment PartsConsumptionSection_report on PartsConsumptionReport {
    parts
    issuedValue
    returnedValue
    netValue
    # The server's default number of parts, as its CSV's: the file lists the rows shown.
    top {
      part {
        id
        partNumber
        name
        unit
      }
      issued
      returned
      net
      netValue
      share
    }
  }
`);

interface Props {
  report: FragmentType<typeof PartsConsumptionSection_report>;
  format: ReportFormat;
}

/** Parts taken out of stock in the period (issues less returns), the costliest first. */
export function PartsConsumptionSection(props: Props) {
  const { t } = useTranslation();
  const { format } = props;
  const report = getFragmentData(PartsConsumptionSection_report, props.report);
  type Row = (typeof report.top)[number];

  const label = t('reports.columns.netValue');
  const chart = useMemo(
    () =>
      withAxisFormat(
        rankedBars(
          label,
          report.top.map((row) => row.part.partNumber),
          report.top.map((row) => row.netValue),
          format.money,
        ),
        format.compact,
      ),
    [label, report.top, format],
  );
  const quantity = (row: Row, value: number) => `${format.number(value)} ${t(`inventory.units.${row.part.unit}`)}`;
  const figures = [
    { key: 'net', label: t('reports.figures.consumed'), value: format.money(report.netValue) },
    { key: 'issued', label: t('reports.columns.issuedValue'), value: format.money(report.issuedValue) },
    { key: 'returned', label: t('reports.columns.returnedValue'), value: format.money(report.returnedValue) },
    { key: 'parts', label: t('reports.figures.parts'), value: format.number(report.parts) },
  ];
  return (
    <ReportSection
      id="parts"
      figures={<Figures items={figures} testId="report-parts-figures" />}
      views={[
        {
          key: 'top',
          chart,
          csv: [{ name: 'parts-consumption' }],
          table: (
            <ReportTable<Row>
              rows={report.top}
              rowKey={(row) => row.part.id}
              testId="report-parts-table"
              columns={[
                {
                  key: 'part',
                  title: t('reports.columns.part'),
                  render: (_, row) => (
                    <Link to={`/inventory/${row.part.id}`}>
                      <bdi>{row.part.partNumber}</bdi> · {row.part.name}
                    </Link>
                  ),
                },
                figureColumn<Row>('issued', t('reports.columns.issued'), (row) => quantity(row, row.issued)),
                figureColumn<Row>('returned', t('reports.columns.returned'), (row) => quantity(row, row.returned)),
                figureColumn<Row>('net', t('reports.columns.net'), (row) => quantity(row, row.net)),
                figureColumn<Row>('netValue', label, (row) => format.money(row.netValue)),
                figureColumn<Row>('share', t('reports.columns.share'), (row) => format.percent(row.share)),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
