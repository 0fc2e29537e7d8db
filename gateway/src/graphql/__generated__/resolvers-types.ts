import type { UserStatusValue as UserStatus } from '../../modules/user/user.mappers.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel } from '../../modules/user/user.mappers.js';
import type { FarmRow, FeedItemRow, ShortcutRow } from '../../db/schema.js';
import type { Context } from '../../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** An ISO-8601 date-time string, always in UTC on output. */
  DateTime: { input: string; output: string | Date };
  /** An e-mail address. */
  EmailAddress: { input: string; output: string };
  /** Arbitrary JSON value. */
  JSON: { input: unknown; output: unknown };
  /** An absolute URL. */
  URL: { input: string; output: string };
};

/** What a successful sign-in returns. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** A signed JWT (HS256, valid 7 days). Send it as `Authorization: Bearer <token>`. */
  accessToken: Scalars['String']['output'];
  /** Always `bearer`. */
  tokenType: Scalars['String']['output'];
  user: User;
};

/** A city a farm is near. */
export type City = {
  __typename?: 'City';
  name: Scalars['String']['output'];
};

/** A farm: the unit every maintenance record belongs to. */
export type Farm = {
  __typename?: 'Farm';
  city?: Maybe<City>;
  id: Scalars['ID']['output'];
  location?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Short code shown as a tag, e.g. `FRM-001`. */
  reference: Scalars['String']['output'];
};

/** Reference to a farm the user belongs to. */
export type FarmRef = {
  __typename?: 'FarmRef';
  id: Scalars['ID']['output'];
};

/** A supported interface language. */
export type Language = {
  __typename?: 'Language';
  /** Text direction: ltr or rtl. */
  direction: Scalars['String']['output'];
  /** en, fr or ar. */
  id: Scalars['ID']['output'];
  /** Name in its own language: English, Français, العربية. */
  label: Scalars['String']['output'];
};

/** A message from a person or the system, shown in the messages panel. */
export type Message = {
  __typename?: 'Message';
  /** HTML; sanitised before rendering. */
  description?: Maybe<Scalars['String']['output']>;
  farmId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  time: Scalars['DateTime']['output'];
  title?: Maybe<Scalars['String']['output']>;
  useRouter: Scalars['Boolean']['output'];
};

/** Fields of a message to create. */
export type MessageInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  farmId?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
  time?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Fields of a message to change; absent fields keep their value. */
export type MessagePatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
  time?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  createMessage: Message;
  createNotification: Notification;
  createShortcut: Shortcut;
  deleteMessage: Scalars['Boolean']['output'];
  /** True when deleted. */
  deleteNotification: Scalars['Boolean']['output'];
  deleteShortcut: Scalars['Boolean']['output'];
  /** Sends a single-use reset link (to the outbox). Always true, whether or not the e-mail exists. */
  forgotPassword: Scalars['Boolean']['output'];
  markAllMessagesAsRead: Scalars['Boolean']['output'];
  /** Marks every notification of the user read (for `farmId`'s scope when given). */
  markAllNotificationsAsRead: Scalars['Boolean']['output'];
  /** No-op root so that domains can `extend type Mutation`. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /** Sets a new password with a reset token. Unknown, used or expired token: BAD_USER_INPUT. */
  resetPassword: Scalars['Boolean']['output'];
  /** Signs in with e-mail and password. Wrong credentials: UNAUTHENTICATED. */
  signIn: AuthPayload;
  /** Exchanges a still-valid token for a fresh one. Invalid token: UNAUTHENTICATED 'Invalid token'. */
  signInWithToken: AuthPayload;
  /** Creates an account (no farm, role viewer). Taken e-mail: CONFLICT. */
  signUp: Scalars['Boolean']['output'];
  toggleMessageRead: Message;
  toggleNotificationRead: Notification;
  /** Re-enters a locked session; behaves like `signIn`. */
  unlockSession: AuthPayload;
  /** Updates the signed-in user's own profile and status. */
  updateMe: User;
  updateMessage: Message;
  updateNotification: Notification;
  updateShortcut: Shortcut;
};

