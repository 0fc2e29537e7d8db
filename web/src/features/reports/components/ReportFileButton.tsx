import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReportFile, type ReportFileFormat } from '../api/downloadReportFile';
import { useReportScope } from '../hooks/useReportScope';

export interface ReportFile {
  /** The route's name of the table: GET /api/reports/<name>.csv and .pdf. */
  name: string;
  /** Said on the buttons when a view has several files. */
  label?: string;
  pdfLabel?: string;
}

/** Downloads one report table as CSV or PDF (in the reader's language), for the page's farm, period and filter. */
export function ReportFileButton({ file, format }: { file: ReportFile; format: ReportFileFormat }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const scope = useReportScope();
  const [busy, setBusy] = useState(false);
  const pdf = format === 'pdf';
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportFile({ ...scope, name: file.name }, format, pdf ? i18n.language : undefined);
    } catch {
      void message.error(t(pdf ? 'reports.pdf.failed' : 'listPage.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={pdf ? <FilePdfOutlined /> : <DownloadOutlined />}
      loading={busy}
      onClick={() => void download()}
      data-testid={`report-${format}-${file.name}`}
    >
      {pdf ? (file.pdfLabel ?? t('reports.pdf.download')) : (file.label ?? t('reports.csv'))}
    </Button>
  );
}
