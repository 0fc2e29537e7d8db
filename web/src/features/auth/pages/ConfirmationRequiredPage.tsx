import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { AuthNotice } from '../components/AuthNotice';

export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  return (
    <AuthCard titleKey="auth.confirmationRequired.title">
      <AuthNotice testId="confirmation-text">{t('auth.confirmationRequired.text')}</AuthNotice>
      <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
    </AuthCard>
  );
}
