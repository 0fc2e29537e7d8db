import { BellOutlined } from '@ant-design/icons';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenOnDemand } from '../../components/useOpenOnDemand';
import { useFarmState } from '../../lib/farm/farmStore';
import { useNotifications } from './api/useNotifications';
import { BarButton } from '../BarButton';
import { UnreadCount } from './UnreadCount';

// The panel (and its writes, e.g. mark all read) loads on first open; the badge needs only the list.
const NotificationsPopover = lazy(() =>
  import('./NotificationsPopover').then((module) => ({ default: module.NotificationsPopover })),
);

export function NotificationsBell() {
  const { t } = useTranslation();
  const { selectedId } = useFarmState();
  const { data } = useNotifications(selectedId);
  const { used, open, setOpen, openFirstTime } = useOpenOnDemand();
  const notifications = data?.notifications ?? [];
  const unread = notifications.filter((notification) => !notification.read).length;

  const bell = (
    <BarButton
      type="text"
      aria-label={t('notifications.title')}
      data-testid="notifications-bell"
      onClick={used ? undefined : openFirstTime}
    >
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <BellOutlined style={{ fontSize: 18 }} />
        <UnreadCount count={unread} />
      </span>
    </BarButton>
  );
  if (!used) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationsPopover open={open} onOpenChange={setOpen} notifications={notifications} farmId={selectedId}>
        {bell}
      </NotificationsPopover>
    </Suspense>
  );
}
