import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { rankedBars } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn, machineCode, machineColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const DowntimeSection_report = graphql(`
  fragment DowntimeSection_report on DowntimeReport {
    totalHours
    byMachine {
      equipment {
        id
        code
        name
      }
      hours
      periods
      share
    }
    byReason {
      reason
      hours
      periods
      share
    }
  }
`);

const hoursOf = (rows: readonly { hours: number }[]) => rows.map((row) => row.hours);

interface Props {
  report: FragmentType<typeof DowntimeSection_report>;
  format: ReportFormat;
}

/** Hours down in the period, by machine and by the reason recorded, most first. */
export function DowntimeSection(props: Props) {
  const { t } = useTranslation();
  const { format } = props;
  const report = getFragmentData(DowntimeSection_report, props.report);
  type Row = { hours: number; periods: number; share: number };
  type MachineRow = (typeof report.byMachine)[number];
  type ReasonRow = (typeof report.byReason)[number];

  const label = t('reports.columns.downtime');
  const byMachineChart = useMemo(
    () => rankedBars(label, report.byMachine.map(machineCode), hoursOf(report.byMachine), format.hours),
    [label, report.byMachine, format],
  );
  const byReasonChart = useMemo(
    () =>
      rankedBars(
        label,
        report.byReason.map((row) => row.reason),
        hoursOf(report.byReason),
        format.hours,
      ),
    [label, report.byReason, format],
  );

  // The same figures for a machine and for a reason.
  const figureColumns = <R extends Row>() => [
    figureColumn<R>('hours', label, (row) => format.hours(row.hours)),
    figureColumn<R>('periods', t('reports.columns.periods'), (row) => format.number(row.periods)),
    figureColumn<R>('share', t('reports.columns.share'), (row) => format.percent(row.share)),
  ];
  return (
    <ReportSection
      id="downtime"
      figures={
        <Figures
          items={[{ key: 'total', label: t('reports.figures.downtime'), value: format.hours(report.totalHours) }]}
          testId="report-downtime-figures"
        />
      }
      views={[
        {
          key: 'machines',
          label: t('reports.views.byMachine'),
          chart: byMachineChart,
          csv: [{ name: 'downtime-by-machine' }],
          table: (
            <ReportTable<MachineRow>
              rows={report.byMachine}
              rowKey={(row) => row.equipment.id}
              columns={[machineColumn<MachineRow>(t), ...figureColumns<MachineRow>()]}
              testId="report-downtime-machines-table"
            />
          ),
        },
        {
          key: 'reasons',
          label: t('reports.views.byReason'),
          chart: byReasonChart,
          csv: [{ name: 'downtime-by-reason' }],
          table: (
            <ReportTable<ReasonRow>
              rows={report.byReason}
              rowKey={(row) => row.reason}
              columns={[
                { key: 'reason', title: t('reports.columns.reason'), dataIndex: 'reason' },
                ...figureColumns<ReasonRow>(),
              ]}
              testId="report-downtime-reasons-table"
            />
          ),
        },
      ]}
    />
  );
}
