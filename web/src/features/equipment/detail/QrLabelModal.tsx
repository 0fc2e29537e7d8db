import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentOverview_EquipmentFragment as Machine } from '../../../__generated__/graphql';
import { useFarmState } from '../../../lib/farm/farmStore';
import { usePublicUrl } from '../api/usePublicUrl';
import { useRequestLink } from '../api/useRequestLink';
import { RotateRequestLink } from './RotateRequestLink';
import './qrLabel.css';

/** A QR code of `url` as an image address; the encoder is only downloaded when a label is opened. */
function useQrCode(url: string | null, width: number): string | null {
  // Kept with the address it encodes: a new address (a rotated link) shows no stale code.
  const [image, setImage] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { margin: 1, width, errorCorrectionLevel: 'M' }).then((data) => live && setImage({ url, data })),
    );
    return () => {
      live = false;
    };
  }, [url, width]);
  return url && image?.url === url ? image.data : null;
}

/**
 * A printable label: scanning its QR code opens the machine's page at the installation's
 * public address; for those who may see it, a second code opens its public problem report,
 * and they may replace that link.
 */
export function QrLabelModal({ machine, onClose }: { machine: Machine; onClose: () => void }) {
  const { t } = useTranslation();
  const { farms } = useFarmState();
  const farm = farms.find((candidate) => candidate.id === machine.farmId);
  const { publicUrl, failed } = usePublicUrl();
  const requestLink = useRequestLink(machine.id);
  const url = publicUrl && `${publicUrl}/equipment/${machine.id}`;
  const reportUrl = publicUrl && requestLink && `${publicUrl}${requestLink}`;
  const image = useQrCode(url, 240);
  const reportImage = useQrCode(reportUrl, 200);

  return (
    <Modal
      open
      onCancel={onClose}
      title={t('equipment.label.title')}
      footer={
        <>
          {requestLink && <RotateRequestLink machine={machine} />}
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => window.print()}
            disabled={!image || (!!reportUrl && !reportImage)}
            data-testid="equipment-label-print"
          >
            {t('equipment.label.print')}
          </Button>
        </>
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
        {reportImage && (
          <div className="equipment-label__report" data-testid="equipment-label-report" data-url={reportUrl}>
            <img
              src={reportImage}
              alt={t('equipment.label.reportQrAlt', { code: machine.code })}
              width={160}
              height={160}
            />
            <Typography.Text strong>{t('equipment.label.reportTitle')}</Typography.Text>
            <Typography.Text type="secondary">{t('equipment.label.reportHint')}</Typography.Text>
          </div>
        )}
      </div>
    </Modal>
  );
}
