import { Button, Divider, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotificationsQuery } from '../../__generated__/graphql';
import { NotificationItem } from './NotificationItem';

interface NotificationsPanelProps {
  notifications: NotificationsQuery['notifications'];
  onMarkAllRead: () => void;
}

export function NotificationsPanel({ notifications, onMarkAllRead }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const unread = notifications.filter((notification) => !notification.read).length;
  return (
    // The popover adds its padding (2 × 12 px) around the panel; 16 px stay free on each side.
    <Flex vertical style={{ width: 'min(380px, calc(100vw - 56px))' }} data-testid="notifications-panel">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <strong data-testid="notifications-title">{t('notifications.title')}</strong>
        <Button size="small" disabled={unread === 0} onClick={onMarkAllRead} data-testid="mark-all-read">
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      <Divider style={{ marginBlock: 8 }} />
      {notifications.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />
      ) : (
        <div style={{ maxHeight: 'min(30rem, 60vh)', overflowY: 'auto' }}>
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </div>
      )}
    </Flex>
  );
}