export type MutationCreateMessageArgs = {
  input: MessageInput;
};

export type MutationCreateNotificationArgs = {
  input: NotificationInput;
};

export type MutationCreateShortcutArgs = {
  input: ShortcutInput;
};

export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteNotificationArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteShortcutArgs = {
  id: Scalars['ID']['input'];
};

export type MutationForgotPasswordArgs = {
  email: Scalars['EmailAddress']['input'];
};

export type MutationMarkAllMessagesAsReadArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationMarkAllNotificationsAsReadArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};

export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationSignInWithTokenArgs = {
  accessToken: Scalars['String']['input'];
};

export type MutationSignUpArgs = {
  input: SignUpInput;
};

export type MutationToggleMessageReadArgs = {
  id: Scalars['ID']['input'];
};

export type MutationToggleNotificationReadArgs = {
  id: Scalars['ID']['input'];
};

export type MutationUnlockSessionArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};

export type MutationUpdateMessageArgs = {
  id: Scalars['ID']['input'];
  input: MessagePatch;
};

export type MutationUpdateNotificationArgs = {
  id: Scalars['ID']['input'];
  input: NotificationPatch;
};

export type MutationUpdateShortcutArgs = {
  id: Scalars['ID']['input'];
  input: ShortcutPatch;
};

/** The same menu in the four layouts; items the user may not open are left out. */
export type Navigation = {
  __typename?: 'Navigation';
  compact: Array<NavigationItem>;
  default: Array<NavigationItem>;
  futuristic: Array<NavigationItem>;
  horizontal: Array<NavigationItem>;
};

