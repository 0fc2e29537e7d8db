import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { useFormat } from '../../../lib/format/useFormat';
import { partsLabourBars, withAxisFormat } from '../charts/chartOption';
import { Figures } from '../components/Figures';
import { ReportSection } from '../components/ReportSection';
import { ReportTable } from '../components/ReportTable';
import { figureColumn, machineColumn } from '../components/reportColumns';
import type { ReportFormat } from '../hooks/useReportFormat';

export const CostSection_report = graphql(`
  fragment CostSection_report on CostReport {
    parts
    labour
    total
    labourHours
    byMonth {
      month
      parts
      labour
      total
      labourHours
    }
    byMachine {
      equipment {
        id
        code
        name
      }
      parts
      labour
      total
      labourHours
      purchaseCost
      shareOfPurchaseCost
    }
    byCategory {
      category
      parts
      labour
      total
      labourHours
    }
  }
`);

interface Props {
  report: FragmentType<typeof CostSection_report>;
  format: ReportFormat;
}

type Amounts = { parts: number; labour: number; total: number; labourHours: number };

/** What maintenance cost, parts apart from labour: by month, by machine (against its price) and by category. */
export function CostSection(props: Props) {
  const { t } = useTranslation();
  const { monthYear } = useFormat();
  const { format } = props;
  const report = getFragmentData(CostSection_report, props.report);
  type MonthRow = (typeof report.byMonth)[number];
  type MachineRow = (typeof report.byMachine)[number];
  type CategoryRow = (typeof report.byCategory)[number];

  const names = useMemo(() => ({ parts: t('reports.columns.parts'), labour: t('reports.columns.labour') }), [t]);
  const categoryName = (row: CategoryRow) => t(`equipment.category.${row.category}`);
  const charts = useMemo(() => {
    const bars = (rows: readonly (Amounts & { category: string })[], horizontal = false) =>
      withAxisFormat(partsLabourBars(names, rows, format.money, horizontal), format.compact);
    return {
      month: bars(report.byMonth.map((row) => ({ ...row, category: row.month }))),
      machine: bars(
        report.byMachine.map((row) => ({ ...row, category: row.equipment.code })),
        true,
      ),
      category: bars(
        report.byCategory.map((row) => ({ ...row, category: t(`equipment.category.${row.category}`) })),
        true,
      ),
    };
  }, [report, names, format, t]);

  // The same amounts for a month, a machine and a category (a table's columns are typed by its rows).
  const amountColumns = <Row extends Amounts>() => [
    figureColumn<Row>('parts', names.parts, (row) => format.money(row.parts)),
    figureColumn<Row>('labour', names.labour, (row) => format.money(row.labour)),
    figureColumn<Row>('total', t('reports.columns.total'), (row) => format.money(row.total)),
    figureColumn<Row>('labourHours', t('reports.columns.labourHours'), (row) => format.hours(row.labourHours)),
  ];
  const figures = [
    { key: 'total', label: t('reports.figures.cost'), value: format.money(report.total) },
    { key: 'parts', label: names.parts, value: format.money(report.parts) },
    { key: 'labour', label: names.labour, value: format.money(report.labour) },
    { key: 'labourHours', label: t('reports.columns.labourHours'), value: format.hours(report.labourHours) },
  ];
  return (
    <ReportSection
      id="cost"
      figures={<Figures items={figures} testId="report-cost-figures" />}
      views={[
        {
          key: 'month',
          label: t('reports.views.byMonth'),
          chart: charts.month,
          csv: [{ name: 'cost-by-month' }],
          table: (
            <ReportTable<MonthRow>
              rows={report.byMonth}
              rowKey={(row) => row.month}
              columns={[
                { key: 'month', title: t('reports.columns.month'), render: (_, row) => monthYear(`${row.month}-01`) },
                ...amountColumns<MonthRow>(),
              ]}
              testId="report-cost-month-table"
            />
          ),
        },
        {
          key: 'machine',
          label: t('reports.views.byMachine'),
          chart: charts.machine,
          csv: [{ name: 'cost-by-machine' }],
          table: (
            <ReportTable<MachineRow>
              rows={report.byMachine}
              rowKey={(row) => row.equipment.id}
              columns={[
                machineColumn<MachineRow>(t),
                ...amountColumns<MachineRow>(),
                figureColumn<MachineRow>('purchase', t('reports.columns.purchaseCost'), (row) =>
                  format.money(row.purchaseCost),
                ),
                figureColumn<MachineRow>('purchaseShare', t('reports.columns.shareOfPurchaseCost'), (row) =>
                  format.percent(row.shareOfPurchaseCost),
                ),
              ]}
              testId="report-cost-machine-table"
            />
          ),
        },
        {
          key: 'category',
          label: t('reports.views.byCategory'),
          chart: charts.category,
          csv: [{ name: 'cost-by-category' }],
          table: (
            <ReportTable<CategoryRow>
              rows={report.byCategory}
              rowKey={(row) => row.category}
              columns={[
                { key: 'category', title: t('reports.columns.category'), render: (_, row) => categoryName(row) },
                ...amountColumns<CategoryRow>(),
              ]}
              testId="report-cost-category-table"
            />
          ),
        },
      ]}
    />
  );
}
