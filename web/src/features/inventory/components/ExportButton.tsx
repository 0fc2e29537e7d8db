import { DownloadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Button, message as antdMessage } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SparePartFilter, SparePartSort } from '../../../gql/graphql';
import { downloadCsv, toCsv } from '../../../lib/csv/toCsv';
import { fetchAllParts } from '../lib/fetchAllParts';
import { partCsvColumns } from '../lib/partCsvColumns';

interface ExportButtonProps {
  farmId: string;
  filter: SparePartFilter;
  sort: SparePartSort;
}

/** Downloads the current filter as CSV; the label shows the progress while pages load. */
export function ExportButton({ farmId, filter, sort }: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [message, messageHolder] = antdMessage.useMessage();
  const [progress, setProgress] = useState<number | null>(null);

  const run = async () => {
    setProgress(0);
    try {
      const rows = await fetchAllParts(client, { farmId, filter, sort }, setProgress);
      downloadCsv(`spare-parts-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(rows, partCsvColumns(t)));
    } catch {
      void message.error(t('inventory.exportFailed'));
    } finally {
      setProgress(null);
    }
  };

  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(progress ?? 0);
  return (
    <>
      {messageHolder}
      <Button
        icon={<DownloadOutlined />}
        loading={progress !== null}
        onClick={() => void run()}
        data-testid="parts-export"
      >
        {progress === null ? t('inventory.export') : t('inventory.exporting', { percent })}
      </Button>
    </>
  );
}
