import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/useFormat';

/** "3 days ago" for a last sign-in, or "Never" when none was recorded. */
export function useLastSignIn(): (at: string | null | undefined) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (at) => (at ? format.relative(at) : t('userManagement.members.never'));
}
