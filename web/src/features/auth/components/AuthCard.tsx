import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

interface AuthCardProps {
  titleKey: string;
  subtitle?: ReactNode;
  errorKey?: string | null;
  /** Values the error's message names. */
  errorValues?: Record<string, number>;
  children: ReactNode;
}

/** The frame of every auth page: logo, title, an optional error, the content. */
export function AuthCard({ titleKey, subtitle, errorKey, errorValues, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <section className="auth-card">
        <img src="/logo.svg" alt={t('app.name')} width={48} height={48} />
        <div>
          <h1 className="auth-card__title">{t(titleKey)}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        </div>
        {errorKey && (
          <div className="auth-alert auth-alert--error" role="alert" data-testid="auth-error">
            {t(errorKey, errorValues)}
          </div>
        )}
        {children}
      </section>
    </main>
  );
}
