import { EditOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm/useConfirm';
import { BackLink } from '../../../components/list-page/BackLink';
import { OtherFarmNotice } from '../../../components/list-page/OtherFarmNotice';
import { PageHeading } from '../../../components/list-page/PageHeading';
import type { EquipmentOverview_EquipmentFragment as Machine } from '../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useRetireEquipment } from '../api/useRetireEquipment';
import { EnumTag } from '../components/EnumTag';
import { EquipmentFormDrawer } from '../components/EquipmentFormDrawer';
import { QrLabelModal } from './QrLabelModal';

/** Title, tags and the machine's actions; write actions only for users who may write. */
export function DetailHeader({ machine, canEdit }: { machine: Machine; canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const retire = useRetireEquipment();
  const [open, setOpen] = useState<'edit' | 'label' | null>(null);

  async function onRetire() {
    const ok = await confirm({
      title: t('equipment.detail.retireTitle'),
      message: t('equipment.detail.retireMessage', { code: machine.code }),
      actions: { confirm: { label: t('equipment.detail.retire') } },
    });
    if (!ok) return;
    try {
      await retire(machine.id);
    } catch (error) {
      void message.error(errorText(serverError(error)));
    }
  }

  return (
    <>
      <BackLink to="/equipment" testId="equipment-back">
        {t('equipment.detail.back')}
      </BackLink>
      <PageHeading
        title={`${machine.code} — ${machine.name}`}
        subtitle={
          <Flex gap={4} component="span">
            <EnumTag kind="status" value={machine.status} />
            <EnumTag kind="criticality" value={machine.criticality} />
          </Flex>
        }
        actions={
          <>
            <Button icon={<PrinterOutlined />} onClick={() => setOpen('label')} data-testid="equipment-label">
              {t('equipment.label.open')}
            </Button>
            {canEdit && (
              <Button icon={<EditOutlined />} onClick={() => setOpen('edit')} data-testid="equipment-edit">
                {t('equipment.detail.edit')}
              </Button>
            )}
            {canEdit && machine.status !== 'RETIRED' && (
              <Button danger icon={<StopOutlined />} onClick={() => void onRetire()} data-testid="equipment-retire">
                {t('equipment.detail.retire')}
              </Button>
            )}
          </>
        }
      />
      <OtherFarmNotice
        farmId={machine.farmId}
        message={(farm) => t('equipment.detail.otherFarm', { farm })}
        switchLabel={t('equipment.detail.switchFarm')}
        testId="equipment-other-farm"
      />
      {open === 'edit' && (
        <EquipmentFormDrawer farmId={machine.farmId} machine={machine} onClose={() => setOpen(null)} />
      )}
      {open === 'label' && <QrLabelModal machine={machine} onClose={() => setOpen(null)} />}
    </>
  );
}
