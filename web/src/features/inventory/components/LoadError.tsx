import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A failed load with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('inventory.loadFailed')}
      data-testid="inventory-error"
      extra={
        <Button onClick={onRetry} data-testid="inventory-retry">
          {t('inventory.retry')}
        </Button>
      }
    />
  );
}
