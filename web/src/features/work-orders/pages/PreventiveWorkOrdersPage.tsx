import { WorkOrdersPage } from '../components/WorkOrdersPage';

/** /work-orders/preventive: planned services of the active farm. */
export function PreventiveWorkOrdersPage() {
  return <WorkOrdersPage type="PREVENTIVE" />;
}
