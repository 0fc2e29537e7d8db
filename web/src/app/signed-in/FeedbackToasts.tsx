import { Button, message, notification } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackAction } from '../../lib/feedback';

/** A failure named by its translation key, or a confirmation already in the reader's language. */
export type Toast = { id: number } & (
  { kind: 'error'; messageKey: string; seconds?: number } | { kind: 'success'; text: string; action?: FeedbackAction }
);

interface FeedbackToastsProps {
  toasts: Toast[];
  onShown: (ids: number[]) => void;
}

/**
 * Shows queued messages: failures as closable notifications, confirmations of writes as
 * short messages at the top (one with an action, e.g. Undo, as a notification that holds its
 * button for 10 s), all themed by the providers above.
 */
export function FeedbackToasts({ toasts, onShown }: FeedbackToastsProps) {
  const [notices, noticeHolder] = notification.useNotification();
  const [messages, messageHolder] = message.useMessage();
  const { t } = useTranslation();
  useEffect(() => {
    if (toasts.length === 0) return;
    for (const toast of toasts) {
      if (toast.kind === 'success' && toast.action) {
        const { label, testId, run } = toast.action;
        const key = `write-${toast.id}`;
        notices.success({
          key,
          title: <span data-testid="write-confirmation">{toast.text}</span>,
          duration: 10,
          actions: (
            <Button size="small" data-testid={testId} onClick={() => (notices.destroy(key), run())}>
              {label}
            </Button>
          ),
        });
        continue;
      }
      if (toast.kind === 'success') {
        void messages.open({ type: 'success', content: <span data-testid="write-confirmation">{toast.text}</span> });
        continue;
      }
      notices.error({
        key: toast.messageKey,
        title: t(toast.messageKey),
        duration: toast.seconds ?? 4.5,
        closable: true,
      });
    }
    onShown(toasts.map((toast) => toast.id));
  }, [notices, messages, t, toasts, onShown]);
  return (
    <>
      {noticeHolder}
      {messageHolder}
    </>
  );
}
