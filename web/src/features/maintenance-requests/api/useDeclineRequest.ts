import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';
import { afterDecision } from './afterDecision';

const DeclineRequestMutation = graphql(`
  mutation DeclineMaintenanceRequest($id: ID!, $reason: String!) {
    declineMaintenanceRequest(id: $id, reason: $reason) {
      id
      ...RequestRow_request
    }
  }
`);

/** Declines a request with a reason (managers). */
export function useDeclineRequest() {
  const { t } = useTranslation();
  const [write] = useWrite(DeclineRequestMutation, afterDecision);
  return (id: string, reason: string) => write({ variables: { id, reason } }, t('maintenanceRequests.inbox.declined'));
}
