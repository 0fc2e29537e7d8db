import { graphql } from '../../gql';

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
