import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddWorkOrderComment } from '../../api/useAddWorkOrderComment';
import { useTextSubmit } from '../../hooks/useTextSubmit';
import { COMMENT_MAX } from './commentLimits';

/** The box to write a comment in; sending keeps the text until the server took it. */
export function AddComment({ workOrderId }: { workOrderId: string }) {
  const { t } = useTranslation();
  const add = useAddWorkOrderComment();
  const { text, setText, body, busy, submit } = useTextSubmit((id, value) => add(workOrderId, id, value));

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
        onClick={submit}
        data-testid="wo-comment-send"
      >
        {t('workOrders.comments.send')}
      </Button>
    </Flex>
  );
}
