// Every typed GraphQL operation of the suite. After changing one, run `npm run codegen`.
import { graphql } from '../__generated__';

export const HealthQuery = graphql(`
  query TestHealth {
    health
  }
`);

export const MeQuery = graphql(`
  query TestMe {
    me {
      id
      name
      email
      avatar
      status
      permissions
      roles
      farms {
        id
      }
    }
  }
`);

export const FarmsQuery = graphql(`
  query TestFarms {
    farms {
      id
      name
      reference
      location
      city {
        name
      }
    }
  }
`);

export const FarmQuery = graphql(`
  query TestFarm($id: ID!) {
    farm(id: $id) {
      id
      name
      reference
      location
      city {
        name
      }
    }
  }
`);

export const NavigationQuery = graphql(`
  query TestNavigation {
    navigation {
      compact {
        id
        type
        title
        icon
        link
      }
      default {
        id
        type
        title
        icon
        link
      }
      futuristic {
        id
        type
        title
        icon
        link
      }
      horizontal {
        id
        type
        title
        icon
        link
      }
    }
  }
`);

export const LanguagesQuery = graphql(`
  query TestLanguages {
    languages {
      id
      label
      direction
    }
  }
`);

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

// --- auth -------------------------------------------------------------------------------

export const SignInMutation = graphql(`
  mutation TestSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      accessToken
      tokenType
      user {
        id
        name
        email
        avatar
        status
        permissions
        roles
        farms {
          id
        }
      }
    }
  }
`);

export const SignInWithTokenMutation = graphql(`
  mutation TestSignInWithToken($accessToken: String!) {
    signInWithToken(accessToken: $accessToken) {
      accessToken
      tokenType
      user {
        id
        email
        farms {
          id
        }
      }
    }
  }
`);

export const UnlockSessionMutation = graphql(`
  mutation TestUnlockSession($email: String!, $password: String!) {
    unlockSession(email: $email, password: $password) {
      accessToken
      tokenType
      user {
        id
        email
      }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation TestSignUp($input: SignUpInput!) {
    signUp(input: $input)
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation TestForgotPassword($email: EmailAddress!) {
    forgotPassword(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation TestResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const UpdateMeMutation = graphql(`
  mutation TestUpdateMe($input: UpdateMeInput!) {
    updateMe(input: $input) {
      id
      name
      avatar
      status
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
    }
  }
`);

export const DeleteNotificationMutation = graphql(`
  mutation TestDeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

export const ToggleNotificationReadMutation = graphql(`
  mutation TestToggleNotificationRead($id: ID!) {
    toggleNotificationRead(id: $id) {
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
  mutation TestToggleMessageRead($id: ID!) {
    toggleMessageRead(id: $id) {
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
