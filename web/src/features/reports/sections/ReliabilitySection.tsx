import { Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { rankedBars } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn, machineCode, machineColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const ReliabilitySection_report = graphql(`
  fragment ReliabilitySection_report on ReliabilityReport {
    machines
    operatingHours
    failures
    mtbfHours
    repairs
    repairHours
    mttrHours
    downtimeHours
    availability
    byMachine {
      equipment {
        id
        code
        name
      }
      basis
      operatingHours
      failures
      mtbfHours
      repairs
      repairHours
      mttrHours
      downtimeHours
      availability
    }
  }
`);

interface Props {
  report: FragmentType<typeof ReliabilitySection_report>;
  format: ReportFormat;
}

/** MTBF, MTTR and availability for the farm (headline) and per machine (chart and table). */
export function ReliabilitySection(props: Props) {
  const { t } = useTranslation();
  const { format } = props;
  const report = getFragmentData(ReliabilitySection_report, props.report);
  type Row = (typeof report.byMachine)[number];

  // The least available machines first: those are the ones to look at.
  const label = t('reports.columns.availability');
  const chart = useMemo(() => {
    const rows = [...report.byMachine].sort((a, b) => a.availability - b.availability);
    const bars = rankedBars(
      label,
      rows.map(machineCode),
      rows.map((row) => row.availability),
      format.percent,
    );
    return bars && { ...bars, zoom: true };
  }, [label, report.byMachine, format]);

  const figures = [
    { key: 'mtbf', label: t('reports.figures.mtbf'), value: format.hours(report.mtbfHours) },
    { key: 'mttr', label: t('reports.figures.mttr'), value: format.hours(report.mttrHours) },
    { key: 'availability', label: t('reports.figures.availability'), value: format.percent(report.availability) },
    { key: 'failures', label: t('reports.figures.failures'), value: format.number(report.failures) },
    { key: 'repairs', label: t('reports.figures.repairs'), value: format.number(report.repairs) },
    { key: 'downtime', label: t('reports.figures.downtime'), value: format.hours(report.downtimeHours) },
  ];
  const columns = [
    machineColumn<Row>(t),
    {
      key: 'basis',
      title: t('reports.columns.basis'),
      render: (_: unknown, row: Row) => <Tag>{t(`reports.basis.${row.basis}`)}</Tag>,
    },
    figureColumn<Row>('operating', t('reports.columns.operatingHours'), (row) => format.hours(row.operatingHours)),
    figureColumn<Row>('failures', t('reports.columns.failures'), (row) => format.number(row.failures)),
    figureColumn<Row>('mtbf', t('reports.columns.mtbf'), (row) => format.hours(row.mtbfHours)),
    figureColumn<Row>('repairs', t('reports.columns.repairs'), (row) => format.number(row.repairs)),
    figureColumn<Row>('mttr', t('reports.columns.mttr'), (row) => format.hours(row.mttrHours)),
    figureColumn<Row>('downtime', t('reports.columns.downtime'), (row) => format.hours(row.downtimeHours)),
    figureColumn<Row>('availability', t('reports.columns.availability'), (row) => format.percent(row.availability)),
  ];
  // The farm's line under its machines, as the CSV's last row.
  const total = [
    t('reports.allMachines'),
    '',
    format.hours(report.operatingHours),
    format.number(report.failures),
    format.hours(report.mtbfHours),
    format.number(report.repairs),
    format.hours(report.mttrHours),
    format.hours(report.downtimeHours),
    format.percent(report.availability),
  ];
  return (
    <ReportSection
      id="reliability"
      figures={<Figures items={figures} testId="report-reliability-figures" />}
      views={[
        {
          key: 'machines',
          chart,
          csv: [{ name: 'reliability' }],
          table: (
            <ReportTable
              rows={report.byMachine}
              rowKey={(row) => row.equipment.id}
              columns={columns}
              testId="report-reliability-table"
              summary={() => (
                <Table.Summary.Row>
                  {total.map((text, index) => (
                    <Table.Summary.Cell key={index} index={index} align={index > 1 ? 'end' : undefined}>
                      <strong>{text}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )}
            />
          ),
        },
      ]}
    />
  );
}
