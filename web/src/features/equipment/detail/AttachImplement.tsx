import { LinkOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MachineSelect } from '../../../components/machine-select/MachineSelect';

interface AttachImplementProps {
  farmId: string;
  exclude: readonly string[];
  onAttach: (childId: string) => Promise<void>;
}

/** Picks another machine of the farm and attaches it to this one. */
export function AttachImplement({ farmId, exclude, onAttach }: AttachImplementProps) {
  const { t } = useTranslation();
  const [childId, setChildId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attach = async () => {
    if (!childId) return;
    setBusy(true);
    await onAttach(childId).finally(() => setBusy(false));
    setChildId(null);
  };
  return (
    <Space wrap style={{ marginBlockEnd: 16 }}>
      <MachineSelect
        farmId={farmId}
        value={childId}
        onChange={setChildId}
        exclude={exclude}
        testId="equipment-attach-select"
      />
      <Button
        icon={<LinkOutlined />}
        disabled={!childId}
        loading={busy}
        onClick={() => void attach()}
        data-testid="equipment-attach"
      >
        {t('equipment.implements.attach')}
      </Button>
    </Space>
  );
}
