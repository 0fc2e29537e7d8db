import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { AddPhotoButton } from './AddPhotoButton';
import { PhotoGallery_workOrder } from './galleryFragment';
import { PhotoThumbnails } from './PhotoThumbnails';

interface PhotoGalleryProps {
  order: FragmentType<typeof PhotoGallery_workOrder>;
  /** The order is open and the user works it: adds and removes photos. */
  canWork: boolean;
}

/** The order's own photos (its checklist items show theirs), and the camera for whoever works it. */
export function PhotoGallery({ order, canWork }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const { id, farmId, photos } = getFragmentData(PhotoGallery_workOrder, order);
  return (
    <Flex vertical gap={8} data-testid="wo-gallery">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('workOrders.photos.title')}
        </Typography.Title>
        {canWork && <AddPhotoButton workOrderId={id} farmId={farmId} testId="wo-photo-add" />}
      </Flex>
      {photos.length ? (
        <PhotoThumbnails workOrderId={id} photos={photos} canRemove={canWork} />
      ) : (
        <Typography.Text type="secondary">{t('workOrders.photos.empty')}</Typography.Text>
      )}
    </Flex>
  );
}
