import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../api/authApi';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { emailField, newPasswordField, type FieldSpec } from '../components/fieldSpecs';
import { useAuthSubmit } from '../hooks/useAuthSubmit';

const fields: FieldSpec[] = [
  { name: 'name', labelKey: 'auth.fields.name', required: true, autoComplete: 'name' },
  emailField,
  newPasswordField,
  { name: 'company', labelKey: 'auth.fields.company', autoComplete: 'organization' },
];

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { submit, submitting, errorKey, errorValues } = useAuthSubmit(async ({ name, email, password, company }) => {
    await authApi.signUp({ name, email, password, ...(company ? { company } : {}) });
    await navigate('/confirmation-required');
  });

  return (
    <AuthCard titleKey="auth.signUp.title" errorKey={errorKey} errorValues={errorValues}>
      <AuthForm
        fields={fields}
        submitLabelKey="auth.signUp.submit"
        submitting={submitting}
        onSubmit={submit}
        testId="sign-up-form"
      />
      <span>
        {t('auth.signUp.haveAccount')} <Link to="/sign-in">{t('auth.signIn.link')}</Link>
      </span>
    </AuthCard>
  );
}
