import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { useFormat } from '../../../../lib/format/useFormat';
import { useDetachWorkOrderPhoto } from '../../api/useDetachWorkOrderPhoto';
import { useRunWrite } from '../useRunWrite';
import { PhotoThumbnails_photo } from './photoFragment';

interface PhotoThumbnailsProps {
  workOrderId: string;
  photos: readonly FragmentType<typeof PhotoThumbnails_photo>[];
  /** Whoever works the open order takes a photo off it (after a confirmation). */
  canRemove: boolean;
  /** The thumbnail's side in pixels: smaller on a checklist item. */
  size?: number;
}

/** Photos as small squares; a tap opens the full picture, and the others of the row, in antd's viewer. */
export function PhotoThumbnails({ workOrderId, photos, canRemove, size = 88 }: PhotoThumbnailsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useRunWrite();
  const detach = useDetachWorkOrderPhoto();
  const shown = getFragmentData(PhotoThumbnails_photo, photos);
  if (!shown.length) return null;

  const onRemove = (id: string) =>
    run(() => detach(workOrderId, id), {
      title: t('workOrders.photos.removeTitle'),
      message: t('workOrders.photos.removeMessage'),
      label: t('workOrders.photos.remove'),
    });

  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap data-testid="wo-photos">
        {shown.map((photo) => (
          <div key={photo.id} style={{ position: 'relative' }} data-testid="wo-photo">
            <Image
              src={photo.thumbnailUrl}
              preview={{ src: photo.url }}
              width={size}
              height={size}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              alt={t('workOrders.photos.alt', {
                who: photo.createdBy?.name ?? t('workOrders.photos.someone'),
                when: format.dateTime(photo.createdAt),
              })}
              data-testid="wo-photo-thumb"
            />
            {canRemove && (
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined />}
                aria-label={t('workOrders.photos.remove')}
                title={t('workOrders.photos.remove')}
                onClick={() => void onRemove(photo.id)}
                // On the picture's top corner at the end of the line (right, or left in Arabic).
                style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
                data-testid="wo-photo-remove"
              />
            )}
          </div>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
