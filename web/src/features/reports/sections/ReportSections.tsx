import { theme } from 'antd';
import type { ReportsQuery } from '../../../__generated__/graphql';
import { useReportFormat } from '../hooks/useReportFormat';
import { BacklogSection } from './BacklogSection';
import { CostSection } from './CostSection';
import { DowntimeSection } from './DowntimeSection';
import { FailureParetoSection } from './FailureParetoSection';
import { PartsConsumptionSection } from './PartsConsumptionSection';
import { PlannedReactiveSection } from './PlannedReactiveSection';
import { PmComplianceSection } from './PmComplianceSection';
import { ReliabilitySection } from './ReliabilitySection';
import { StockValueSection } from './StockValueSection';

/** The reports, one under the other (one page each on paper). */
export function ReportSections({ reports }: { reports: ReportsQuery['reports'] }) {
  const { token } = theme.useToken();
  const format = useReportFormat(reports.currency);
  return (
    <div className="fm-report-sections" style={{ display: 'flex', flexDirection: 'column', gap: token.margin }}>
      <ReliabilitySection report={reports.reliability} format={format} />
      <DowntimeSection report={reports.downtime} format={format} />
      <FailureParetoSection report={reports.failurePareto} format={format} />
      <CostSection report={reports.cost} format={format} />
      <PmComplianceSection report={reports.pmCompliance} format={format} />
      <PlannedReactiveSection report={reports.plannedVsReactive} format={format} />
      <BacklogSection report={reports.backlog} format={format} />
      <PartsConsumptionSection report={reports.partsConsumption} format={format} />
      <StockValueSection report={reports.stockValue} format={format} />
    </div>
  );
}
