import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { useFormat } from '../../../lib/format/useFormat';
import type { ChartSpec } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const PmComplianceSection_report = graphql(`
  fragment PmComplianceSection_report on PmComplianceReport {
    due
    onTime
    late
    missed
    notYetDue
    compliance
    # The server's default length, as its CSV's: the file lists the rows shown.
    exceptions {
      order {
        id
        number
        title
        equipment {
          id
          code
        }
      }
      dueDate
      outcome
      completedOn
      daysLate
    }
  }
`);

interface Props {
  report: FragmentType<typeof PmComplianceSection_report>;
  format: ReportFormat;
}

/** Preventive orders done by their due day against those due, and the late and missed ones. */
export function PmComplianceSection(props: Props) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { format } = props;
  const report = getFragmentData(PmComplianceSection_report, props.report);
  type Row = (typeof report.exceptions)[number];

  const chart = useMemo((): ChartSpec | null => {
    const outcomes = [
      ['ON_TIME', report.onTime],
      ['LATE', report.late],
      ['MISSED', report.missed],
      ['NOT_YET_DUE', report.notYetDue],
    ] as const;
    if (outcomes.every(([, count]) => !count)) return null;
    return {
      categories: outcomes.map(([outcome]) => t(`reports.outcome.${outcome}`)),
      series: [{ name: t('reports.columns.orders'), type: 'bar', data: outcomes.map(([, count]) => count) }],
      format: format.number,
    };
  }, [report, format, t]);

  const figures = [
    { key: 'compliance', label: t('reports.figures.compliance'), value: format.percent(report.compliance) },
    { key: 'due', label: t('reports.figures.due'), value: format.number(report.due) },
    { key: 'onTime', label: t('reports.outcome.ON_TIME'), value: format.number(report.onTime) },
    { key: 'late', label: t('reports.outcome.LATE'), value: format.number(report.late) },
    { key: 'missed', label: t('reports.outcome.MISSED'), value: format.number(report.missed) },
    { key: 'notYetDue', label: t('reports.outcome.NOT_YET_DUE'), value: format.number(report.notYetDue) },
  ];
  return (
    <ReportSection
      id="pmCompliance"
      figures={<Figures items={figures} testId="report-pm-figures" />}
      views={[
        {
          key: 'exceptions',
          chart,
          csv: [
            { name: 'pm-compliance', label: t('reports.csvSummary'), pdfLabel: t('reports.pdf.summary') },
            { name: 'pm-exceptions', label: t('reports.csvExceptions'), pdfLabel: t('reports.pdf.exceptionsButton') },
          ],
          table: (
            <ReportTable<Row>
              rows={report.exceptions}
              rowKey={(row) => row.order.id}
              testId="report-pm-table"
              columns={[
                {
                  key: 'order',
                  title: t('reports.columns.order'),
                  render: (_, row) => (
                    <Link to={`/work-orders/${row.order.id}`}>
                      <bdi>{row.order.number}</bdi> · {row.order.title}
                    </Link>
                  ),
                },
                {
                  key: 'machine',
                  title: t('reports.columns.machine'),
                  render: (_, row) => <bdi>{row.order.equipment.code}</bdi>,
                },
                { key: 'due', title: t('reports.columns.dueDate'), render: (_, row) => date(row.dueDate) },
                {
                  key: 'outcome',
                  title: t('reports.columns.outcome'),
                  render: (_, row) => (
                    <Tag color={row.outcome === 'MISSED' ? 'error' : 'warning'}>
                      {t(`reports.outcome.${row.outcome}`)}
                    </Tag>
                  ),
                },
                {
                  key: 'completed',
                  title: t('reports.columns.completedOn'),
                  render: (_, row) => (row.completedOn ? date(row.completedOn) : '—'),
                },
                figureColumn<Row>('daysLate', t('reports.columns.daysLate'), (row) => format.number(row.daysLate)),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
