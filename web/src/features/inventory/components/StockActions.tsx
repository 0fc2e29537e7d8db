import { EditOutlined, ExportOutlined, ImportOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockAction } from '../hooks/useStockMovement';
import { useCan } from '../../../lib/auth/useCan';
import { MovementModal } from './MovementModal';

interface StockActionsProps {
  partId: string;
  onEdit: () => void;
}

/** Only the actions the user's permissions allow: writers receive, adjust and edit; issuers issue. */
export function StockActions({ partId, onEdit }: StockActionsProps) {
  const canWrite = useCan('inventory.write');
  const canIssue = useCan('inventory.issue');
  const { t } = useTranslation();
  const [action, setAction] = useState<StockAction | null>(null);
  const buttons: { action: StockAction; icon: React.ReactNode; allowed: boolean }[] = [
    { action: 'receive', icon: <ImportOutlined />, allowed: canWrite },
    { action: 'issue', icon: <ExportOutlined />, allowed: canIssue },
    { action: 'adjust', icon: <SwapOutlined />, allowed: canWrite },
  ];
  return (
    <Flex wrap gap="small" data-testid="stock-actions">
      {buttons
        .filter((button) => button.allowed)
        .map((button) => (
          <Button
            key={button.action}
            icon={button.icon}
            onClick={() => setAction(button.action)}
            data-testid={`action-${button.action}`}
          >
            {t(`inventory.actions.${button.action}`)}
          </Button>
        ))}
      {canWrite && (
        <Button icon={<EditOutlined />} onClick={onEdit} data-testid="action-edit">
          {t('inventory.editPart')}
        </Button>
      )}
      {action && <MovementModal partId={partId} action={action} onClose={() => setAction(null)} />}
    </Flex>
  );
}
