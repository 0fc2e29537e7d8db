import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from '../api/authApi';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { AuthNotice } from '../components/AuthNotice';
import { emailField } from '../components/fieldSpecs';
import { useAuthSubmit } from '../hooks/useAuthSubmit';

const fields = [emailField];

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { submit, submitting, errorKey, errorValues } = useAuthSubmit(async ({ email }) => {
    await authApi.forgotPassword({ email });
    setSent(true);
  });

  return (
    <AuthCard
      titleKey="auth.forgotPassword.title"
      subtitle={t('auth.forgotPassword.subtitle')}
      errorKey={errorKey}
      errorValues={errorValues}
    >
      {sent ? (
        <AuthNotice testId="forgot-sent">{t('auth.forgotPassword.sent')}</AuthNotice>
      ) : (
        <AuthForm
          fields={fields}
          submitLabelKey="auth.forgotPassword.submit"
          submitting={submitting}
          onSubmit={submit}
        />
      )}
      <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
    </AuthCard>
  );
}
