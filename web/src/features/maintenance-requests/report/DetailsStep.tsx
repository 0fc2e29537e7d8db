import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemReport } from '../api/reportApi';
import { REPORT_LIMITS } from './reportLimits';
import { previewOf, shrinkPhoto } from './shrinkPhoto';

type Details = Pick<ProblemReport, 'reporterName' | 'reporterPhone' | 'photo'>;

interface DetailsStepProps {
  details: Details;
  onChange: (details: Partial<Details>) => void;
  onSend: () => void;
  onBack: () => void;
  sending: boolean;
  /** Why the last send failed, already translated. */
  error: string | null;
}

/** Screen 3: an optional photo (the phone's camera opens), an optional name and phone, and send. */
export function DetailsStep({ details, onChange, onSend, onBack, sending, error }: DetailsStepProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    const photo = await shrinkPhoto(file);
    onChange({ photo });
    setPreview(await previewOf(photo).catch(() => null));
  }

  return (
    <form
      className="report-actions"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {preview && <img className="report-preview" src={preview} alt={t('maintenanceRequests.report.photoAlt')} />}
      <label className="report-photo">
        <input
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="report-photo"
        />
        <span>
          {t(details.photo ? 'maintenanceRequests.report.photoChange' : 'maintenanceRequests.report.photoAdd')}
        </span>
      </label>
      {details.photo && (
        <button
          className="report-button report-button--plain"
          type="button"
          onClick={() => {
            onChange({ photo: null });
            setPreview(null);
          }}
        >
          {t('maintenanceRequests.report.photoRemove')}
        </button>
      )}
      <label className="report-field">
        <span>{t('maintenanceRequests.report.name')}</span>
        <input
          className="report-input"
          autoComplete="name"
          maxLength={REPORT_LIMITS.reporterName}
          value={details.reporterName}
          onChange={(event) => onChange({ reporterName: event.target.value })}
          data-testid="report-name"
        />
      </label>
      <label className="report-field">
        <span>{t('maintenanceRequests.report.phone')}</span>
        <input
          className="report-input"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={REPORT_LIMITS.reporterPhone}
          value={details.reporterPhone}
          onChange={(event) => onChange({ reporterPhone: event.target.value })}
          data-testid="report-phone"
        />
      </label>
      {error && (
        <p className="report-alert" role="alert" data-testid="report-error">
          {error}
        </p>
      )}
      <button className="report-button" type="submit" disabled={sending} aria-busy={sending} data-testid="report-send">
        {t('maintenanceRequests.report.send')}
      </button>
      <button className="report-button report-button--plain" type="button" onClick={onBack} disabled={sending}>
        {t('maintenanceRequests.report.back')}
      </button>
    </form>
  );
}
