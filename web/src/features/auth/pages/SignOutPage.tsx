import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { endSession } from '../../../lib/auth/session';
import { AuthCard } from '../components/AuthCard';
import { AuthNotice } from '../components/AuthNotice';

const REDIRECT_AFTER_MS = 2000;

export function SignOutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    endSession();
    const timer = window.setTimeout(() => void navigate('/sign-in', { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard titleKey="auth.signOut.title">
      <AuthNotice testId="signed-out">{t('auth.signOut.text')}</AuthNotice>
      <Link to="/sign-in">{t('auth.backToSignIn')}</Link>
    </AuthCard>
  );
}
