import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS } from './reportLimits';

interface DescribeStepProps {
  description: string;
  onChange: (description: string) => void;
  onNext: () => void;
}

/** Screen 1: what is wrong, in the reporter's words. */
export function DescribeStep({ description, onChange, onNext }: DescribeStepProps) {
  const { t } = useTranslation();
  return (
    <form
      className="report-actions"
      onSubmit={(event) => {
        event.preventDefault();
        if (description.trim()) onNext();
      }}
    >
      <label className="report-field">
        <span className="report-question">{t('maintenanceRequests.report.whatQuestion')}</span>
        <textarea
          className="report-input"
          rows={5}
          required
          maxLength={REPORT_LIMITS.description}
          value={description}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('maintenanceRequests.report.whatPlaceholder')}
          autoFocus
          data-testid="report-description"
        />
      </label>
      <button className="report-button" type="submit" disabled={!description.trim()} data-testid="report-next">
        {t('maintenanceRequests.report.next')}
      </button>
    </form>
  );
}
