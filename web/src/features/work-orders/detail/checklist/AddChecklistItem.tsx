import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddChecklistItem } from '../../api/useAddChecklistItem';
import { useTextSubmit } from '../../hooks/useTextSubmit';

const ITEM_MAX = 500;

/** Managers add a step at the end of an open order's checklist. */
export function AddChecklistItem({ workOrderId }: { workOrderId: string }) {
  const { t } = useTranslation();
  const add = useAddChecklistItem();
  const { text, setText, body, busy, submit } = useTextSubmit((id, value) => add(workOrderId, id, value));

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={text}
        maxLength={ITEM_MAX}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={submit}
        placeholder={t('workOrders.checklist.newItem')}
        aria-label={t('workOrders.checklist.newItem')}
        data-testid="checklist-new-text"
      />
      <Button icon={<PlusOutlined />} loading={busy} disabled={!body} onClick={submit} data-testid="checklist-add">
        {t('workOrders.checklist.add')}
      </Button>
    </Space.Compact>
  );
}
