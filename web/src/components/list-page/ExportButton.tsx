import { DownloadOutlined } from '@ant-design/icons';
import { Button, message as antdMessage } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCsvExport, type CsvExport } from './useCsvExport';

/** "Export CSV" of the list's filter and sort; the label counts the percent while the pages load. */
export function ExportButton<Row>({ testId, ...csv }: CsvExport<Row> & { testId: string }) {
  const { t, i18n } = useTranslation();
  // A message holder of its own: the button works on any page, with or without antd's App.
  const [message, messageHolder] = antdMessage.useMessage();
  const { progress, run } = useCsvExport(csv);
  const onClick = () =>
    run().catch(() => {
      void message.error(t('listPage.exportFailed'));
    });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(progress ?? 0);
  return (
    <>
      {messageHolder}
      <Button
        icon={<DownloadOutlined />}
        loading={progress !== null}
        onClick={() => void onClick()}
        data-testid={testId}
      >
        {progress === null ? t('listPage.export') : t('listPage.exporting', { percent })}
      </Button>
    </>
  );
}
