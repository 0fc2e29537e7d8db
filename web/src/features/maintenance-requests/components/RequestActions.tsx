import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestRow_RequestFragment as Row } from '../../../__generated__/graphql';
import { DecisionModal, type Decision } from './DecisionModal';

/** Approve and decline, on a request still waiting for them. */
export function RequestActions({ row, farmId }: { row: Row; farmId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Decision | null>(null);
  if (row.status !== 'PENDING') return null;
  return (
    <Flex gap={8} wrap>
      <Button type="primary" icon={<CheckOutlined />} onClick={() => setOpen('approve')} data-testid="req-approve">
        {t('maintenanceRequests.inbox.approve')}
      </Button>
      <Button icon={<CloseOutlined />} onClick={() => setOpen('decline')} data-testid="req-decline">
        {t('maintenanceRequests.inbox.decline')}
      </Button>
      {open && <DecisionModal row={row} decision={open} farmId={farmId} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