/** Badge shown next to a navigation title. */
export type NavigationBadge = {
  __typename?: 'NavigationBadge';
  classes?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** One navigation entry. `title` is a translation key (e.g. `nav.equipment`). */
export type NavigationItem = {
  __typename?: 'NavigationItem';
  badge?: Maybe<NavigationBadge>;
  children?: Maybe<Array<NavigationItem>>;
  disabled?: Maybe<Scalars['Boolean']['output']>;
  exactMatch?: Maybe<Scalars['Boolean']['output']>;
  externalLink?: Maybe<Scalars['Boolean']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  subtitle?: Maybe<Scalars['String']['output']>;
  target?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  tooltip?: Maybe<Scalars['String']['output']>;
  type: NavigationItemType;
};

/** Kinds of navigation entries. */
export type NavigationItemType = 'aside' | 'basic' | 'collapsable' | 'divider' | 'group' | 'spacer';

/** Something that happened and that the user should see (assigned to you, low stock, ...). */
export type Notification = {
  __typename?: 'Notification';
  /** HTML; sanitised before rendering. */
  description?: Maybe<Scalars['String']['output']>;
  /** Farm this notification is about; null for account-wide notices. */
  farmId?: Maybe<Scalars['ID']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  time: Scalars['DateTime']['output'];
  title?: Maybe<Scalars['String']['output']>;
  /** True: `link` is an internal route; false: an external address. */
  useRouter: Scalars['Boolean']['output'];
};

/** Fields of a notification to create. */
export type NotificationInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  farmId?: InputMaybe<Scalars['ID']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
  time?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Fields of a notification to change; absent fields keep their value. */
export type NotificationPatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
  time?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type Query = {
  __typename?: 'Query';
  /** One farm; FORBIDDEN when the user may not access it, NOT_FOUND when it does not exist. */
  farm?: Maybe<Farm>;
  /** Farms the user may work in: every farm for admins, their own farms for others. */
  farms: Array<Farm>;
  /** Liveness probe; always true. */
  health: Scalars['Boolean']['output'];
  /** Supported interface languages. */
  languages: Array<Language>;
  /** The signed-in user. */
  me: User;
  /** The user's messages, newest first: account-wide ones plus, when `farmId` is given, that farm's. */
  messages: Array<Message>;
  /** Main navigation for the signed-in user. */
  navigation: Navigation;
  /** The user's notifications, newest first: account-wide ones plus, when `farmId` is given, that farm's. */
  notifications: Array<Notification>;
  /** The user's shortcuts. */
  shortcuts: Array<Shortcut>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryFarmArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryMessagesArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryNotificationsArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new password, authorised by the single-use token sent by `forgotPassword`. */
export type ResetPasswordInput = {
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** A user's quick link. */
export type Shortcut = {
  __typename?: 'Shortcut';
  description?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  link: Scalars['String']['output'];
  useRouter: Scalars['Boolean']['output'];
};

/** Fields of a shortcut. */
export type ShortcutInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  link: Scalars['String']['input'];
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Fields of a shortcut to change; absent fields keep their value. */
export type ShortcutPatch = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Data needed to create an account. */
export type SignUpInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['EmailAddress']['input'];
  name: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
};

/** Changes a user may make to their own record. */
export type UpdateMeInput = {
  avatar?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatus>;
};

/** The signed-in person. */
export type User = {
  __typename?: 'User';
  /** Image URL or path; null shows the default icon. */
  avatar?: Maybe<Scalars['String']['output']>;
  email: Scalars['EmailAddress']['output'];
  /** Farms the user is a member of (admins see every farm through `farms`). */
  farms: Array<FarmRef>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Permission strings, e.g. `admin.all.access`, `users.manage`. */
  permissions: Array<Scalars['String']['output']>;
  /** Role names: admin, manager, technician, viewer. */
  roles: Array<Scalars['String']['output']>;
  status: UserStatus;
};

export { UserStatus };

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  City: ResolverTypeWrapper<City>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Farm: ResolverTypeWrapper<FarmRow>;
  FarmRef: ResolverTypeWrapper<FarmRef>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: ResolverTypeWrapper<Language>;
  Message: ResolverTypeWrapper<FeedItemRow>;
  MessageInput: MessageInput;
  MessagePatch: MessagePatch;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Navigation>;
  NavigationBadge: ResolverTypeWrapper<NavigationBadge>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NavigationItemType: NavigationItemType;
  Notification: ResolverTypeWrapper<FeedItemRow>;
  NotificationInput: NotificationInput;
  NotificationPatch: NotificationPatch;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResetPasswordInput: ResetPasswordInput;
  Shortcut: ResolverTypeWrapper<ShortcutRow>;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UpdateMeInput: UpdateMeInput;
  User: ResolverTypeWrapper<UserModel>;
  UserStatus: UserStatus;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  City: City;
  DateTime: Scalars['DateTime']['output'];
  EmailAddress: Scalars['EmailAddress']['output'];
  Farm: FarmRow;
  FarmRef: FarmRef;
  ID: Scalars['ID']['output'];
  JSON: Scalars['JSON']['output'];
  Language: Language;
  Message: FeedItemRow;
  MessageInput: MessageInput;
  MessagePatch: MessagePatch;
  Mutation: Record<PropertyKey, never>;
  Navigation: Navigation;
  NavigationBadge: NavigationBadge;
  NavigationItem: NavigationItem;
  Notification: FeedItemRow;
  NotificationInput: NotificationInput;
  NotificationPatch: NotificationPatch;
  Query: Record<PropertyKey, never>;
  ResetPasswordInput: ResetPasswordInput;
  Shortcut: ShortcutRow;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  URL: Scalars['URL']['output'];
  UpdateMeInput: UpdateMeInput;
  User: UserModel;
}>;

export type AuthPayloadResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload'],
> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type CityResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City'],
> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type FarmResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Farm'] = ResolversParentTypes['Farm'],
> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FarmRefResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FarmRef'] = ResolversParentTypes['FarmRef'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LanguageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language'],
> = ResolversObject<{
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MessageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message'],
> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  farmId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = ResolversObject<{
  createMessage?: Resolver<
    ResolversTypes['Message'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateMessageArgs, 'input'>
  >;
  createNotification?: Resolver<
    ResolversTypes['Notification'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateNotificationArgs, 'input'>
  >;
  createShortcut?: Resolver<
    ResolversTypes['Shortcut'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateShortcutArgs, 'input'>
  >;
  deleteMessage?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteMessageArgs, 'id'>
  >;
  deleteNotification?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteNotificationArgs, 'id'>
  >;
  deleteShortcut?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteShortcutArgs, 'id'>
  >;
  forgotPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationForgotPasswordArgs, 'email'>
  >;
  markAllMessagesAsRead?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    Partial<MutationMarkAllMessagesAsReadArgs>
  >;
  markAllNotificationsAsRead?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    Partial<MutationMarkAllNotificationsAsReadArgs>
  >;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  resetPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'input'>
  >;
  signIn?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInArgs, 'email' | 'password'>
  >;
  signInWithToken?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInWithTokenArgs, 'accessToken'>
  >;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  toggleMessageRead?: Resolver<
    ResolversTypes['Message'],
    ParentType,
    ContextType,
    RequireFields<MutationToggleMessageReadArgs, 'id'>
  >;
  toggleNotificationRead?: Resolver<
    ResolversTypes['Notification'],
    ParentType,
    ContextType,
    RequireFields<MutationToggleNotificationReadArgs, 'id'>
  >;
  unlockSession?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationUnlockSessionArgs, 'email' | 'password'>
  >;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'input'>>;
  updateMessage?: Resolver<
    ResolversTypes['Message'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateMessageArgs, 'id' | 'input'>
  >;
  updateNotification?: Resolver<
    ResolversTypes['Notification'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateNotificationArgs, 'id' | 'input'>
  >;
  updateShortcut?: Resolver<
    ResolversTypes['Shortcut'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateShortcutArgs, 'id' | 'input'>
  >;
}>;

export type NavigationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation'],
> = ResolversObject<{
  compact?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  default?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  futuristic?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  horizontal?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
}>;

export type NavigationBadgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['NavigationBadge'] = ResolversParentTypes['NavigationBadge'],
> = ResolversObject<{
  classes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NavigationItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem'],
> = ResolversObject<{
  badge?: Resolver<Maybe<ResolversTypes['NavigationBadge']>, ParentType, ContextType>;
  children?: Resolver<Maybe<Array<ResolversTypes['NavigationItem']>>, ParentType, ContextType>;
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  exactMatch?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tooltip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NavigationItemType'], ParentType, ContextType>;
}>;

export type NotificationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification'],
> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  farmId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = ResolversObject<{
  farm?: Resolver<Maybe<ResolversTypes['Farm']>, ParentType, ContextType, RequireFields<QueryFarmArgs, 'id'>>;
  farms?: Resolver<Array<ResolversTypes['Farm']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType, Partial<QueryMessagesArgs>>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType>;
  notifications?: Resolver<
    Array<ResolversTypes['Notification']>,
    ParentType,
    ContextType,
    Partial<QueryNotificationsArgs>
  >;
  shortcuts?: Resolver<Array<ResolversTypes['Shortcut']>, ParentType, ContextType>;
}>;

export type ShortcutResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Shortcut'] = ResolversParentTypes['Shortcut'],
> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export type UserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  farms?: Resolver<Array<ResolversTypes['FarmRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
}>;

export type UserStatusResolvers = EnumResolverSignature<
  { AWAY?: any; BUSY?: any; NOT_VISIBLE?: any; ONLINE?: any },
  ResolversTypes['UserStatus']
>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailAddress?: GraphQLScalarType;
  Farm?: FarmResolvers<ContextType>;
  FarmRef?: FarmRefResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Language?: LanguageResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationBadge?: NavigationBadgeResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  URL?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserStatus?: UserStatusResolvers;
}>;
