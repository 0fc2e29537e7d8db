import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { useReports } from '../api/useReports';
import { PrintModeContext, usePrintMode } from '../hooks/usePrintMode';
import { useReportParams } from '../hooks/useReportParams';
import { ReportScopeContext } from '../hooks/useReportScope';
import { ReportSections } from '../sections/ReportSections';
import { ReportsHeading } from './ReportsHeading';
import { ReportsToolbar } from './ReportsToolbar';
import './reportsPrint.css';

/** The farm's reports over the chosen period and filter, on screen and on paper. */
export function ReportsView({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const state = useReportParams();
  const { choice, filter } = state;
  const { printing, print } = usePrintMode();
  const { data, previousData, loading, error } = useReports(farm.id, choice.period, filter);
  // While another period loads, the last one's figures stay (dimmed) rather than a blank page.
  const shown = data ?? previousData;
  const scope = useMemo(() => ({ farmId: farm.id, period: choice.period, filter }), [farm.id, choice.period, filter]);
  let body;
  if (shown)
    body = (
      <div style={{ opacity: loading && !data ? 0.6 : 1 }} aria-busy={loading}>
        <ReportSections reports={shown.reports} />
      </div>
    );
  else if (loading) body = <Skeleton active data-testid="reports-loading" />;
  else
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reports.loadFailed')}
        description={error?.message}
        data-testid="reports-error"
      />
    );
  return (
    <PrintModeContext.Provider value={printing}>
      <ReportScopeContext.Provider value={scope}>
        <div
          className={printing ? 'fm-reports fm-reports--print' : 'fm-reports'}
          style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
        >
          <ReportsHeading farm={farm} choice={choice} machine={data?.machine ?? null} onPrint={() => void print()} />
          <ReportsToolbar farmId={farm.id} state={state} />
          {body}
        </div>
      </ReportScopeContext.Provider>
    </PrintModeContext.Provider>
  );
}
