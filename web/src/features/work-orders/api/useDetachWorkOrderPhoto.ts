import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const DetachWorkOrderPhotoMutation = graphql(`
  mutation DetachWorkOrderPhoto($workOrderId: ID!, $photoId: ID!) {
    detachWorkOrderPhoto(workOrderId: $workOrderId, photoId: $photoId) {
      id
      ...WorkOrderDetail_workOrder
    }
  }
`);

/** Takes a photo off the open order or its checklist item (an assignee or a manager). */
export function useDetachWorkOrderPhoto() {
  const { t } = useTranslation();
  const [write] = useWrite(DetachWorkOrderPhotoMutation);
  return (workOrderId: string, photoId: string) =>
    write({ variables: { workOrderId, photoId } }, t('workOrders.photos.removed'));
}
