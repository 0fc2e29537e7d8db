import { CameraOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePhotoUpload, type PhotoTarget } from './usePhotoUpload';

interface AddPhotoButtonProps extends PhotoTarget {
  /** A camera icon alone (a checklist item's row), instead of the worded button. */
  compact?: boolean;
  testId: string;
}

/** Takes a photo with the phone's camera (or picks a picture) and adds it to the order or its item, with progress. */
export function AddPhotoButton({ compact = false, testId, ...target }: AddPhotoButtonProps) {
  const { t } = useTranslation();
  const { percent, props } = usePhotoUpload(target);
  const label = t(compact ? 'workOrders.photos.addToItem' : 'workOrders.photos.add');
  return (
    <Flex align="center" gap={8}>
      <Upload {...props} data-testid={`${testId}-input`}>
        <Button
          icon={<CameraOutlined />}
          loading={percent !== null}
          aria-label={compact ? label : undefined}
          title={compact ? label : undefined}
          data-testid={testId}
        >
          {compact ? null : label}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress
          percent={percent}
          size="small"
          status="active"
          style={{ width: 96, margin: 0 }}
          aria-label={t('workOrders.photos.uploading')}
          data-testid={`${testId}-progress`}
        />
      )}
    </Flex>
  );
}
