import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWorkOrderPdf } from '../api/downloadWorkOrderPdf';

/** Downloads the order as a PDF, in the reader's language: for anyone who sees the order. */
export function WorkOrderPdfButton({ order }: { order: { id: string; number: string; farmId: string } }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWorkOrderPdf(order, i18n.language);
    } catch {
      void message.error(t('workOrders.pdf.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void download()} data-testid="wo-pdf">
      {t('workOrders.pdf.download')}
    </Button>
  );
}
