/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query Farms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n': typeof types.FarmsDocument;
  '\n  query Navigation {\n    navigation {\n      default {\n        ...MainMenu_item\n      }\n      horizontal {\n        ...MainMenu_item\n      }\n    }\n  }\n': typeof types.NavigationDocument;
  '\n  fragment MainMenu_item on NavigationItem {\n    id\n    type\n    title\n    icon\n    link\n    externalLink\n    target\n    disabled\n    children {\n      id\n      type\n      title\n      icon\n      link\n      externalLink\n      target\n      disabled\n    }\n  }\n': typeof types.MainMenu_ItemFragmentDoc;
  '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n': typeof types.DeleteNotificationDocument;
  '\n  mutation MarkAllNotificationsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n': typeof types.MarkAllNotificationsReadDocument;
  '\n  query Notifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      read\n      ...NotificationItem_notification\n    }\n  }\n': typeof types.NotificationsDocument;
  '\n  mutation ToggleNotificationRead($id: ID!) {\n    toggleNotificationRead(id: $id) {\n      __typename\n      id\n      read\n    }\n  }\n': typeof types.ToggleNotificationReadDocument;
  '\n  fragment NotificationItem_notification on Notification {\n    id\n    icon\n    image\n    title\n    description\n    time\n    link\n    useRouter\n    read\n  }\n': typeof types.NotificationItem_NotificationFragmentDoc;
  '\n  query Me {\n    me {\n      id\n      ...UserMenu_user\n    }\n  }\n': typeof types.MeDocument;
  '\n  mutation UpdateStatus($status: UserStatus!) {\n    updateMe(input: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n': typeof types.UpdateStatusDocument;
  '\n  fragment UserMenu_user on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n': typeof types.UserMenu_UserFragmentDoc;
};
const documents: Documents = {
  '\n  query Farms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n':
    types.FarmsDocument,
  '\n  query Navigation {\n    navigation {\n      default {\n        ...MainMenu_item\n      }\n      horizontal {\n        ...MainMenu_item\n      }\n    }\n  }\n':
    types.NavigationDocument,
  '\n  fragment MainMenu_item on NavigationItem {\n    id\n    type\n    title\n    icon\n    link\n    externalLink\n    target\n    disabled\n    children {\n      id\n      type\n      title\n      icon\n      link\n      externalLink\n      target\n      disabled\n    }\n  }\n':
    types.MainMenu_ItemFragmentDoc,
  '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n':
    types.DeleteNotificationDocument,
  '\n  mutation MarkAllNotificationsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n':
    types.MarkAllNotificationsReadDocument,
  '\n  query Notifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      read\n      ...NotificationItem_notification\n    }\n  }\n':
    types.NotificationsDocument,
  '\n  mutation ToggleNotificationRead($id: ID!) {\n    toggleNotificationRead(id: $id) {\n      __typename\n      id\n      read\n    }\n  }\n':
    types.ToggleNotificationReadDocument,
  '\n  fragment NotificationItem_notification on Notification {\n    id\n    icon\n    image\n    title\n    description\n    time\n    link\n    useRouter\n    read\n  }\n':
    types.NotificationItem_NotificationFragmentDoc,
  '\n  query Me {\n    me {\n      id\n      ...UserMenu_user\n    }\n  }\n': types.MeDocument,
  '\n  mutation UpdateStatus($status: UserStatus!) {\n    updateMe(input: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n':
    types.UpdateStatusDocument,
  '\n  fragment UserMenu_user on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n':
    types.UserMenu_UserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Farms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Farms {\n    farms {\n      id\n      name\n      reference\n      location\n      city {\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Navigation {\n    navigation {\n      default {\n        ...MainMenu_item\n      }\n      horizontal {\n        ...MainMenu_item\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Navigation {\n    navigation {\n      default {\n        ...MainMenu_item\n      }\n      horizontal {\n        ...MainMenu_item\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MainMenu_item on NavigationItem {\n    id\n    type\n    title\n    icon\n    link\n    externalLink\n    target\n    disabled\n    children {\n      id\n      type\n      title\n      icon\n      link\n      externalLink\n      target\n      disabled\n    }\n  }\n',
): (typeof documents)['\n  fragment MainMenu_item on NavigationItem {\n    id\n    type\n    title\n    icon\n    link\n    externalLink\n    target\n    disabled\n    children {\n      id\n      type\n      title\n      icon\n      link\n      externalLink\n      target\n      disabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkAllNotificationsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n',
): (typeof documents)['\n  mutation MarkAllNotificationsRead($farmId: ID) {\n    markAllNotificationsAsRead(farmId: $farmId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Notifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      read\n      ...NotificationItem_notification\n    }\n  }\n',
): (typeof documents)['\n  query Notifications($farmId: ID) {\n    notifications(farmId: $farmId) {\n      id\n      read\n      ...NotificationItem_notification\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ToggleNotificationRead($id: ID!) {\n    toggleNotificationRead(id: $id) {\n      __typename\n      id\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation ToggleNotificationRead($id: ID!) {\n    toggleNotificationRead(id: $id) {\n      __typename\n      id\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NotificationItem_notification on Notification {\n    id\n    icon\n    image\n    title\n    description\n    time\n    link\n    useRouter\n    read\n  }\n',
): (typeof documents)['\n  fragment NotificationItem_notification on Notification {\n    id\n    icon\n    image\n    title\n    description\n    time\n    link\n    useRouter\n    read\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      id\n      ...UserMenu_user\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      id\n      ...UserMenu_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateStatus($status: UserStatus!) {\n    updateMe(input: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateStatus($status: UserStatus!) {\n    updateMe(input: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserMenu_user on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n',
): (typeof documents)['\n  fragment UserMenu_user on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
