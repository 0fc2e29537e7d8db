import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../../../lib/apollo/serverError';
import { useAddChecklistItem } from '../../api/useAddChecklistItem';

const ITEM_MAX = 500;

/** Managers add a step at the end of an open order's checklist. */
export function AddChecklistItem({ workOrderId }: { workOrderId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const add = useAddChecklistItem();
  const [text, setText] = useState('');
  // A new id per item: the same one again (a double tap) adds it once.
  const [id, setId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      await add(workOrderId, id, text.trim());
      setText('');
      setId(crypto.randomUUID());
    } catch (error) {
      void message.error(errorText(serverError(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={text}
        maxLength={ITEM_MAX}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => void submit()}
        placeholder={t('workOrders.checklist.newItem')}
        aria-label={t('workOrders.checklist.newItem')}
        data-testid="checklist-new-text"
      />
      <Button
        icon={<PlusOutlined />}
        loading={busy}
        disabled={!text.trim()}
        onClick={() => void submit()}
        data-testid="checklist-add"
      >
        {t('workOrders.checklist.add')}
      </Button>
    </Space.Compact>
  );
}
