import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

// The answer is the whole page: the photo shows in the gallery (or on its checklist item) and
// on the timeline from it, with no second request.
const AttachWorkOrderPhotoMutation = graphql(`
  mutation AttachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!, $checklistItemId: ID) {
    attachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId, checklistItemId: $checklistItemId) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** Shows an uploaded photo on the open order, or on one of its checklist items (an assignee or a manager). */
export function useAttachWorkOrderPhoto() {
  const { t } = useTranslation();
  const [write] = useWrite(AttachWorkOrderPhotoMutation);
  return (workOrderId: string, photoId: string, checklistItemId: string | null) =>
    write({ variables: { workOrderId, photoId, checklistItemId } }, t('workOrders.photos.attached'));
}
