import { Card, Flex, Segmented, Skeleton, theme } from 'antd';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from '../charts/chartOption';
import { useIsPrinting } from '../hooks/usePrintMode';
import { ReportFileButton, type ReportFile } from './ReportFileButton';
import { HelpPopover } from './HelpPopover';

// echarts is a chunk of its own, fetched after the tables.
const ReportChart = lazy(() => import('../charts/ReportChart').then((module) => ({ default: module.ReportChart })));

const CHART_HEIGHT = 280;

/** One way of looking at a report (cost by month, by machine…): a chart, its table, its files. */
export interface ReportView {
  key: string;
  /** Its name in the switch, when the report has several views. */
  label?: string;
  /** Nothing to draw (no failure in the period): the table says so alone. */
  chart: ChartSpec | null;
  table: ReactNode;
  /** Its tables as files: each a CSV and a PDF. */
  csv: readonly ReportFile[];
}

interface ReportSectionProps {
  /** Names its words (reports.sections.<id>.title and .help) and its test ids (report-<id>). */
  id: string;
  /** Headline numbers above the views. */
  figures?: ReactNode;
  views: readonly ReportView[];
}

/**
 * A report: title with its definition a click away, headline numbers, and its views, one at a
 * time on screen (a switch) and all of them on paper, where the definition is printed too.
 */
export function ReportSection({ id, figures, views }: ReportSectionProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const printing = useIsPrinting();
  const titleId = useId();
  const [chosen, setChosen] = useState(views[0].key);
  const title = t(`reports.sections.${id}.title`);
  const help = t(`reports.sections.${id}.help`);
  const current = views.find((view) => view.key === chosen) ?? views[0];
  const shown = printing ? views : [current];
  return (
    <Card
      size="small"
      className="fm-report-section"
      data-testid={`report-${id}`}
      aria-labelledby={titleId}
      title={
        <Flex align="center" gap={token.marginXXS}>
          <h2 id={titleId} style={{ margin: 0, fontSize: token.fontSizeLG }}>
            {title}
          </h2>
          <span className="fm-report-screen-only">
            <HelpPopover title={title} text={help} testId={`report-${id}-help`} />
          </span>
        </Flex>
      }
      extra={
        <Flex wrap gap={token.marginXS} className="fm-report-screen-only">
          {current.csv.flatMap((file) => [
            <ReportFileButton key={`${file.name}.csv`} file={file} format="csv" />,
            <ReportFileButton key={`${file.name}.pdf`} file={file} format="pdf" />,
          ])}
        </Flex>
      }
      role="region"
      // A long title wraps on a phone rather than being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      <Flex vertical gap={token.margin}>
        <p className="fm-report-print-only" style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {help}
        </p>
        {figures}
        {views.length > 1 && !printing && (
          <Segmented
            value={current.key}
            onChange={setChosen}
            options={views.map((view) => ({ value: view.key, label: view.label }))}
            data-testid={`report-${id}-views`}
          />
        )}
        {shown.map((view) => (
          <div key={view.key} className="fm-report-view" data-testid={`report-${id}-${view.key}`}>
            {printing && view.label && <h3 style={{ margin: `0 0 ${token.marginXS}px` }}>{view.label}</h3>}
            {view.chart && (
              <div className="fm-report-chart">
                <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
                  <ReportChart spec={view.chart} height={CHART_HEIGHT} testId={`report-${id}-${view.key}-chart`} />
                </Suspense>
              </div>
            )}
            {view.table}
          </div>
        ))}
      </Flex>
    </Card>
  );
}
