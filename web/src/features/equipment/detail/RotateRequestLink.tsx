import { SyncOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm/useConfirm';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useRotateRequestLink } from '../api/useRotateRequestLink';

/**
 * Replaces the machine's "report a problem" link, e.g. after a label was photographed by the
 * wrong people. Shown to who may see the link, the server's rule for rotating it too.
 */
export function RotateRequestLink({ machine }: { machine: { id: string; code: string } }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const confirm = useConfirm();
  const rotate = useRotateRequestLink();
  const [busy, setBusy] = useState(false);

  async function onRotate() {
    const ok = await confirm({
      title: t('equipment.label.rotateTitle', { code: machine.code }),
      message: t('equipment.label.rotateMessage'),
      actions: { confirm: { label: t('equipment.label.rotateConfirm') } },
    });
    if (!ok) return;
    setBusy(true);
    try {
      await rotate(machine.id);
    } catch (error) {
      void message.error(errorText(serverError(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<SyncOutlined />} loading={busy} onClick={() => void onRotate()} data-testid="equipment-label-rotate">
      {t('equipment.label.rotate')}
    </Button>
  );
}
