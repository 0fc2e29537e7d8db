import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReportCsv } from '../api/downloadReportCsv';
import { useReportScope } from '../hooks/useReportScope';

export interface CsvFile {
  /** The route's name of the table: GET /api/reports/<name>.csv. */
  name: string;
  /** Said on the button when a view has several files. */
  label?: string;
}

/** Downloads one report table as CSV, for the page's farm, period and filter. */
export function CsvButton({ file }: { file: CsvFile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const scope = useReportScope();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportCsv({ ...scope, name: file.name });
    } catch {
      void message.error(t('listPage.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void download()}
      data-testid={`report-csv-${file.name}`}
    >
      {file.label ?? t('reports.csv')}
    </Button>
  );
}
