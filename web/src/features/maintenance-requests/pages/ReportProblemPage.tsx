import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { reportApi, type ProblemReport } from '../api/reportApi';
import { DescribeStep } from '../report/DescribeStep';
import { DetailsStep } from '../report/DetailsStep';
import { ReportFrame } from '../report/ReportFrame';
import { sendErrorKey } from '../report/sendErrorKey';
import { StoppedStep } from '../report/StoppedStep';
import { useReportMachine } from '../report/useReportMachine';

type Step = 'what' | 'stopped' | 'details' | 'thanks';

const EMPTY: ProblemReport = {
  description: '',
  machineStopped: false,
  reporterName: '',
  reporterPhone: '',
  photo: null,
};

/**
 * /report/:token, for anyone who scans a machine's "report a problem" code, without an
 * account: what is wrong, is it stopped, an optional photo and name or phone, then thanks.
 * Plain markup and two fetches (no GraphQL client, no UI library), so it opens fast on a
 * phone in a field.
 */
export function ReportProblemPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const machine = useReportMachine(token);
  const [step, setStep] = useState<Step>('what');
  const [report, setReport] = useState<ProblemReport>(EMPTY);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (changes: Partial<ProblemReport>) => setReport((current) => ({ ...current, ...changes }));

  async function send() {
    setSending(true);
    setError(null);
    try {
      await reportApi.send(token, { ...report, description: report.description.trim() });
      setStep('thanks');
      setReport(EMPTY);
    } catch (failure) {
      setError(t(...sendErrorKey(failure)));
    } finally {
      setSending(false);
    }
  }

  if (machine.state === 'loading') return <ReportFrame>{null}</ReportFrame>;
  if (machine.state !== 'ready')
    return (
      <ReportFrame>
        <p className="report-alert" role="alert" data-testid={`report-${machine.state}`}>
          {t(`maintenanceRequests.report.${machine.state}`)}
        </p>
        {machine.state === 'failed' && (
          <button className="report-button" type="button" onClick={machine.retry}>
            {t('maintenanceRequests.report.retry')}
          </button>
        )}
      </ReportFrame>
    );

  const { found } = machine;
  return (
    <ReportFrame>
      <div>
        <p className="report-hint">{t('maintenanceRequests.report.title')}</p>
        <h1
          className="report-machine"
          data-testid="report-machine"
        >{`${found.machine.code} — ${found.machine.name}`}</h1>
        <p className="report-farm">{found.farm.name}</p>
      </div>
      {step === 'what' && (
        <DescribeStep
          description={report.description}
          onChange={(description) => change({ description })}
          onNext={() => setStep('stopped')}
        />
      )}
      {step === 'stopped' && (
        <StoppedStep
          onAnswer={(machineStopped) => {
            change({ machineStopped });
            setStep('details');
          }}
          onBack={() => setStep('what')}
        />
      )}
      {step === 'details' && (
        <DetailsStep
          details={report}
          onChange={change}
          onSend={() => void send()}
          onBack={() => setStep('stopped')}
          sending={sending}
          error={error}
        />
      )}
      {step === 'thanks' && (
        <>
          <p className="report-thanks" role="status" data-testid="report-thanks">
            {t('maintenanceRequests.report.thanks')}
          </p>
          <button className="report-button report-button--plain" type="button" onClick={() => setStep('what')}>
            {t('maintenanceRequests.report.another')}
          </button>
        </>
      )}
    </ReportFrame>
  );
}
