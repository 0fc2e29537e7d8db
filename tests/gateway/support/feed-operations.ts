// Typed GraphQL operations of the feed: notifications, messages and shortcuts. After changing
// one, run `npm run codegen`.
import { graphql } from '../__generated__';

export const NotificationsQuery = graphql(`
  query TestNotifications($farmId: ID) {
    notifications(farmId: $farmId) {
      id
      farmId
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
  }
`);

export const MessagesQuery = graphql(`
  query TestMessages($farmId: ID) {
    messages(farmId: $farmId) {
      id
      farmId
      image
      title
      description
      time
      link
      useRouter
      read
    }
  }
`);

export const ShortcutsQuery = graphql(`
  query TestShortcuts {
    shortcuts {
      id
      label
      description
      icon
      link
      useRouter
    }
  }
`);

// --- notifications ----------------------------------------------------------------------

export const CreateNotificationMutation = graphql(`
  mutation TestCreateNotification($input: NotificationInput!) {
    createNotification(input: $input) {
      id
      farmId
      icon
      title
      description
      time
      link
      useRouter
      read
    }
  }
`);

export const UpdateNotificationMutation = graphql(`
  mutation TestUpdateNotification($id: ID!, $input: NotificationPatch!) {
    updateNotification(id: $id, input: $input) {
      id
      farmId
      icon
      title
      description
      link
      useRouter
      read
      messageKey
      messageParams
    }
  }
`);

export const DeleteNotificationMutation = graphql(`
  mutation TestDeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

export const ToggleNotificationReadMutation = graphql(`
  mutation TestToggleNotificationRead($id: ID!, $read: Boolean!) {
    toggleNotificationRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

export const MarkAllNotificationsAsReadMutation = graphql(`
  mutation TestMarkAllNotificationsAsRead($farmId: ID) {
    markAllNotificationsAsRead(farmId: $farmId)
  }
`);

// --- messages ---------------------------------------------------------------------------

export const CreateMessageMutation = graphql(`
  mutation TestCreateMessage($input: MessageInput!) {
    createMessage(input: $input) {
      id
      farmId
      title
      description
      time
      link
      useRouter
      read
    }
  }
`);

export const UpdateMessageMutation = graphql(`
  mutation TestUpdateMessage($id: ID!, $input: MessagePatch!) {
    updateMessage(id: $id, input: $input) {
      id
      farmId
      title
      description
      link
      useRouter
      read
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation TestDeleteMessage($id: ID!) {
    deleteMessage(id: $id)
  }
`);

export const ToggleMessageReadMutation = graphql(`
  mutation TestToggleMessageRead($id: ID!, $read: Boolean!) {
    toggleMessageRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

export const MarkAllMessagesAsReadMutation = graphql(`
  mutation TestMarkAllMessagesAsRead($farmId: ID) {
    markAllMessagesAsRead(farmId: $farmId)
  }
`);

// --- shortcuts --------------------------------------------------------------------------

export const CreateShortcutMutation = graphql(`
  mutation TestCreateShortcut($input: ShortcutInput!) {
    createShortcut(input: $input) {
      id
      label
      description
      icon
      link
      useRouter
    }
  }
`);

export const UpdateShortcutMutation = graphql(`
  mutation TestUpdateShortcut($id: ID!, $input: ShortcutPatch!) {
    updateShortcut(id: $id, input: $input) {
      id
      label
      description
      icon
      link
      useRouter
    }
  }
`);

export const DeleteShortcutMutation = graphql(`
  mutation TestDeleteShortcut($id: ID!) {
    deleteShortcut(id: $id)
  }
`);
