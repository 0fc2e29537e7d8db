import { WorkOrdersPage } from '../components/WorkOrdersPage';

/** /work-orders/corrective: repairs of breakdowns on the active farm. */
export function CorrectiveWorkOrdersPage() {
  return <WorkOrdersPage type="CORRECTIVE" />;
}
