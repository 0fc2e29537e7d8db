import { notification } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface Toast {
  id: number;
  messageKey: string;
  seconds?: number;
}

interface FeedbackToastsProps {
  toasts: Toast[];
  onShown: (ids: number[]) => void;
}

/** Shows queued messages as themed, closable notifications. */
export function FeedbackToasts({ toasts, onShown }: FeedbackToastsProps) {
  const [api, holder] = notification.useNotification();
  const { t } = useTranslation();
  useEffect(() => {
    if (toasts.length === 0) return;
    for (const toast of toasts) {
      api.error({ key: toast.messageKey, title: t(toast.messageKey), duration: toast.seconds ?? 4.5, closable: true });
    }
    onShown(toasts.map((toast) => toast.id));
  }, [api, t, toasts, onShown]);
  return holder;
}
