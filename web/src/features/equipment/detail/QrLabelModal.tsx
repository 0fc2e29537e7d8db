import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentOverview_EquipmentFragment as Machine } from '../../../gql/graphql';
import { useFarmState } from '../../../lib/farm/farmStore';
import { usePublicUrl } from '../api/usePublicUrl';
import './qrLabel.css';

/** A printable label: scanning its QR code opens the machine's page at the installation's public address. */
export function QrLabelModal({ machine, onClose }: { machine: Machine; onClose: () => void }) {
  const { t } = useTranslation();
  const { farms } = useFarmState();
  const farm = farms.find((candidate) => candidate.id === machine.farmId);
  const [image, setImage] = useState<string | null>(null);
  const { publicUrl, failed } = usePublicUrl();
  const url = publicUrl && `${publicUrl}/equipment/${machine.id}`;

  useEffect(() => {
    if (!url) return;
    let live = true;
    // The QR encoder is only downloaded when a label is opened.
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).then((data) => live && setImage(data)),
    );
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <Modal
      open
      onCancel={onClose}
      title={t('equipment.label.title')}
      footer={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          disabled={!image}
          data-testid="equipment-label-print"
        >
          {t('equipment.label.print')}
        </Button>
      }
    >
      <div className="equipment-label" data-testid="equipment-label-sheet" data-url={url ?? undefined}>
        {failed && <Alert type="error" showIcon title={t('equipment.label.addressFailed')} />}
        {image ? (
          <img src={image} alt={t('equipment.label.qrAlt', { code: machine.code })} width={200} height={200} />
        ) : (
          !failed && <Spin />
        )}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {machine.code}
        </Typography.Title>
        <Typography.Text strong>{machine.name}</Typography.Text>
        {farm && <Typography.Text>{farm.name}</Typography.Text>}
        <Typography.Text type="secondary" style={{ fontSize: 11, wordBreak: 'break-all' }}>
          {url}
        </Typography.Text>
      </div>
    </Modal>
  );
}
