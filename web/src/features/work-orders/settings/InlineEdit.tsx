import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';

export interface InlineInputProps<T> {
  value: T;
  onChange: (value: T) => void;
  /** Enter in the input saves. */
  onSubmit: () => void;
  status?: 'error';
}

interface InlineEditProps<T> {
  initial: T;
  /** A translation key when the value may not be saved (the server's limits), else null. */
  check: (value: T) => string | null;
  /** What the check's message names, e.g. { max: 200 }. */
  checkValues?: Record<string, unknown>;
  save: (value: T) => Promise<unknown>;
  /** Saved or cancelled: the caller shows the value again. */
  onDone: () => void;
  input: (props: InlineInputProps<T>) => ReactNode;
  testId: string;
}

/**
 * A value edited where it is shown: the input with save and cancel (Enter and Escape too);
 * a value the server would refuse, or its refusal, shows under it in the reader's language.
 */
export function InlineEdit<T>({ initial, check, checkValues, save, onDone, input, testId }: InlineEditProps<T>) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    const problem = check(value);
    if (problem) return setError(t(problem, checkValues));
    setBusy(true);
    try {
      await save(value);
      onDone();
    } catch (failure) {
      const found = serverError(failure);
      setError(found.code === 'NETWORK' ? t('workOrders.form.saveFailed') : errorText(found));
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={4} data-testid={testId} onKeyDown={(event) => event.key === 'Escape' && onDone()}>
      <Space.Compact>
        {input({
          value,
          onChange: (next) => {
            setValue(next);
            setError(null);
          },
          onSubmit: () => void submit(),
          status: error ? 'error' : undefined,
        })}
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={busy}
          onClick={() => void submit()}
          aria-label={t('workOrders.settings.save')}
          title={t('workOrders.settings.save')}
          data-testid={`${testId}-save`}
        />
        <Button
          icon={<CloseOutlined />}
          disabled={busy}
          onClick={onDone}
          aria-label={t('workOrders.settings.cancel')}
          title={t('workOrders.settings.cancel')}
          data-testid={`${testId}-cancel`}
        />
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
