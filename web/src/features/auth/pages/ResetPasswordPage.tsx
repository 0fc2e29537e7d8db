import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../api/authApi';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { AuthNotice } from '../components/AuthNotice';
import { newPasswordField, type FieldErrors, type FieldValues } from '../components/fieldSpecs';
import { useAuthSubmit } from '../hooks/useAuthSubmit';

const fields = [newPasswordField, { ...newPasswordField, name: 'confirm', labelKey: 'auth.fields.confirmPassword' }];

const passwordsMatch = ({ password, confirm }: FieldValues): FieldErrors =>
  password === confirm ? {} : { confirm: 'auth.validation.passwordsDiffer' };

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const { submit, submitting, errorKey, errorValues } = useAuthSubmit(async ({ password }) => {
    await authApi.resetPassword({ token: token ?? '', password });
    setDone(true);
  });

  return (
    <AuthCard
      titleKey="auth.resetPassword.title"
      errorKey={token ? errorKey : 'auth.errors.invalidResetToken'}
      errorValues={errorValues}
    >
      {done && <AuthNotice testId="reset-done">{t('auth.resetPassword.done')}</AuthNotice>}
      {token && !done && (
        <AuthForm
          fields={fields}
          validate={passwordsMatch}
          submitLabelKey="auth.resetPassword.submit"
          submitting={submitting}
          onSubmit={submit}
        />
      )}
      <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
    </AuthCard>
  );
}
