import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(input: { currentPassword: $currentPassword, newPassword: $newPassword })
  }
`);

/** Changes one's password; a wrong current one is refused (errors.server.currentPasswordWrong). */
export function useChangePassword() {
  const { t } = useTranslation();
  const [write] = useWrite(ChangePasswordMutation);
  return (currentPassword: string, newPassword: string) =>
    write({ variables: { currentPassword, newPassword } }, t('account.password.saved'));
}
