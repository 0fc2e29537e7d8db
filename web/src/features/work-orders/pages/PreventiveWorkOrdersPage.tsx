import { PreventiveViews } from '../../../components/plans/PreventiveViews';
import { WorkOrdersPage } from '../components/WorkOrdersPage';

/** /work-orders/preventive: planned services of the active farm, with a way to the plans that open them. */
export function PreventiveWorkOrdersPage() {
  return <WorkOrdersPage type="PREVENTIVE" views={<PreventiveViews current="orders" />} />;
}
