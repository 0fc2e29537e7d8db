import { graphql } from '../../../__generated__';

/**
 * The whole detail page. Every write answers with it, so the page (status, actions,
 * timeline, the machine's status) updates from the answer without a second request.
 */
export const WorkOrderDetail_workOrder = graphql(`
  fragment WorkOrderDetail_workOrder on WorkOrder {
    id
    ...WorkOrderOverview_workOrder
    ...WorkOrderTimeline_workOrder
    ...PartsPanel_workOrder
    ...LabourPanel_workOrder
    ...CostSummary_workOrder
    ...DowntimePanel_workOrder
    ...ChecklistPanel_workOrder
    ...FailurePanel_workOrder
    ...PhotoGallery_workOrder
    ...CommentsPanel_workOrder
  }
`);
