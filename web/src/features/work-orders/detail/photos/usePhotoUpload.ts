import { App, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverError, useServerErrorText } from '../../../../lib/apollo/serverError';
import { uploadPhoto } from '../../api/uploadPhoto';
import { useAttachWorkOrderPhoto } from '../../api/useAttachWorkOrderPhoto';
import { MAX_PHOTO_MB, PHOTO_ACCEPT, photoProblem } from './photoFile';
import { uploadErrorKey } from './uploadErrorKey';

/** Where an uploaded photo goes: the open order, or one of its checklist items. */
export interface PhotoTarget {
  workOrderId: string;
  /** The order's farm: the photo belongs to it (not to the farm selected above, if another). */
  farmId: string;
  checklistItemId?: string;
}

/**
 * Taking a photo for an order: refuses what the server would (type, size) before sending,
 * uploads with progress, then shows it on the order or its item. Each failure is one message
 * in the reader's language. `percent` is null while nothing is being sent.
 */
export function usePhotoUpload({ workOrderId, farmId, checklistItemId }: PhotoTarget) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const attach = useAttachWorkOrderPhoto();
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = photoProblem(file);
    if (!problem) return true;
    void message.error(t(`workOrders.photos.errors.${problem}`, { max: MAX_PHOTO_MB }));
    return Upload.LIST_IGNORE;
  };

  async function send(file: Blob) {
    setPercent(0);
    try {
      const photo = await uploadPhoto(farmId, file, setPercent).catch((error: unknown) => {
        void message.error(t(uploadErrorKey(error), { max: MAX_PHOTO_MB }));
        return null;
      });
      if (!photo) return;
      await attach(workOrderId, photo.id, checklistItemId ?? null).catch((error: unknown) => {
        void message.error(errorText(serverError(error)));
      });
    } finally {
      setPercent(null);
    }
  }

  const props: UploadProps = {
    accept: PHOTO_ACCEPT,
    // A phone opens its back camera; a computer its file picker.
    capture: 'environment',
    showUploadList: false,
    // The page shows what was sent; the component keeps no list of its own.
    fileList: [],
    disabled: percent !== null,
    beforeUpload,
    customRequest: ({ file }) => void send(file as Blob),
  };
  return { percent, props };
}
