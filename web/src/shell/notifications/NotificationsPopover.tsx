import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { useConfirmOpen } from '../../components/confirm/useConfirm';
import type { NotificationsQuery } from '../../gql/graphql';
import { NotificationsPanel } from './NotificationsPanel';

interface NotificationsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notifications: NotificationsQuery['notifications'];
  onMarkAllRead: () => void;
  children: ReactNode;
}

/** The bell's panel; this module (popover, panel, sanitizer) loads on the first click. */
export function NotificationsPopover({
  open,
  onOpenChange,
  notifications,
  onMarkAllRead,
  children,
}: NotificationsPopoverProps) {
  const confirming = useConfirmOpen();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      // Clicks in the remove confirmation happen outside the popover; keep it open for them.
      onOpenChange={(next) => (next || !confirming) && onOpenChange(next)}
      content={<NotificationsPanel notifications={notifications} onMarkAllRead={onMarkAllRead} />}
    >
      {children}
    </Popover>
  );
}
