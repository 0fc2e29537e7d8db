import { CloseOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Flex, theme } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../components/confirm/useConfirm';
import { iconByName } from '../../components/iconMap';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { formatDayTime } from '../../lib/format/dates';
import { isAppPath, isWebAddress, safeImageSource } from '../../lib/urls/safeUrls';
import { useDeleteNotification } from './api/useDeleteNotification';
import { useToggleNotificationRead } from './api/useToggleNotificationRead';
import { NotificationItem_notification } from './notificationItemFragment';
import { useNotificationText } from './notificationText';

export function NotificationItem(props: { notification: FragmentType<typeof NotificationItem_notification> }) {
  const notification = getFragmentData(NotificationItem_notification, props.notification);
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const confirm = useConfirm();
  const toggleRead = useToggleNotificationRead();
  const remove = useDeleteNotification();
  const { id, read, link } = notification;
  const internalLink = link && notification.useRouter && isAppPath(link) ? link : undefined;
  const externalLink = link && !notification.useRouter && isWebAddress(link) ? link : undefined;
  const { title, description } = useNotificationText(notification);

  const heading = <strong style={{ color: token.colorText }}>{title}</strong>;
  const onRemove = async () => {
    const confirmed = await confirm({
      title: t('notifications.removeTitle'),
      message: t('notifications.removeMessage'),
    });
    if (confirmed) await remove(id);
  };

  return (
    <Flex gap="small" align="flex-start" style={{ paddingBlock: 8 }} data-testid="notification" data-read={read}>
      <Avatar src={safeImageSource(notification.image)} icon={createElement(iconByName(notification.icon))} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        {internalLink && <Link to={internalLink}>{heading}</Link>}
        {externalLink && (
          <a href={externalLink} target="_blank" rel="noopener noreferrer">
            {heading}
          </a>
        )}
        {!internalLink && !externalLink && heading}
        {description && <div style={{ overflowWrap: 'anywhere' }}>{description}</div>}
        <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {formatDayTime(notification.time, i18n.language)}
        </span>
      </Flex>
      <Flex vertical align="center">
        <Button
          type="text"
          size="small"
          onClick={() => void toggleRead(id, read)}
          aria-label={t(read ? 'notifications.markAsUnread' : 'notifications.markAsRead')}
          title={t(read ? 'notifications.markAsUnread' : 'notifications.markAsRead')}
          data-testid="notification-toggle"
          icon={<Badge status={read ? 'default' : 'processing'} />}
        />
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          onClick={() => void onRemove()}
          aria-label={t('notifications.remove')}
          title={t('notifications.remove')}
          data-testid="notification-remove"
        />
      </Flex>
    </Flex>
  );
}
