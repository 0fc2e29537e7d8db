import { WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function LowStockTag() {
  const { t } = useTranslation();
  return (
    <Tag color="warning" icon={<WarningOutlined />} data-testid="low-stock-tag">
      {t('inventory.lowStock')}
    </Tag>
  );
}
