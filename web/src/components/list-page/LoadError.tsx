import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  title: string;
  onRetry: () => void;
  testId: string;
  retryTestId?: string;
  /** More ways out, e.g. a link back to the list. */
  extra?: ReactNode;
}

/** A failed load with a way to try again. */
export function LoadError({ title, onRetry, testId, retryTestId, extra }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      data-testid={testId}
      extra={
        <>
          <Button onClick={onRetry} data-testid={retryTestId}>
            {t('listPage.retry')}
          </Button>
          {extra}
        </>
      }
    />
  );
}
