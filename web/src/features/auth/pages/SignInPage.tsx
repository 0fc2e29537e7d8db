import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/urls/safeRedirect';
import { startSession } from '../../../lib/auth/session';
import { authApi } from '../api/authApi';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { emailField, passwordField } from '../components/fieldSpecs';
import { useAuthSubmit } from '../hooks/useAuthSubmit';

const fields = [emailField, passwordField];

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { submit, submitting, errorKey, errorValues } = useAuthSubmit(async ({ email, password }) => {
    startSession(await authApi.signIn({ email, password }));
    await navigate(safeRedirect(params.get('redirectURL')), { replace: true });
  });

  return (
    <AuthCard titleKey="auth.signIn.title" errorKey={errorKey} errorValues={errorValues}>
      <AuthForm
        fields={fields}
        submitLabelKey="auth.signIn.submit"
        submitting={submitting}
        onSubmit={submit}
        testId="sign-in-form"
      >
        <Link to="/forgot-password">{t('auth.signIn.forgotPassword')}</Link>
      </AuthForm>
      <span>
        {t('auth.signIn.noAccount')} <Link to="/sign-up">{t('auth.signUp.link')}</Link>
      </span>
    </AuthCard>
  );
}
