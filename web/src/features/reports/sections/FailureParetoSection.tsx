import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { paretoChart } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn, machineColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const FailureParetoSection_report = graphql(`
  fragment FailureParetoSection_report on FailureParetoReport {
    failures
    byProblem {
      failureCode {
        id
        code
        label
      }
      failures
      share
      cumulativeShare
    }
    byCause {
      failureCode {
        id
        code
        label
      }
      failures
      share
      cumulativeShare
    }
    byMachine {
      equipment {
        id
        code
        name
      }
      failures
      share
      cumulativeShare
    }
  }
`);

interface Props {
  report: FragmentType<typeof FailureParetoSection_report>;
  format: ReportFormat;
}

type Bar = { failures: number; share: number; cumulativeShare: number };
type CodeBar = Bar & { failureCode?: { id: string; code: string; label: string } | null };

/** The period's failures by problem, by cause and by machine: the few that count most, first. */
export function FailureParetoSection(props: Props) {
  const { t } = useTranslation();
  const { format } = props;
  const report = getFragmentData(FailureParetoSection_report, props.report);
  type MachineBar = (typeof report.byMachine)[number];

  const names = useMemo(
    () => ({ count: t('reports.columns.failures'), cumulative: t('reports.columns.cumulativeShare') }),
    [t],
  );
  const noCode = t('reports.noCode');
  const charts = useMemo(() => {
    const chart = (rows: readonly (Bar & { category: string })[]) =>
      paretoChart(
        names,
        rows.map((row) => ({ ...row, count: row.failures })),
        format.number,
        format.percent,
      );
    const byCode = (rows: readonly CodeBar[]) =>
      chart(rows.map((row) => ({ ...row, category: row.failureCode?.code ?? noCode })));
    return {
      problem: byCode(report.byProblem),
      cause: byCode(report.byCause),
      machine: chart(report.byMachine.map((row) => ({ ...row, category: row.equipment.code }))),
    };
  }, [report, names, noCode, format]);

  const shareColumns = <Row extends Bar>() => [
    figureColumn<Row>('failures', names.count, (row) => format.number(row.failures)),
    figureColumn<Row>('share', t('reports.columns.share'), (row) => format.percent(row.share)),
    figureColumn<Row>('cumulative', names.cumulative, (row) => format.percent(row.cumulativeShare)),
  ];
  const codeColumns = [
    {
      key: 'code',
      title: t('reports.columns.code'),
      render: (_: unknown, row: CodeBar) => <bdi>{row.failureCode?.code ?? noCode}</bdi>,
    },
    {
      key: 'label',
      title: t('reports.columns.label'),
      render: (_: unknown, row: CodeBar) => row.failureCode?.label ?? '—',
    },
    ...shareColumns<CodeBar>(),
  ];
  const codeView = (key: 'problem' | 'cause', rows: readonly CodeBar[], csv: string) => ({
    key,
    label: t(`reports.views.${key}`),
    chart: charts[key],
    csv: [{ name: csv }],
    table: (
      <ReportTable<CodeBar>
        rows={rows}
        rowKey={(row) => row.failureCode?.id ?? 'none'}
        columns={codeColumns}
        testId={`report-failures-${key}-table`}
      />
    ),
  });
  return (
    <ReportSection
      id="failures"
      figures={
        <Figures
          items={[{ key: 'failures', label: t('reports.figures.failures'), value: format.number(report.failures) }]}
          testId="report-failures-figures"
        />
      }
      views={[
        codeView('problem', report.byProblem, 'failures-by-problem'),
        codeView('cause', report.byCause, 'failures-by-cause'),
        {
          key: 'machine',
          label: t('reports.views.byMachine'),
          chart: charts.machine,
          csv: [{ name: 'failures-by-machine' }],
          table: (
            <ReportTable<MachineBar>
              rows={report.byMachine}
              rowKey={(row) => row.equipment.id}
              columns={[machineColumn<MachineBar>(t), ...shareColumns<MachineBar>()]}
              testId="report-failures-machine-table"
            />
          ),
        },
      ]}
    />
  );
}
