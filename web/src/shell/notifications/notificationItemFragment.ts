import { graphql } from '../../__generated__';

export const NotificationItem_notification = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    icon
    image
    title
    description
    time
    link
    useRouter
    read
    messageKey
    messageParams
  }
`);
