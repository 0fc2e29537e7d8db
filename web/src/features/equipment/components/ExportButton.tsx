import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EquipmentListQueryVariables } from '../../../gql/graphql';
import { useCsvExport } from '../hooks/useCsvExport';

/** "Export CSV" of the current filter, with a progress bar while the pages are fetched. */
export function ExportButton({ variables }: { variables: EquipmentListQueryVariables }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { progress, run } = useCsvExport(variables);
  const onClick = () =>
    run().catch(() => {
      void message.error(t('equipment.list.exportFailed'));
    });
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={onClick} data-testid="equipment-export">
        {t('equipment.list.export')}
      </Button>
      {progress !== null && (
        <Progress percent={progress} size="small" style={{ width: 120 }} data-testid="equipment-export-progress" />
      )}
    </Space>
  );
}
