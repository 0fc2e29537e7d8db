import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterCommentWrite } from './afterCommentWrite';

const AddWorkOrderCommentMutation = graphql(`
  mutation AddWorkOrderComment($workOrderId: ID!, $input: AddWorkOrderCommentInput!) {
    addWorkOrderComment(workOrderId: $workOrderId, input: $input) {
      id
    }
  }
`);

/** Comments on the order (an assignee or a manager, also once it is closed), under the client's id so a repeat adds it once. */
export function useAddWorkOrderComment() {
  const { t } = useTranslation();
  const [write] = useWrite(AddWorkOrderCommentMutation, afterCommentWrite);
  return (workOrderId: string, id: string, body: string) =>
    write({ variables: { workOrderId, input: { id, body } } }, t('workOrders.comments.sent'));
}
