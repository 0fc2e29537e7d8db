// What a notification says. One the server wrote carries a message key: it is shown in the
// reader's language (values escaped by React, the bold part marked up by the translation);
// any other shows its own title and sanitised HTML description.
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { messageValues } from '../../lib/i18n/messageValues';
import { sanitizeHtml } from '../../lib/sanitizeHtml';

export interface NotificationWords {
  title?: string | null;
  description?: string | null;
  messageKey?: string | null;
  messageParams?: unknown;
}

export function useNotificationText(notification: NotificationWords): { title: string | null; description: ReactNode } {
  const { t, i18n } = useTranslation();
  const key = notification.messageKey ? `notifications.messages.${notification.messageKey}` : null;
  // A key this client has no text for (a newer server) falls back to the English text.
  if (key && i18n.exists(`${key}.title`)) {
    return {
      title: t(`${key}.title`),
      description: (
        <Trans
          i18nKey={`${key}.description`}
          values={messageValues(notification.messageParams, t, i18n)}
          components={{ strong: <strong /> }}
        />
      ),
    };
  }
  return {
    title: notification.title ?? null,
    description: notification.description ? (
      <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(notification.description) }} />
    ) : null,
  };
}
