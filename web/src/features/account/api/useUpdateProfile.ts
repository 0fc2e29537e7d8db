import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { useWrite } from '../../../lib/apollo/useWrite';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($name: String!, $avatar: String) {
    updateMe(input: { name: $name, avatar: $avatar }) {
      id
      name
      avatar
    }
  }
`);

/**
 * Saves one's name and picture (null: the default icon). The answer lands on the cached User,
 * so the top bar's user menu shows the new name and picture at once.
 */
export function useUpdateProfile() {
  const { t } = useTranslation();
  const [write] = useWrite(UpdateProfileMutation);
  return (name: string, avatar: string | null) => write({ variables: { name, avatar } }, t('account.profile.saved'));
}
