import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { UserStatus } from '../../../__generated__/graphql';
import { useWrite } from '../../../lib/apollo/useWrite';
import { USER_STATUSES } from '../userStatuses';

const UpdateStatusMutation = graphql(`
  mutation UpdateStatus($status: UserStatus!) {
    updateMe(input: { status: $status }) {
      __typename
      id
      status
    }
  }
`);

/** Saves the presence status; the normalized cache updates the avatar dot. */
export function useUpdateStatus() {
  const { t } = useTranslation();
  const [write] = useWrite(UpdateStatusMutation);
  return (id: string, status: UserStatus) =>
    write(
      { variables: { status }, optimisticResponse: { updateMe: { __typename: 'User', id, status } } },
      t('user.statusSaved', { status: t(USER_STATUSES.find((entry) => entry.value === status)?.labelKey ?? status) }),
    );
}
