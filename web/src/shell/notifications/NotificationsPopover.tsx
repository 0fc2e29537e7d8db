import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmOpen } from '../../components/confirm/useConfirm';
import type { NotificationsQuery } from '../../__generated__/graphql';
import { useMarkAllNotificationsRead } from './api/useMarkAllNotificationsRead';
import { NotificationsPanel } from './NotificationsPanel';

interface NotificationsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notifications: NotificationsQuery['notifications'];
  /** The farm the bell lists notifications for; "mark all read" applies to it. */
  farmId: string | null;
  children: ReactNode;
}

// antd types only adjustX/adjustY, but passes the object on to the trigger, which shifts the
// popup into the viewport with shiftX (antd does the same for its centred placements).
const SHIFT_INTO_VIEW = { adjustY: 1, shiftX: true } as const;

/** The bell's panel; this module (popover, panel, sanitizer) loads on the first click. */
export function NotificationsPopover({
  open,
  onOpenChange,
  notifications,
  farmId,
  children,
}: NotificationsPopoverProps) {
  const confirming = useConfirmOpen();
  const markAllRead = useMarkAllNotificationsRead();
  const onMarkAllRead = () =>
    void markAllRead(
      farmId,
      notifications.map((notification) => notification.id),
    );
  const { i18n } = useTranslation();
  return (
    <Popover
      trigger="click"
      // Opens from the bell towards the middle of the bar, and shifts sideways rather than
      // leave the viewport when the screen is narrower than the panel.
      placement={i18n.dir() === 'rtl' ? 'bottomLeft' : 'bottomRight'}
      autoAdjustOverflow={SHIFT_INTO_VIEW}
      open={open}
      // Clicks in the remove confirmation happen outside the popover; keep it open for them.
      onOpenChange={(next) => (next || !confirming) && onOpenChange(next)}
      content={<NotificationsPanel notifications={notifications} onMarkAllRead={onMarkAllRead} />}
    >
      {children}
    </Popover>
  );
}
