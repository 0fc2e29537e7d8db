import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../lib/i18n/changeLanguage';
import { LANGUAGES } from '../../../lib/i18n/languages';
import './report.css';

/** The page around each step: the language switch (the reporter may not read the farm's), then a card. */
export function ReportFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <main className="report-page" data-testid="report-page">
      <nav className="report-languages">
        {LANGUAGES.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            lang={id}
            className="report-language"
            aria-pressed={i18n.resolvedLanguage === id}
            onClick={() => void changeLanguage(id)}
            data-testid={`report-lang-${id}`}
          >
            {label}
          </button>
        ))}
      </nav>
      <section className="report-card">{children}</section>
    </main>
  );
}
