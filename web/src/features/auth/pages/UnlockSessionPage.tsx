import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/urls/safeRedirect';
import { getStoredUser, startSession } from '../../../lib/auth/session';
import { authApi } from '../api/authApi';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { emailField, passwordField } from '../components/fieldSpecs';
import { useAuthSubmit } from '../hooks/useAuthSubmit';

export function UnlockSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = getStoredUser();
  const fields = [{ ...emailField, defaultValue: user?.email, readOnly: Boolean(user) }, passwordField];
  const { submit, submitting, errorKey, errorValues } = useAuthSubmit(async ({ email, password }) => {
    startSession(await authApi.unlockSession({ email, password }));
    await navigate(safeRedirect(params.get('redirectURL')), { replace: true });
  });

  return (
    <AuthCard
      titleKey="auth.unlockSession.title"
      subtitle={user ? t('auth.unlockSession.subtitle', { name: user.name }) : undefined}
      errorKey={errorKey}
      errorValues={errorValues}
    >
      <AuthForm fields={fields} submitLabelKey="auth.unlockSession.submit" submitting={submitting} onSubmit={submit} />
      <Link to="/sign-out">{t('auth.unlockSession.notYou')}</Link>
    </AuthCard>
  );
}
