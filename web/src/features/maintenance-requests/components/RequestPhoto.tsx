import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestRow_RequestFragment as Row } from '../../../__generated__/graphql';

/** The report's photo as a thumbnail that opens the full picture. */
export function RequestPhoto({ photo }: { photo: Row['photo'] }) {
  const { t } = useTranslation();
  if (!photo) return null;
  return (
    <Image
      src={photo.thumbnailUrl}
      preview={{ src: photo.url }}
      width={56}
      height={56}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      alt={t('maintenanceRequests.inbox.photo')}
      data-testid="req-photo"
    />
  );
}
