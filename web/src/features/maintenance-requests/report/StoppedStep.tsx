import { useTranslation } from 'react-i18next';

/** Screen 2: is the machine stopped? One tap answers and moves on. */
export function StoppedStep({ onAnswer, onBack }: { onAnswer: (stopped: boolean) => void; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="report-actions">
      <p className="report-question">{t('maintenanceRequests.report.stoppedQuestion')}</p>
      <button
        className="report-button report-button--danger"
        type="button"
        onClick={() => onAnswer(true)}
        data-testid="report-stopped-yes"
      >
        {t('maintenanceRequests.report.stoppedYes')}
      </button>
      <button className="report-button" type="button" onClick={() => onAnswer(false)} data-testid="report-stopped-no">
        {t('maintenanceRequests.report.stoppedNo')}
      </button>
      <button className="report-button report-button--plain" type="button" onClick={onBack} data-testid="report-back">
        {t('maintenanceRequests.report.back')}
      </button>
    </div>
  );
}
