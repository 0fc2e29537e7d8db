import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the list shows instead of rows: the error with a retry, or the empty state. */
export function ListStatus({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error)
    return (
      <Result
        status="warning"
        title={t('equipment.list.error')}
        extra={
          <Button onClick={onRetry} data-testid="equipment-retry">
            {t('equipment.list.retry')}
          </Button>
        }
        data-testid="equipment-error"
      />
    );
  return <Empty description={t('equipment.list.empty')} data-testid="equipment-empty" />;
}
