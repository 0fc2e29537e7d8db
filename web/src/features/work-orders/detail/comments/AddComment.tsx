import { SendOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../../../lib/apollo/serverError';
import { useAddWorkOrderComment } from '../../api/useAddWorkOrderComment';
import { COMMENT_MAX } from './commentLimits';

/** The box to write a comment in; sending keeps the text until the server took it. */
export function AddComment({ workOrderId }: { workOrderId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const add = useAddWorkOrderComment();
  const [text, setText] = useState('');
  // A new id per comment: sending the same one again (a double tap, a retry) adds it once.
  const [id, setId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const body = text.trim();

  async function submit() {
    if (!body || busy) return;
    setBusy(true);
    try {
      await add(workOrderId, id, body);
      setText('');
      setId(crypto.randomUUID());
    } catch (error) {
      void message.error(errorText(serverError(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={8} align="flex-end">
      <Input.TextArea
        value={text}
        maxLength={COMMENT_MAX}
        showCount={text.length > COMMENT_MAX * 0.8}
        autoSize={{ minRows: 2, maxRows: 8 }}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('workOrders.comments.placeholder')}
        aria-label={t('workOrders.comments.label')}
        dir="auto"
        style={{ width: '100%' }}
        data-testid="wo-comment-text"
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        loading={busy}
        disabled={!body}
        onClick={() => void submit()}
        data-testid="wo-comment-send"
      >
        {t('workOrders.comments.send')}
      </Button>
    </Flex>
  );
}
