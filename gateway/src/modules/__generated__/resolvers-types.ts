import type { UserStatusValue as UserStatus } from '../core/user/user.mappers.js';
import type { TaskTypeValue as TaskType } from '../apps/tasks/tasks.mappers.js';
import type { CountryLanguage as CountryNameLanguage } from '../apps/contacts/countries.js';
import type { InventorySortField as InventoryProductSort } from '../apps/ecommerce/ecommerce.mappers.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  AcademyCategoryModel,
  CourseProgressModel,
  CourseStepModel,
  CourseModel,
} from '../apps/academy/academy.mappers.js';
import type {
  ChatMessageModel,
  ChatContactModel,
  ChatModel,
  ChatProfileModel,
  ChatMessageSentModel,
} from '../apps/chat/chat.mappers.js';
import type { ContactModel, ContactTagModel } from '../apps/contacts/contacts.mappers.js';
import type {
  InventoryProductModel,
  InventoryTagModel,
  InventoryCategoryModel,
  InventoryBrandModel,
  InventoryVendorModel,
  InventoryPaginationModel,
  InventoryProductPageModel,
} from '../apps/ecommerce/ecommerce.mappers.js';
import type { FileManagerItemModel, FileManagerFolderModel } from '../apps/file-manager/file-manager.mappers.js';
import type {
  FaqModel,
  FaqCategoryModel,
  GuideModel,
  GuideCategoryModel,
} from '../apps/help-center/help-center.mappers.js';
import type {
  MailModel,
  MailFilterModel,
  MailFolderModel,
  MailLabelModel,
  MailboxSettingsModel,
} from '../apps/mailbox/mailbox.mappers.js';
import type { NoteLabelModel, NoteModel } from '../apps/notes/notes.mappers.js';
import type {
  ScrumboardMemberModel,
  ScrumboardLabelModel,
  ScrumboardCardModel,
  ScrumboardListModel,
  ScrumboardModel,
} from '../apps/scrumboard/scrumboard.mappers.js';
import type {
  ContactSearchResultModel,
  PageSearchResultModel,
  TaskSearchResultModel,
  GlobalSearchModel,
} from '../apps/search/search.mappers.js';
import type { TaskModel, TaskTagModel, TaskMemberModel } from '../apps/tasks/tasks.mappers.js';
import type { FarmModel } from '../core/farm/farm.mappers.js';
import type { NotificationModel, MessageModel } from '../core/feed/feed.mappers.js';
import type {
  FarmMemberModel,
  FarmInvitationModel,
  InvitationPreviewModel,
  UserAccountModel,
} from '../core/members/members.mappers.js';
import type { ShortcutModel } from '../core/shortcut/shortcut.mappers.js';
import type { UserModel } from '../core/user/user.mappers.js';
import type { DashboardModel } from '../maintenance/dashboard/dashboard.mappers.js';
import type { EquipmentModel } from '../maintenance/equipment/equipment.mappers.js';
import type {
  SparePartModel,
  SparePartConnectionModel,
  StockMovementModel,
} from '../maintenance/inventory/inventory.mappers.js';
import type {
  PlanningModel,
  PlannedOrderModel,
  TechnicianWeekModel,
  RescheduledWorkOrderModel,
} from '../maintenance/planning/planning.mappers.js';
import type {
  MaintenancePlanModel,
  PlanPartModel,
  PlanSchedulerRunModel,
  PlanForecastModel,
} from '../maintenance/plans/plans.mappers.js';
import type {
  ReportsModel,
  MachineReliabilityModel,
  MachineDowntimeModel,
  FailureCodeCountModel,
  MachineFailureCountModel,
  MachineCostModel,
  PmComplianceReportModel,
  PmExceptionModel,
  PartConsumptionModel,
} from '../maintenance/reports/reports.mappers.js';
import type { MaintenanceRequestModel } from '../maintenance/requests/requests.mappers.js';
import type { WorkOrderCommentModel } from '../maintenance/work-orders/comments/comments.mappers.js';
import type { WorkOrderCostModel } from '../maintenance/work-orders/cost/work-order-cost.mappers.js';
import type { LabourEntryModel, LabourRateModel } from '../maintenance/work-orders/labour/labour.mappers.js';
import type { WorkOrderPartModel } from '../maintenance/work-orders/parts/work-order-parts.mappers.js';
import type { PhotoModel } from '../maintenance/work-orders/photos/work-order-photos.mappers.js';
import type {
  WorkOrderModel,
  ChecklistItemModel,
  FailureCodeModel,
  DowntimePeriodModel,
  WorkOrderPersonModel,
} from '../maintenance/work-orders/work-orders.mappers.js';
import type { Context } from '../kit/context.js';
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
  /** A calendar date, YYYY-MM-DD (ISO 8601); only real dates (no 30 February). */
  LocalDate: { input: string; output: string };
  /** An absolute URL. */
  URL: { input: string; output: string };
};

/** A category of the academy's courses (shared reference data). */
export type AcademyCategory = {
  __typename?: 'AcademyCategory';
  id: Scalars['ID']['output'];
  /** The category's slug; courses name their category by it. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/**
 * Accepting an invitation. Signed in (the account's e-mail must be the invited one): only
 * `token` and `farmId`. Without an account: also `name` (1-120 characters) and `password`
 * (8-200 characters, as sign-up).
 */
export type AcceptInvitationInput = {
  /** The `farm` parameter of the link: the farm the invitation must be for. */
  farmId: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  /** The `token` parameter of the link. */
  token: Scalars['String']['input'];
};

/** The account balance: growth and the Predicted and Actual series. */
export type AccountBalance = {
  __typename?: 'AccountBalance';
  ami: Scalars['Float']['output'];
  growRate: Scalars['Float']['output'];
  series: Array<PointSeries>;
};

/** An entry of the activity feed: an icon or an image, a description (HTML) and its date. */
export type Activity = {
  __typename?: 'Activity';
  date: Scalars['String']['output'];
  /** HTML, stored as written; sanitised where it is rendered. */
  description: Scalars['String']['output'];
  /** More HTML shown under the description. */
  extraContent?: Maybe<Scalars['String']['output']>;
  /** An icon name (`namespace:name`), when the entry has no image. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** An image's address, when the entry has no icon. */
  image?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  /** The text of the entry's link. */
  linkedContent?: Maybe<Scalars['String']['output']>;
  /** Whether the link is a route of the app (true) or an external address. */
  useRouter?: Maybe<Scalars['Boolean']['output']>;
};

/** A page of the activity feed, newest first. */
export type ActivityPage = {
  __typename?: 'ActivityPage';
  items: Array<Activity>;
  pagination: DemoPagination;
};

/** A new checklist item, added at the end. */
export type AddChecklistItemInput = {
  /** Optional id chosen by the client (a UUID): sending it again adds nothing and returns the first item. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** At most 500 characters. */
  text: Scalars['String']['input'];
};

/** A comment to add to an order. */
export type AddWorkOrderCommentInput = {
  /** 1 to 5,000 characters. */
  body: Scalars['String']['input'];
  /** Optional id chosen by the client (a UUID): sending it again adds nothing and returns the first comment. */
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** A small chart: a headline amount, the labels and its series. */
export type AmountChart = {
  __typename?: 'AmountChart';
  amount: Scalars['Float']['output'];
  labels: Array<Scalars['String']['output']>;
  series: Array<NumberSeries>;
};

/** The analytics dashboard (a farm shop's web site). */
export type AnalyticsDashboard = {
  __typename?: 'AnalyticsDashboard';
  age: ShareChart;
  conversions: AmountChart;
  gender: ShareChart;
  impressions: AmountChart;
  language: ShareChart;
  newVsReturning: ShareChart;
  visitors: VisitorsChart;
  visitorsVsPageViews: VisitorsVsPageViews;
  visits: AmountChart;
};

/** Settings of this installation that the web app needs and only the server knows. */
export type AppConfig = {
  __typename?: 'AppConfig';
  /**
   * The base address of the web app (scheme, host and port; no trailing slash) for links that
   * leave the browser, such as the QR code on a machine's printed label: the server's
   * `PUBLIC_URL` when it has one, otherwise the origin this request reached the server at.
   */
  publicUrl: Scalars['String']['output'];
};

/** One change recorded in the audit trail: who changed what and when. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** CREATE, UPDATE, RETIRE, READING, RECEIPT, ISSUE, ADJUSTMENT, RETURN. */
  action: Scalars['String']['output'];
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** Changed fields: { field: { before, after } }. */
  changes: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
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

/** How long an open order has been open, from its creation to now. */
export type BacklogAge =
  /** Up to 7 days. */
  | 'DAYS_0_7'
  /** 8 to 30 days. */
  | 'DAYS_8_30'
  /** 31 to 90 days. */
  | 'DAYS_31_90'
  /** More than 90 days. */
  | 'OVER_90_DAYS';

/** Open orders of one age and priority. */
export type BacklogCell = {
  __typename?: 'BacklogCell';
  age: BacklogAge;
  count: Scalars['Int']['output'];
  priority: WorkOrderPriority;
};

/** The orders open now (OPEN, IN_PROGRESS, ON_HOLD) of the machine filter, whatever the period. */
export type BacklogReport = {
  __typename?: 'BacklogReport';
  /** Every age and priority, zeros included: ages youngest first, priorities LOW to URGENT. */
  cells: Array<BacklogCell>;
  total: Scalars['Int']['output'];
};

/** Bitcoin's market figures and price chart. */
export type BtcOverview = {
  __typename?: 'BtcOverview';
  allTimeHigh: Scalars['Float']['output'];
  amount: Scalars['Float']['output'];
  marketCap: Scalars['Float']['output'];
  price: PriceChart;
  supply: Scalars['Float']['output'];
  trend: Trend;
  volume: Scalars['Float']['output'];
};

/** The budget against its limits and goals. */
export type Budget = {
  __typename?: 'Budget';
  bills: Scalars['Float']['output'];
  billsLimit: Scalars['Float']['output'];
  expenses: Scalars['Float']['output'];
  expensesLimit: Scalars['Float']['output'];
  savings: Scalars['Float']['output'];
  savingsGoal: Scalars['Float']['output'];
};

/** The budget details table. */
export type BudgetDetails = {
  __typename?: 'BudgetDetails';
  columns: Array<Scalars['String']['output']>;
  rows: Array<BudgetDetailsRow>;
};

/** A row of the budget details. */
export type BudgetDetailsRow = {
  __typename?: 'BudgetDetailsRow';
  expensesAmount: Scalars['Float']['output'];
  expensesPercentage: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  remainingAmount: Scalars['Float']['output'];
  remainingPercentage: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  type: Scalars['String']['output'];
};

/** The budget spread over categories. */
export type BudgetDistribution = {
  __typename?: 'BudgetDistribution';
  categories: Array<Scalars['String']['output']>;
  series: Array<NumberSeries>;
};

/** The unit of a calendar trigger. */
export type CalendarUnit = 'DAY' | 'MONTH' | 'WEEK' | 'YEAR';

/** The maintenance cost of one category of machines. */
export type CategoryCost = {
  __typename?: 'CategoryCost';
  category: EquipmentCategory;
  labour: Scalars['Float']['output'];
  labourHours: Scalars['Float']['output'];
  parts: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

/** A new password for the signed-in user. */
export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  /** 8-200 characters. */
  newPassword: Scalars['String']['input'];
};

/** A point of a time series. */
export type ChartPoint = {
  __typename?: 'ChartPoint';
  /** The day or instant (ISO text). */
  x: Scalars['String']['output'];
  y: Scalars['Float']['output'];
};

/** A conversation of the caller's with one chat contact; each account has its own chats. */
export type Chat = {
  __typename?: 'Chat';
  /** The contact in full. */
  contact?: Maybe<ChatContact>;
  contactId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The text shown in the chat list; sending a message sets it. */
  lastMessage?: Maybe<Scalars['String']['output']>;
  /** The day of the last message, as dd/mm/yyyy text (UTC). */
  lastMessageAt?: Maybe<Scalars['String']['output']>;
  /** The chat's messages in the order they were sent (oldest first), or newest first. */
  messages: ChatMessagePage;
  /** True when the chat's notifications are muted. */
  muted: Scalars['Boolean']['output'];
  /** Messages the caller has not read; null on a chat that has no count. */
  unreadCount?: Maybe<Scalars['Int']['output']>;
};

/** A conversation of the caller's with one chat contact; each account has its own chats. */
export type ChatMessagesArgs = {
  newestFirst?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** Someone the caller can chat with (shared sample people, read-only). */
export type ChatContact = {
  __typename?: 'ChatContact';
  /** Their status line. */
  about?: Maybe<Scalars['String']['output']>;
  attachments: ChatContactAttachments;
  /** An image path, or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** A background image path, if any. */
  background?: Maybe<Scalars['String']['output']>;
  details: ChatContactDetails;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What a chat contact shared in their chats. */
export type ChatContactAttachments = {
  __typename?: 'ChatContactAttachments';
  /** Document addresses (none in the samples). */
  docs: Array<Scalars['String']['output']>;
  /** Links (none in the samples). */
  links: Array<Scalars['String']['output']>;
  /** Image paths (8 on every sample contact). */
  media: Array<Scalars['String']['output']>;
};

/** A chat contact's card. */
export type ChatContactDetails = {
  __typename?: 'ChatContactDetails';
  address?: Maybe<Scalars['String']['output']>;
  birthday?: Maybe<Scalars['DateTime']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  emails: Array<ContactEmail>;
  phoneNumbers: Array<ContactPhoneNumber>;
  /** Their trade, such as Field mechanic or Parts dealer; absent on some. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A page of chat contacts, sorted by name. */
export type ChatContactPage = {
  __typename?: 'ChatContactPage';
  items: Array<ChatContact>;
  pagination: DemoPagination;
};

/** A message of a chat (chat demo app). */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** The chat it belongs to. */
  chatId: Scalars['ID']['output'];
  /** Who wrote it: the chat's contact, or the caller's profile id (see `chatProfile`) for the caller's own. */
  contactId: Scalars['ID']['output'];
  /** When it was sent. The sample messages are dated a week ago and today, from the day the account's copy was made. */
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** True for the caller's own messages. */
  isMine: Scalars['Boolean']['output'];
  /** The text, stored as given (sanitise before rendering it as HTML). */
  value: Scalars['String']['output'];
};

/** A page of a chat's messages. */
export type ChatMessagePage = {
  __typename?: 'ChatMessagePage';
  items: Array<ChatMessage>;
  pagination: DemoPagination;
};

/** What sending a message gives: the message and its chat, updated. */
export type ChatMessageSent = {
  __typename?: 'ChatMessageSent';
  chat: Chat;
  message: ChatMessage;
};

/** A page of chats, in stored order (the most recent conversations first in the samples). */
export type ChatPage = {
  __typename?: 'ChatPage';
  items: Array<Chat>;
  pagination: DemoPagination;
};

/** A chat's own fields to change (a shallow merge): fields left out keep their value. */
export type ChatPatch = {
  /** At most 10,000 characters. */
  lastMessage?: InputMaybe<Scalars['String']['input']>;
  /** A day as dd/mm/yyyy. */
  lastMessageAt?: InputMaybe<Scalars['String']['input']>;
  muted?: InputMaybe<Scalars['Boolean']['input']>;
  /** 0 to 1,000,000; null for no count. */
  unreadCount?: InputMaybe<Scalars['Int']['input']>;
};

/** The caller as the chat shows them: the signed-in account's id, name, e-mail and avatar. */
export type ChatProfile = {
  __typename?: 'ChatProfile';
  about?: Maybe<Scalars['String']['output']>;
  avatar?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** The account's id; the caller's own messages carry it as their contactId. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One step of an order's checklist, with who ticked it and when. */
export type ChecklistItem = {
  __typename?: 'ChecklistItem';
  /** The corrective order opened from this item when it failed (at most one). */
  correctiveOrder?: Maybe<WorkOrder>;
  doneAt?: Maybe<Scalars['DateTime']['output']>;
  doneBy?: Maybe<WorkOrderPerson>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** Photos of this item, oldest first. */
  photos: Array<Photo>;
  /** Order of the items in the checklist, from 0. */
  position: Scalars['Int']['output'];
  /** Null until someone records it. */
  result?: Maybe<ChecklistResult>;
  text: Scalars['String']['output'];
};

/** The outcome of a checklist item. */
export type ChecklistResult =
  | 'FAIL'
  /** Not applicable. */
  | 'NA'
  | 'PASS';

/** A city a farm is near. */
export type City = {
  __typename?: 'City';
  name: Scalars['String']['output'];
};

/** An amount per coin. */
export type CoinAmounts = {
  __typename?: 'CoinAmounts';
  bch: Scalars['Float']['output'];
  btc: Scalars['Float']['output'];
  eth: Scalars['Float']['output'];
  xrp: Scalars['Float']['output'];
};

/** What completing an order records. */
export type CompleteWorkOrderInput = {
  /**
   * The machine's meter now, recorded as a reading with the equipment register's rules: lower
   * than the last reading is BAD_USER_INPUT, and then the order is not completed either.
   */
  meterReading?: InputMaybe<Scalars['Float']['input']>;
  /** What was done. */
  notes?: InputMaybe<Scalars['String']['input']>;
};

/** A contact of the contacts demo app; each account has its own directory. */
export type Contact = {
  __typename?: 'Contact';
  address?: Maybe<Scalars['String']['output']>;
  /** An image path or an inline data URL (an uploaded avatar), or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  background?: Maybe<Scalars['String']['output']>;
  birthday?: Maybe<Scalars['DateTime']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  emails: Array<ContactEmail>;
  id: Scalars['ID']['output'];
  /** Set on contacts created through the API (title and company empty at first). */
  job?: Maybe<ContactJob>;
  name: Scalars['String']['output'];
  /** Rich text, stored as given; sanitised where it is rendered. */
  notes?: Maybe<Scalars['String']['output']>;
  phoneNumbers: Array<ContactPhoneNumber>;
  /** Tag ids. */
  tags: Array<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** An e-mail address of a contact. */
export type ContactEmail = {
  __typename?: 'ContactEmail';
  email: Scalars['String']['output'];
  /** Such as Personal or Work. */
  label?: Maybe<Scalars['String']['output']>;
};

/** An e-mail address of a contact, as written. */
export type ContactEmailInput = {
  email: Scalars['String']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
};

/** A contact's job, as contacts created through the API carry it. */
export type ContactJob = {
  __typename?: 'ContactJob';
  company?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** A contact's job, as written. */
export type ContactJobInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A page of contacts, sorted by name. */
export type ContactPage = {
  __typename?: 'ContactPage';
  items: Array<Contact>;
  pagination: DemoPagination;
};

/** Fields of a contact to change (a shallow merge): fields left out keep their value. */
export type ContactPatch = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) address, a path starting with / or a data:image URL. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  birthday?: InputMaybe<Scalars['DateTime']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  emails?: InputMaybe<Array<ContactEmailInput>>;
  job?: InputMaybe<ContactJobInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  phoneNumbers?: InputMaybe<Array<ContactPhoneNumberInput>>;
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A phone number of a contact. */
export type ContactPhoneNumber = {
  __typename?: 'ContactPhoneNumber';
  /** The country's ISO 3166-1 alpha-2 code, lower case (see `countries`). */
  country: Scalars['String']['output'];
  /** Such as Mobile, Work or Home. */
  label?: Maybe<Scalars['String']['output']>;
  phoneNumber: Scalars['String']['output'];
};

/** A phone number of a contact, as written. */
export type ContactPhoneNumberInput = {
  /** A known ISO 3166-1 alpha-2 code. */
  country: Scalars['String']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  phoneNumber: Scalars['String']['input'];
};

/** A contact of the signed-in account that global search found by its name. */
export type ContactSearchResult = {
  __typename?: 'ContactSearchResult';
  /** The contact, as stored. */
  contact: Contact;
  /** Where the contact opens: /apps/contacts/{id}. */
  link: Scalars['String']['output'];
  /** The text a search box shows for this result: the contact's name. */
  value: Scalars['String']['output'];
};

/** A tag of the contacts demo app; each account has its own tags. */
export type ContactTag = {
  __typename?: 'ContactTag';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/**
 * What maintenance cost in the period, as an order's cost counts it: parts are the stock
 * movements of work orders (issues less returns, each at its movement's unit cost) made in the
 * period; labour is the entries started in the period (minutes × the rate copied onto the
 * entry / 60, each to the cent; a running timer counts once stopped). Orders of every status.
 */
export type CostReport = {
  __typename?: 'CostReport';
  /** Categories with a cost, highest total first. */
  byCategory: Array<CategoryCost>;
  /** Machines with a cost, highest total first. */
  byMachine: Array<MachineCost>;
  /** Every month of the period (the farm's months), oldest first, zeros included. */
  byMonth: Array<MonthCost>;
  labour: Scalars['Float']['output'];
  /** Σ of the labour entries' minutes / 60. */
  labourHours: Scalars['Float']['output'];
  parts: Scalars['Float']['output'];
  /** parts + labour. */
  total: Scalars['Float']['output'];
};

/** A country: names from i18n-iso-countries, dial codes from libphonenumber-js (shared, read-only). */
export type Country = {
  __typename?: 'Country';
  /** The dial code, such as +212. */
  code: Scalars['String']['output'];
  /** Offset of the country's flag in a sprite of 20 px rows in ISO code order. */
  flagImagePos: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ISO 3166-1 alpha-2, lower case. */
  iso: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export { CountryNameLanguage };

/** A course of the academy demo app: shared reference data plus the caller's progress. */
export type Course = {
  __typename?: 'Course';
  /** The slug of the course's category. */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Minutes. */
  duration: Scalars['Int']['output'];
  featured: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  progress: CourseProgress;
  slug: Scalars['String']['output'];
  /** The course's steps, in order. */
  steps: Array<CourseStep>;
  title: Scalars['String']['output'];
  totalSteps: Scalars['Int']['output'];
  /** When the course was last revised, as display text (e.g. Jun 28, 2021). */
  updatedAt: Scalars['String']['output'];
};

/** A page of courses, in data order. */
export type CoursePage = {
  __typename?: 'CoursePage';
  items: Array<Course>;
  pagination: DemoPagination;
};

/** Where the caller is in a course; each account has its own progress. */
export type CourseProgress = {
  __typename?: 'CourseProgress';
  /** How many times the caller finished the course. */
  completed: Scalars['Int']['output'];
  /** The step the caller is on (steps are numbered from 0). */
  currentStep: Scalars['Int']['output'];
};

/** The caller's progress on a course: a field left out keeps its value. */
export type CourseProgressInput = {
  /** 0 to 10,000. */
  completed?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to the course's totalSteps - 1. */
  currentStep?: InputMaybe<Scalars['Int']['input']>;
};

/** A step of a course; every course has the same 11 steps, numbered 0 to 10. */
export type CourseStep = {
  __typename?: 'CourseStep';
  /** HTML, stored as given; sanitised where it is rendered. */
  content: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A new machine. */
export type CreateEquipmentInput = {
  category: EquipmentCategory;
  code: Scalars['String']['input'];
  criticality?: InputMaybe<Criticality>;
  farmId: Scalars['ID']['input'];
  location?: InputMaybe<Scalars['String']['input']>;
  make?: InputMaybe<Scalars['String']['input']>;
  meterUnit?: InputMaybe<MeterUnit>;
  /** Initial meter value; recorded as the first reading. */
  meterValue?: InputMaybe<Scalars['Float']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  purchaseCost?: InputMaybe<Scalars['Float']['input']>;
  purchaseDate?: InputMaybe<Scalars['LocalDate']['input']>;
  serialNumber?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EquipmentStatus>;
  warrantyEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A new failure code of a farm. */
export type CreateFailureCodeInput = {
  /** Capitals, digits and _ (at most 40), e.g. PUMP_FAILURE. */
  code: Scalars['String']['input'];
  farmId: Scalars['ID']['input'];
  /** Optional id chosen by the client (a UUID): sending it again creates nothing more. */
  id?: InputMaybe<Scalars['ID']['input']>;
  kind: FailureCodeKind;
  label: Scalars['String']['input'];
};

/**
 * A new farm (admins). It starts with no members (invite its manager), amounts in USD (change
 * with `updateFarmCurrency`) and the UTC day.
 */
export type CreateFarmInput = {
  /** The city's name, at most 200 characters. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** At most 200 characters. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** 1-200 characters. */
  name: Scalars['String']['input'];
  /** The short code shown as a tag, unique (e.g. `FRM-005`): 1-40 letters, digits, -, _ or . */
  reference: Scalars['String']['input'];
};

/** A new spare part (stock starts at 0; use receiveStock). */
export type CreateSparePartInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  compatibleEquipmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  farmId: Scalars['ID']['input'];
  minQuantity?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  partNumber: Scalars['String']['input'];
  reorderQuantity?: InputMaybe<Scalars['Float']['input']>;
  storageLocation?: InputMaybe<Scalars['String']['input']>;
  supplier?: InputMaybe<Scalars['String']['input']>;
  unit: PartUnit;
  unitCost?: InputMaybe<Scalars['Float']['input']>;
};

/** A new work order. Needs workorders.manage (managers). */
export type CreateWorkOrderInput = {
  /** Technicians or managers of the farm (at most 20). */
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Corrective only: the machine is stopped, and goes DOWN until the order is completed or cancelled. */
  equipmentDown?: InputMaybe<Scalars['Boolean']['input']>;
  /** A machine of the same farm, not retired. */
  equipmentId: Scalars['ID']['input'];
  /** Estimated duration in minutes (1 to 525,600). */
  estimatedMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Corrective only. */
  failureAt?: InputMaybe<Scalars['DateTime']['input']>;
  farmId: Scalars['ID']['input'];
  /**
   * Optional id chosen by the client (a UUID, e.g. made offline): sending the same id again
   * creates nothing and returns the order the first call created.
   */
  id?: InputMaybe<Scalars['ID']['input']>;
  priority?: InputMaybe<WorkOrderPriority>;
  /** A member of the farm; by default the creator. */
  requesterId?: InputMaybe<Scalars['ID']['input']>;
  /** Not before scheduledStart. */
  scheduledEnd?: InputMaybe<Scalars['DateTime']['input']>;
  scheduledStart?: InputMaybe<Scalars['DateTime']['input']>;
  title: Scalars['String']['input'];
  type: WorkOrderType;
};

/** How much a breakdown of the machine hurts the farm. */
export type Criticality = 'HIGH' | 'LOW' | 'MEDIUM';

/** The crypto dashboard. */
export type CryptoDashboard = {
  __typename?: 'CryptoDashboard';
  btc: BtcOverview;
  prices: CoinAmounts;
  wallets: CoinAmounts;
  watchlist: Array<WatchlistItem>;
};

/**
 * A farm at a glance. Every count uses the same conditions as the list its tile links to, so
 * the tile and the filtered list agree. Overdue and weeks use UTC days, as the lists' overdue
 * filter does; "this month" is the farm's, in its time zone.
 */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Orders completed since the first day of this month in the farm's time zone, per type; priority is null. */
  completedThisMonth: Array<DashboardOrderCount>;
  /** ISO 4217 code of stockValue. */
  currency: Scalars['String']['output'];
  /** The 10 machines with the most downtime recorded on work orders over the last 90 days (overlap with the window only), most first. */
  downtimeByMachine: Array<DashboardDowntime>;
  farmId: Scalars['ID']['output'];
  /** Parts whose available stock is at or under their minimum (the parts list's low-stock filter). */
  lowStockParts: Scalars['Int']['output'];
  /** Machines whose status is DOWN (the equipment list filtered by DOWN), longest down first. */
  machinesDown: Array<DashboardMachineDown>;
  /** Open orders (OPEN, IN_PROGRESS, ON_HOLD) per type and priority; combinations without orders are left out. */
  openByPriority: Array<DashboardOrderCount>;
  /** Orders opened and completed per ISO week (Monday, UTC), the 12 weeks up to this one, oldest first. */
  ordersPerWeek: Array<DashboardWeek>;
  /** Open orders past their due date (the lists' overdue quick filter), per type; priority is null. */
  overdue: Array<DashboardOrderCount>;
  /** Maintenance requests waiting for a decision (the inbox's PENDING). */
  pendingRequests: Scalars['Int']['output'];
  /**
   * Active plans due within the next 7 days: next due date at most 7 days after the farm's
   * today (its time zone), overdue ones included since they are still to be done, whether or
   * not their order is open already; machines that are RETIRED left out. The list
   * `maintenancePlans(dueWithinDays: 7)` holds exactly these plans.
   */
  plansDueSoon: Scalars['Int']['output'];
  /** The farm's newest audit entries, newest first (at most 50). */
  recentActivity: Array<DashboardActivity>;
  /** Σ quantity on hand × unit cost over the farm's parts, in the farm's currency. */
  stockValue: Scalars['Float']['output'];
};

/**
 * A farm at a glance. Every count uses the same conditions as the list its tile links to, so
 * the tile and the filtered list agree. Overdue and weeks use UTC days, as the lists' overdue
 * filter does; "this month" is the farm's, in its time zone.
 */
export type DashboardRecentActivityArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One entry of the farm's audit trail. */
export type DashboardActivity = {
  __typename?: 'DashboardActivity';
  /** CREATE, UPDATE, STATUS, WORK_ORDER, … */
  action: Scalars['String']['output'];
  /** Null for a public problem report (no account). */
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  entityId: Scalars['ID']['output'];
  /** equipment, spare_part, farm, work_order, failure_code or maintenance_request. */
  entityType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What the entity is called now: a machine's or part's code and name, an order's number and title; null once deleted. */
  label?: Maybe<Scalars['String']['output']>;
};

/** Hours a machine was down over the dashboard's window. */
export type DashboardDowntime = {
  __typename?: 'DashboardDowntime';
  equipment: Equipment;
  hours: Scalars['Float']['output'];
};

/** A machine that is DOWN, and since when. */
export type DashboardMachineDown = {
  __typename?: 'DashboardMachineDown';
  equipment: Equipment;
  /**
   * When it went DOWN: the newest audit entry that set its status to DOWN; for a machine
   * without one (data older than the trail), its oldest open order holding it down (failure
   * time, else creation). Null when neither exists.
   */
  since?: Maybe<Scalars['DateTime']['output']>;
};

/** How many orders of one type (and priority, where the field says so). */
export type DashboardOrderCount = {
  __typename?: 'DashboardOrderCount';
  count: Scalars['Int']['output'];
  priority?: Maybe<WorkOrderPriority>;
  type: WorkOrderType;
};

/** Orders opened and completed in one week. */
export type DashboardWeek = {
  __typename?: 'DashboardWeek';
  completed: Scalars['Int']['output'];
  opened: Scalars['Int']['output'];
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: Scalars['String']['output'];
};

/**
 * Where a page of a demo app's list sits in the whole list. Pages are zero-based and hold 1 to
 * 100 records; a page past the end has no records.
 */
export type DemoPagination = {
  __typename?: 'DemoPagination';
  /** How many pages the list has (at least 1). */
  lastPage: Scalars['Int']['output'];
  /** The zero-based page asked for. */
  page: Scalars['Int']['output'];
  /** Records per page. */
  size: Scalars['Int']['output'];
  /** Records in the whole list (after its filters). */
  total: Scalars['Int']['output'];
};

/** A downtime period to record. */
export type DowntimeInput = {
  /** Not before startedAt, not in the future; absent while the machine is still stopped. */
  endedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Optional id chosen by the client (a UUID): sending it again records nothing more. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** At most 500 characters. */
  reason: Scalars['String']['input'];
  /** Not in the future. */
  startedAt: Scalars['DateTime']['input'];
};

/** A stretch of time the machine could not work because of the order's fault. */
export type DowntimePeriod = {
  __typename?: 'DowntimePeriod';
  /** Null while the machine is still stopped. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Whole minutes from start to end (to now while it lasts). */
  minutes: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
};

/** Downtime inside the period. */
export type DowntimeReport = {
  __typename?: 'DowntimeReport';
  /** Machines with downtime, most first. */
  byMachine: Array<MachineDowntime>;
  /** Downtime per reason as recorded (trimmed), most first. Periods of two orders that overlap count in each reason. */
  byReason: Array<ReasonDowntime>;
  /** Σ of the machines' downtime (each machine's periods merged where they overlap), in hours. */
  totalHours: Scalars['Float']['output'];
};

/** A machine, implement or component of one farm. */
export type Equipment = {
  __typename?: 'Equipment';
  category: EquipmentCategory;
  /** Implements and components attached to this machine. */
  children: Array<Equipment>;
  /** Unique in the farm, e.g. TR-01. */
  code: Scalars['String']['output'];
  /** Spare parts that fit this machine. */
  compatibleParts: Array<SparePart>;
  createdAt: Scalars['DateTime']['output'];
  criticality: Criticality;
  farmId: Scalars['ID']['output'];
  /** Changes to this machine, newest first. */
  history: Array<AuditEntry>;
  id: Scalars['ID']['output'];
  location?: Maybe<Scalars['String']['output']>;
  make?: Maybe<Scalars['String']['output']>;
  meterUnit: MeterUnit;
  /** Latest meter reading (0 when none). */
  meterValue: Scalars['Float']['output'];
  model?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** The machine this one is attached to (an implement or a component). */
  parent?: Maybe<Equipment>;
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** The machine's plans (not deleted), by title. */
  plans: Array<MaintenancePlan>;
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  purchaseDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Meter readings, newest first. */
  readings: Array<MeterReading>;
  /**
   * The path of this machine's report link (/report/<token>): whoever opens it may report a
   * problem without an account. For users with workorders.manage on the machine's farm; null
   * for anyone else.
   */
  requestLink?: Maybe<Scalars['String']['output']>;
  serialNumber?: Maybe<Scalars['String']['output']>;
  status: EquipmentStatus;
  updatedAt: Scalars['DateTime']['output'];
  warrantyEnd?: Maybe<Scalars['LocalDate']['output']>;
  /** This machine's work orders, newest number first. */
  workOrders: Array<WorkOrder>;
  year?: Maybe<Scalars['Int']['output']>;
};

/** A machine, implement or component of one farm. */
export type EquipmentHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A machine, implement or component of one farm. */
export type EquipmentReadingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A machine, implement or component of one farm. */
export type EquipmentWorkOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** What kind of machine a piece of equipment is. */
export type EquipmentCategory =
  | 'COMBINE_HARVESTER'
  | 'GENERATOR'
  | 'IRRIGATION'
  | 'LIVESTOCK_EQUIPMENT'
  | 'OTHER'
  | 'SEEDER'
  | 'SPRAYER'
  | 'TILLAGE'
  | 'TRACTOR'
  | 'VEHICLE'
  | 'WORKSHOP';

/** A page of equipment. */
export type EquipmentConnection = {
  __typename?: 'EquipmentConnection';
  edges: Array<EquipmentEdge>;
  pageInfo: PageInfo;
  /** Machines matching the filter (all pages), counted up to 1,000. */
  totalCount: Scalars['Int']['output'];
  /** False when there are more than 1,000 matches (show "1,000+"). */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** One machine in a page. */
export type EquipmentEdge = {
  __typename?: 'EquipmentEdge';
  cursor: Scalars['String']['output'];
  node: Equipment;
};

/** Filters of the equipment list; all given ones must match. */
export type EquipmentFilter = {
  category?: InputMaybe<Array<EquipmentCategory>>;
  criticality?: InputMaybe<Array<Criticality>>;
  /** Include retired machines (default: only when status asks for RETIRED). */
  includeRetired?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<EquipmentStatus>>;
  /** Matches code, name, make, model or serial number (case-insensitive substring). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Sort order of the equipment list. */
export type EquipmentSort = {
  direction?: InputMaybe<SortDirection>;
  field: EquipmentSortField;
};

/** Sortable columns of the equipment list. */
export type EquipmentSortField = 'CODE' | 'METER' | 'NAME' | 'STATUS' | 'UPDATED_AT';

/** Operating condition of a machine. */
export type EquipmentStatus = 'DOWN' | 'NEEDS_ATTENTION' | 'OPERATIONAL' | 'RETIRED';

/** An entry of a farm's problem, cause or remedy list. */
export type FailureCode = {
  __typename?: 'FailureCode';
  /** Inactive codes stay on the orders that use them but are no longer offered. */
  active: Scalars['Boolean']['output'];
  /** Unique per farm and kind, e.g. HYDRAULIC_LEAK. */
  code: Scalars['String']['output'];
  farmId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  kind: FailureCodeKind;
  label: Scalars['String']['output'];
};

/** Failures with one failure code: a bar of the Pareto chart. */
export type FailureCodeCount = {
  __typename?: 'FailureCodeCount';
  /** Σ of the shares of this bar and those before it (the Pareto line). */
  cumulativeShare: Scalars['Float']['output'];
  /** Null for the failures without a code of this kind. */
  failureCode?: Maybe<FailureCode>;
  failures: Scalars['Int']['output'];
  /** failures / FailureParetoReport.failures. */
  share: Scalars['Float']['output'];
};

/** Which list a failure code belongs to. */
export type FailureCodeKind =
  /** Why (e.g. normal wear). */
  | 'CAUSE'
  /** What went wrong (e.g. hydraulic leak). */
  | 'PROBLEM'
  /** What fixed it (e.g. replaced the part). */
  | 'REMEDY';

/** The period's failures (as ReliabilityReport counts them) grouped three ways, each most first. */
export type FailureParetoReport = {
  __typename?: 'FailureParetoReport';
  /** By the order's cause code; failureCode null: orders without one. */
  byCause: Array<FailureCodeCount>;
  byMachine: Array<MachineFailureCount>;
  /** By the order's problem code; failureCode null: orders without one. */
  byProblem: Array<FailureCodeCount>;
  failures: Scalars['Int']['output'];
};

/** A question and its answer in the help center (shared reference data). */
export type Faq = {
  __typename?: 'Faq';
  /** Plain text, two paragraphs. */
  answer: Scalars['String']['output'];
  categoryId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

/** A category of FAQs with its questions, in data order. */
export type FaqCategory = {
  __typename?: 'FaqCategory';
  faqs: Array<Faq>;
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A farm: the unit every maintenance record belongs to. */
export type Farm = {
  __typename?: 'Farm';
  city?: Maybe<City>;
  /**
   * The ISO 4217 code (e.g. `MAD`, `EUR`) every amount of this farm is in: unit costs, stock
   * values, purchase costs. Set from the farm's country when the farm was added; an admin
   * changes it with `updateFarmCurrency`.
   */
  currency: Scalars['String']['output'];
  /**
   * What an hour of labour costs on this farm when a member has no rate of their own, in the
   * farm's currency. Null when unset, and for users without users.manage on the farm.
   */
  defaultHourlyRate?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  location?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Short code shown as a tag, e.g. `FRM-001`. */
  reference: Scalars['String']['output'];
  /**
   * What the signed-in user may do on this farm, as their role there grants it (every
   * permission for an admin), e.g. `equipment.write`. The web shows and hides actions by it.
   */
  viewerPermissions: Array<Scalars['String']['output']>;
  /**
   * The signed-in user's role on this farm (their own membership, read-only: only the farm's
   * managers change it); null when they are not a member (an admin sees every farm).
   */
  viewerRole?: Maybe<FarmRole>;
};

/** An invitation to join a farm, sent by e-mail (to the outbox) with a single-use link valid 7 days. */
export type FarmInvitation = {
  __typename?: 'FarmInvitation';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['EmailAddress']['output'];
  expiresAt: Scalars['DateTime']['output'];
  farmId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  invitedByName?: Maybe<Scalars['String']['output']>;
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The role the person gets on accepting. */
  role: FarmRole;
  status: InvitationStatus;
};

/** A page of a farm's invitations, newest first. */
export type FarmInvitationConnection = {
  __typename?: 'FarmInvitationConnection';
  edges: Array<FarmInvitationEdge>;
  pageInfo: PageInfo;
  /** Invitations matching the filter (all pages), counted up to 1,000. */
  totalCount: Scalars['Int']['output'];
  /** False when there are more than 1,000 matches. */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** One invitation in a page. */
export type FarmInvitationEdge = {
  __typename?: 'FarmInvitationEdge';
  cursor: Scalars['String']['output'];
  node: FarmInvitation;
};

/** A person on a farm, as the farm's managers (users.manage) and admins see them. */
export type FarmMember = {
  __typename?: 'FarmMember';
  /** An admin deactivated the account itself: the person cannot sign in anywhere. */
  accountDeactivated: Scalars['Boolean']['output'];
  /** The person is a global admin: only an admin may change their membership. */
  admin: Scalars['Boolean']['output'];
  /** Image URL, path or inline image; null shows the default icon. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** When the membership was deactivated; null while ACTIVE. */
  deactivatedAt?: Maybe<Scalars['DateTime']['output']>;
  email: Scalars['EmailAddress']['output'];
  farmId: Scalars['ID']['output'];
  /** The membership: one per farm and person (the same person on two farms is two members). */
  id: Scalars['ID']['output'];
  /** When the person joined this farm. */
  joinedAt: Scalars['DateTime']['output'];
  /** What an hour of their work costs here: their own rate and the farm's default. Set it with `setMemberHourlyRate` (active members). */
  labourRate: LabourRate;
  /** When the person last signed in (on any farm); null when never since this is recorded. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  role: FarmRole;
  status: MemberStatus;
  /** The person's account: what the member mutations take as `userId`. */
  userId: Scalars['ID']['output'];
};

/** A page of a farm's members. */
export type FarmMemberConnection = {
  __typename?: 'FarmMemberConnection';
  edges: Array<FarmMemberEdge>;
  pageInfo: PageInfo;
  /** Members matching the filter (all pages), counted up to 1,000. */
  totalCount: Scalars['Int']['output'];
  /** False when there are more than 1,000 matches. */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** One member in a page. */
export type FarmMemberEdge = {
  __typename?: 'FarmMemberEdge';
  cursor: Scalars['String']['output'];
  node: FarmMember;
};

/** Filters of the member list; all given ones must match. */
export type FarmMemberFilter = {
  role?: InputMaybe<Array<FarmRole>>;
  status?: InputMaybe<Array<MemberStatus>>;
  /** Matches the name or the e-mail (case-insensitive substring); at most 200 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Reference to a farm the user belongs to. */
export type FarmRef = {
  __typename?: 'FarmRef';
  id: Scalars['ID']['output'];
};

/**
 * A person's role on one farm. Admin is not a farm role: it is global (`FarmMember.admin`,
 * `UserAccount.admin`) and only admins grant it (`setUserAdmin`).
 */
export type FarmRole =
  /** Runs the farm and its people (users.manage). */
  | 'MANAGER'
  /** Works the orders, records readings, uses parts. */
  | 'TECHNICIAN'
  /** Reads only. */
  | 'VIEWER';

/** What a folder holds, and where it is. */
export type FileManagerFolder = {
  __typename?: 'FileManagerFolder';
  /** Its files, sorted by name. */
  files: Array<FileManagerItem>;
  /** Its folders, sorted by name. */
  folders: Array<FileManagerItem>;
  /** The folders from the root down to this one (empty at the root and for an unknown folder). */
  path: Array<FileManagerItem>;
};

/** A folder or a file of the file manager demo app; each account has its own. */
export type FileManagerItem = {
  __typename?: 'FileManagerItem';
  /** A folder's contents as text, such as '57 files'; null for a file. */
  contents?: Maybe<Scalars['String']['output']>;
  /** Display text, such as 'April 24, 2018'. */
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The folder it is in; null at the root. */
  folderId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  modifiedAt: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Display text, such as '87 MB'. */
  size: Scalars['String']['output'];
  /** `folder`, or the file's type: PDF, XLS, DOC, TXT or JPG. */
  type: Scalars['String']['output'];
};

/** The finance dashboard (the workshop's accounts). */
export type FinanceDashboard = {
  __typename?: 'FinanceDashboard';
  accountBalance: AccountBalance;
  budget: Budget;
  currentStatement: Statement;
  previousStatement: Statement;
  recentTransactions: Array<Transaction>;
};

/**
 * What global search found, by group; each group holds at most 10 results, in stored order
 * (pages in menu order). Every group is empty for an empty or blank query.
 */
export type GlobalSearch = {
  __typename?: 'GlobalSearch';
  /** Contacts whose name holds the query. */
  contacts: Array<ContactSearchResult>;
  /** Pages the user may open whose title (in `lang`) holds the query. */
  pages: Array<PageSearchResult>;
  /** Tasks and sections whose title or notes hold the query. */
  tasks: Array<TaskSearchResult>;
};

/** A guide of the help center (shared reference data). */
export type Guide = {
  __typename?: 'Guide';
  categoryId: Scalars['ID']['output'];
  /** The guide's page (HTML, stored as written; sanitised where it is rendered). */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Unique among all guides. */
  slug: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A category of guides with (some of) its guides, in data order. */
export type GuideCategory = {
  __typename?: 'GuideCategory';
  guides: Array<Guide>;
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** How many guides the category has in all. */
  totalGuides: Scalars['Int']['output'];
  /** In the list of every category: how many guides each category shows (the limit); null otherwise. */
  visibleGuides?: Maybe<Scalars['Int']['output']>;
};

/**
 * An icon set of the demo apps' catalogue (shared reference data), from its Iconify package:
 * feather, heroicons (outline, solid, mini) and Google's Material Icons (solid, outline, twotone).
 */
export type IconSet = {
  __typename?: 'IconSet';
  /** The CSS class the catalogue lays out its grid with, e.g. 'icon-size-6'. */
  grid: Scalars['String']['output'];
  /** Every icon's name in the set, alphabetical (without the namespace). */
  list: Array<Scalars['String']['output']>;
  /** The set's display name, e.g. 'Heroicons Outline'. */
  name: Scalars['String']['output'];
  /** The namespace the web registers the set under (`namespace:name`); empty for the default set (Material Twotone). */
  namespace: Scalars['String']['output'];
};

/** A watch brand of the inventory demo app (shared, read-only). */
export type InventoryBrand = {
  __typename?: 'InventoryBrand';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** The name lowercased for addresses. */
  slug: Scalars['String']['output'];
};

/** A product category of the inventory demo app (shared, read-only): Mens, Ladies, Unisex. */
export type InventoryCategory = {
  __typename?: 'InventoryCategory';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** The parent category's id; null for a top-level category (all of the samples). */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The name lowercased for addresses, such as mens. */
  slug: Scalars['String']['output'];
};

/**
 * Where a page of products sits in the whole (searched) list, with the original's arithmetic:
 * pages are zero-based, `lastPage` counts pages (at least 1). A page past `lastPage` has only
 * `lastPage` set; the page numbered `lastPage` itself is empty, with endIndex = length - 1.
 */
export type InventoryPagination = {
  __typename?: 'InventoryPagination';
  /** The index of the page's last product: min(size * (page + 1), length) - 1. */
  endIndex?: Maybe<Scalars['Int']['output']>;
  /** How many pages the list has (at least 1). */
  lastPage: Scalars['Int']['output'];
  /** Products in the whole list, after the search. */
  length?: Maybe<Scalars['Int']['output']>;
  /** The zero-based page asked for. */
  page?: Maybe<Scalars['Int']['output']>;
  /** Products per page. */
  size?: Maybe<Scalars['Int']['output']>;
  /** The index of the page's first product in the whole list: page * size. */
  startIndex?: Maybe<Scalars['Int']['output']>;
};

/**
 * A product (a watch) of the inventory demo app; each account has its own. Number fields are
 * null while empty (a new product's, sent over REST as "").
 */
export type InventoryProduct = {
  __typename?: 'InventoryProduct';
  /** Whether the product is on sale. */
  active: Scalars['Boolean']['output'];
  /** The barcode number. */
  barcode: Scalars['String']['output'];
  /** The price before tax. */
  basePrice?: Maybe<Scalars['Float']['output']>;
  /** The brand's id (InventoryBrand), or empty. */
  brand: Scalars['String']['output'];
  /** The category's id (InventoryCategory), or empty. */
  category: Scalars['String']['output'];
  /** What a unit costs to buy. */
  cost?: Maybe<Scalars['Float']['output']>;
  /** What it is, in plain text. */
  description: Scalars['String']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Image addresses. */
  images: Array<Scalars['String']['output']>;
  /** Its name. */
  name: Scalars['String']['output'];
  /** The price with tax (in the samples, basePrice plus taxPercent percent). */
  price?: Maybe<Scalars['Float']['output']>;
  /** Units set aside for orders. */
  reserved?: Maybe<Scalars['Int']['output']>;
  /** Stock keeping unit. */
  sku: Scalars['String']['output'];
  /** Units in stock. */
  stock?: Maybe<Scalars['Int']['output']>;
  /** Tag ids (InventoryTag). */
  tags: Array<Scalars['ID']['output']>;
  /** The tax added to the base price, in percent (8, 10, 18, 20 or 30 in the samples). */
  taxPercent?: Maybe<Scalars['Float']['output']>;
  /** The thumbnail's image address; empty or null for none. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  /** The vendor's id (InventoryVendor), or empty. */
  vendor: Scalars['String']['output'];
  /** The weight in kilograms. */
  weight?: Maybe<Scalars['Float']['output']>;
};

/** A page of products. */
export type InventoryProductPage = {
  __typename?: 'InventoryProductPage';
  /** Where the page sits in the whole list. */
  pagination: InventoryPagination;
  /** The page's products; null when the page is past the last page. */
  products?: Maybe<Array<InventoryProduct>>;
};

/** Fields of a product to change (a shallow merge): fields left out keep their value. */
export type InventoryProductPatch = {
  /** Whether the product is on sale. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 64 characters. */
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** 0 or more; null empties the field. */
  basePrice?: InputMaybe<Scalars['Float']['input']>;
  /** A brand's id, or empty. */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** A category's id, or empty. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** 0 or more; null empties the field. */
  cost?: InputMaybe<Scalars['Float']['input']>;
  /** At most 10,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 image addresses. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** At most 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 0 or more; null empties the field. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** A whole number, 0 or more; null empties the field. */
  reserved?: InputMaybe<Scalars['Int']['input']>;
  /** At most 64 characters. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** A whole number, 0 or more; null empties the field. */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** Tag ids, at most 100. */
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 0 to 100; null empties the field. */
  taxPercent?: InputMaybe<Scalars['Float']['input']>;
  /** An image address or data URL; null or empty for none. */
  thumbnail?: InputMaybe<Scalars['String']['input']>;
  /** A vendor's id, or empty. */
  vendor?: InputMaybe<Scalars['String']['input']>;
  /** 0 or more; null empties the field. */
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export { InventoryProductSort };

/** A product tag of the inventory demo app; each account has its own tags. */
export type InventoryTag = {
  __typename?: 'InventoryTag';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** A vendor the inventory demo app buys from (shared, read-only). */
export type InventoryVendor = {
  __typename?: 'InventoryVendor';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** The name lowercased for addresses. */
  slug: Scalars['String']['output'];
};

/**
 * What an invitation link offers, for the accept page: answered without signing in, to whoever
 * holds the link's token, and only this.
 */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** An account with this e-mail exists: the person signs in with it, then accepts. Otherwise they choose a name and a password. */
  accountExists: Scalars['Boolean']['output'];
  /** The invited address: an existing account with it signs in to accept. */
  email: Scalars['EmailAddress']['output'];
  expiresAt: Scalars['DateTime']['output'];
  farmId: Scalars['ID']['output'];
  farmName: Scalars['String']['output'];
  invitedByName?: Maybe<Scalars['String']['output']>;
  role: FarmRole;
  /** Only PENDING can be accepted. */
  status: InvitationStatus;
};

/** Where an invitation stands. */
export type InvitationStatus =
  | 'ACCEPTED'
  /** Not accepted within 7 days. */
  | 'EXPIRED'
  /** Sent, not yet accepted, not expired. */
  | 'PENDING'
  /** Withdrawn by a manager, or replaced by a newer invitation to the same address. */
  | 'REVOKED';

/** An address to invite to a farm, with the role it gets there (MANAGER at most: admin is not a farm role). */
export type InviteFarmMemberInput = {
  /** At most 254 characters. */
  email: Scalars['EmailAddress']['input'];
  farmId: Scalars['ID']['input'];
  role: FarmRole;
};

/** A week's issue (maintenance request) counts. */
export type IssueCounts = {
  __typename?: 'IssueCounts';
  closedIssues: Scalars['Int']['output'];
  fixed: Scalars['Int']['output'];
  needsTriage: Scalars['Int']['output'];
  newIssues: Scalars['Int']['output'];
  reOpened: Scalars['Int']['output'];
  wontFix: Scalars['Int']['output'];
};

/** Issue counts this week and last week. */
export type IssueOverview = {
  __typename?: 'IssueOverview';
  lastWeek: IssueCounts;
  thisWeek: IssueCounts;
};

/** The issues chart (the spec's githubIssues: maintenance requests here). */
export type IssuesChart = {
  __typename?: 'IssuesChart';
  /** Days of the week. */
  labels: Array<Scalars['String']['output']>;
  overview: IssueOverview;
  series: WeekSeries;
};

/**
 * Time someone spent on a work order. A running timer is an entry without an end yet (running:
 * true); stopping it sets the end and the minutes. The hourly rate is the one in force when the
 * entry was made (a copy): changing rates later does not change it.
 */
export type LabourEntry = {
  __typename?: 'LabourEntry';
  /** minutes × hourlyRate / 60, to the cent (0 without a rate); null while the timer runs. */
  cost?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Null while the timer runs. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What an hour cost when the entry was made, in the farm's currency; null when no rate was set. */
  hourlyRate?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** Null while the timer runs. */
  minutes?: Maybe<Scalars['Int']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  /** Whose time it is (a member of the order's farm); null if their account was deleted. */
  person?: Maybe<WorkOrderPerson>;
  /** True while the timer runs. */
  running: Scalars['Boolean']['output'];
  startedAt: Scalars['DateTime']['output'];
  workOrder: WorkOrder;
};

/** A member of a farm and what an hour of their work costs there. */
export type LabourRate = {
  __typename?: 'LabourRate';
  /** The rate new entries get: their own, else the farm's default; null when neither is set. */
  effectiveRate?: Maybe<Scalars['Float']['output']>;
  /** Their own rate; null: the farm's default applies. */
  hourlyRate?: Maybe<Scalars['Float']['output']>;
  person: WorkOrderPerson;
  /** Their role on the farm: manager, technician or viewer. */
  role: Scalars['String']['output'];
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

/**
 * Time spent on an order: minutes (with an optional start; by default the work just ended), or
 * a start and an end. At most a week; it cannot end in the future.
 */
export type LogLabourInput = {
  /** With startedAt, instead of minutes. */
  endedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Optional id chosen by the client (a UUID): sending it again logs nothing more and returns the first entry. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 10,080, instead of endedAt. */
  minutes?: InputMaybe<Scalars['Int']['input']>;
  /** At most 2,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  startedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Whose time: by default the caller. Only a manager may log someone else's (a member of the farm). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A machine's maintenance cost in the period. */
export type MachineCost = {
  __typename?: 'MachineCost';
  equipment: Equipment;
  labour: Scalars['Float']['output'];
  labourHours: Scalars['Float']['output'];
  parts: Scalars['Float']['output'];
  /** The machine's purchase cost, when recorded. */
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  /** total / purchaseCost; null without a purchase cost. */
  shareOfPurchaseCost?: Maybe<Scalars['Float']['output']>;
  total: Scalars['Float']['output'];
};

/** A machine's downtime inside the period. */
export type MachineDowntime = {
  __typename?: 'MachineDowntime';
  equipment: Equipment;
  hours: Scalars['Float']['output'];
  /** Downtime periods that overlap the period. */
  periods: Scalars['Int']['output'];
  /** hours / DowntimeReport.totalHours. */
  share: Scalars['Float']['output'];
};

/** A machine's failures: a bar of the Pareto chart. */
export type MachineFailureCount = {
  __typename?: 'MachineFailureCount';
  /** Σ of the shares of this bar and those before it (the Pareto line). */
  cumulativeShare: Scalars['Float']['output'];
  equipment: Equipment;
  failures: Scalars['Int']['output'];
  /** failures / FailureParetoReport.failures. */
  share: Scalars['Float']['output'];
};

/** One machine's reliability over the period (definitions on ReliabilityReport). */
export type MachineReliability = {
  __typename?: 'MachineReliability';
  /** Availability = (periodHours − downtimeHours) / periodHours. */
  availability: Scalars['Float']['output'];
  /** Which operating time `operatingHours` is. */
  basis: OperatingTimeBasis;
  downtimeHours: Scalars['Float']['output'];
  equipment: Equipment;
  failures: Scalars['Int']['output'];
  /** MTBF = operatingHours / failures, in hours; null without failures. */
  mtbfHours?: Maybe<Scalars['Float']['output']>;
  /** MTTR = repairHours / repairs, in hours; null without repairs. */
  mttrHours?: Maybe<Scalars['Float']['output']>;
  /** CALENDAR: periodHours − downtimeHours; METER: the meter hours of the period. */
  operatingHours: Scalars['Float']['output'];
  repairHours: Scalars['Float']['output'];
  repairs: Scalars['Int']['output'];
};

/** A mail of the mailbox; each account has its own. */
export type Mail = {
  __typename?: 'Mail';
  /** Its attached files. */
  attachments: Array<MailAttachment>;
  /** Blind-copied recipients, if any. */
  bcc?: Maybe<Array<Scalars['String']['output']>>;
  /** How many blind-copied recipients (0 without bcc). */
  bccCount: Scalars['Int']['output'];
  /** Copied recipients, if any. */
  cc?: Maybe<Array<Scalars['String']['output']>>;
  /** How many copied recipients (0 without cc). */
  ccCount: Scalars['Int']['output'];
  /** Its text (plain text, paragraphs separated by blank lines). */
  content: Scalars['String']['output'];
  /** When it was sent: recent samples are dated relative to the day they are read. */
  date: Scalars['DateTime']['output'];
  /** The id of the one folder it sits in. */
  folder: Scalars['ID']['output'];
  /** Who sent it. */
  from: MailSender;
  /** The mail's id. */
  id: Scalars['ID']['output'];
  /** Marked important. */
  important: Scalars['Boolean']['output'];
  /** The ids of its labels. */
  labels: Array<Scalars['ID']['output']>;
  /** Starred by the reader. */
  starred: Scalars['Boolean']['output'];
  /** Its subject. */
  subject: Scalars['String']['output'];
  /** Its recipient: display name and address. */
  to: Scalars['String']['output'];
  /** Always mail. */
  type: Scalars['String']['output'];
  /** Not read yet. */
  unread: Scalars['Boolean']['output'];
};

/** A file attached to a mail. */
export type MailAttachment = {
  __typename?: 'MailAttachment';
  /** Where to download it (empty in the samples). */
  downloadUrl: Scalars['String']['output'];
  /** Its file name. */
  name: Scalars['String']['output'];
  /** An image file name to preview it with, or the word pdf. */
  preview: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** Its MIME type, such as application/pdf. */
  type: Scalars['String']['output'];
};

/** A filter of the mailbox (shared, read-only): Starred or Important. */
export type MailFilter = {
  __typename?: 'MailFilter';
  /** An icon name, such as heroicons_outline:star. */
  icon: Scalars['String']['output'];
  /** The filter's id. */
  id: Scalars['ID']['output'];
  /** The mail field it keeps true, such as starred (what `mails(filter:)` takes). */
  slug: Scalars['String']['output'];
  /** Its name, such as Starred. */
  title: Scalars['String']['output'];
};

/** A folder of the mailbox (shared, read-only): Inbox, Sent, Drafts, Spam or Trash. */
export type MailFolder = {
  __typename?: 'MailFolder';
  /**
   * The caller's count: 0 for sent and trash, every mail for drafts and spam, the unread mails
   * for the others.
   */
  count: Scalars['Int']['output'];
  /** An icon name, such as heroicons_outline:inbox. */
  icon: Scalars['String']['output'];
  /** The folder's id (a mail's `folder`). */
  id: Scalars['ID']['output'];
  /** Its slug, such as inbox (what `mails(folder:)` takes). */
  slug: Scalars['String']['output'];
  /** Its name, such as Inbox. */
  title: Scalars['String']['output'];
};

/** A label of the mailbox; each account has its own labels. */
export type MailLabel = {
  __typename?: 'MailLabel';
  /** A colour name, such as teal. */
  color: Scalars['String']['output'];
  /** The label's id (in a mail's `labels`). */
  id: Scalars['ID']['output'];
  /**
   * Made from the title: lower case, spaces to hyphens, other non-word characters dropped; a
   * taken slug gets -1, -2, … (what `mails(label:)` takes).
   */
  slug: Scalars['String']['output'];
  /** Its name, such as Invoices. */
  title: Scalars['String']['output'];
};

/** A new label. */
export type MailLabelInput = {
  /** A colour name or #rrggbb, at most 32 characters; blue when left out. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 characters; the slug is made from it. */
  title: Scalars['String']['input'];
};

/** Fields of a label to change (a shallow merge): a new title makes a new slug. */
export type MailLabelPatch = {
  /** A colour name or #rrggbb, at most 32 characters. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A page of mails, newest first. */
export type MailPage = {
  __typename?: 'MailPage';
  /** The page's mails. */
  items: Array<Mail>;
  /** Where the page sits in the whole list. */
  pagination: DemoPagination;
};

/** The states of a mail to change (a shallow merge): fields left out keep their value. */
export type MailPatch = {
  /** Moves the mail to this folder (one of `mailFolders`). */
  folder?: InputMaybe<Scalars['ID']['input']>;
  /** Important or not. */
  important?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its labels: at most 100 ids of the caller's labels. */
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Starred or not. */
  starred?: InputMaybe<Scalars['Boolean']['input']>;
  /** Unread or read. */
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Who sent a mail. */
export type MailSender = {
  __typename?: 'MailSender';
  /** An image path, or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** The display name and address, such as `Ana Ruiz <ana@dealer.example>`. */
  contact: Scalars['String']['output'];
};

/** The mailbox demo app's settings; each account has its own. */
export type MailboxSettings = {
  __typename?: 'MailboxSettings';
  /** How a mail opens next to the list, such as `right` (the sample value). */
  messageLayout: Scalars['String']['output'];
};

/** Settings to change (a shallow merge): fields left out keep their value. */
export type MailboxSettingsPatch = {
  /** A layout name of lower-case letters and hyphens, at most 32 characters. */
  messageLayout?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A preventive maintenance plan of a machine: what to do (title, instructions, checklist and
 * parts templates) and when (every N days/weeks/months/years and/or every N meter units,
 * whichever comes first), from which the scheduler opens PREVENTIVE work orders.
 */
export type MaintenancePlan = {
  __typename?: 'MaintenancePlan';
  /** False while paused: the scheduler skips it. */
  active: Scalars['Boolean']['output'];
  anchor: PlanAnchor;
  /** First (break-in) service, days and/or meter units after the start. */
  breakInDays?: Maybe<Scalars['Int']['output']>;
  breakInMeter?: Maybe<Scalars['Float']['output']>;
  calendarEvery?: Maybe<Scalars['Int']['output']>;
  calendarUnit?: Maybe<CalendarUnit>;
  /** Checklist items copied onto each order (at most 100, each up to 500 characters). */
  checklist: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  defaultAssignee?: Maybe<WorkOrderPerson>;
  equipment: Equipment;
  estimatedMinutes?: Maybe<Scalars['Int']['output']>;
  farmId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  instructions?: Maybe<Scalars['String']['output']>;
  /** The last completed service. */
  lastDone?: Maybe<PlanLastDone>;
  /**
   * The due point skipped by cancelling its order since the last completed service: the next
   * point counts from that cancellation. Null once a later service is completed.
   */
  lastSkipped?: Maybe<PlanLastDone>;
  /**
   * How many of the plan's orders are or were late (WorkOrder.planLate), for PM compliance:
   * their due point's day passed while they were open.
   */
  lateCount: Scalars['Int']['output'];
  /** Days before the due day at which the order is opened (0 to 365). */
  leadDays: Scalars['Int']['output'];
  meterEvery?: Maybe<Scalars['Float']['output']>;
  /** The next service (null for a meter-only plan on a machine without a meter). */
  nextDue?: Maybe<PlanDue>;
  /** The plan's order not yet completed or cancelled, if any. */
  openOrder?: Maybe<WorkOrder>;
  parts: Array<PlanPart>;
  priority: WorkOrderPriority;
  seasonEnd?: Maybe<Scalars['String']['output']>;
  /** Season window, 'MM-DD' to 'MM-DD' every year (may wrap the year end). */
  seasonStart?: Maybe<Scalars['String']['output']>;
  startDate: Scalars['LocalDate']['output'];
  startMeter?: Maybe<Scalars['Float']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of plans. */
export type MaintenancePlanConnection = {
  __typename?: 'MaintenancePlanConnection';
  edges: Array<MaintenancePlanEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** One plan in a page. */
export type MaintenancePlanEdge = {
  __typename?: 'MaintenancePlanEdge';
  cursor: Scalars['String']['output'];
  node: MaintenancePlan;
};

/**
 * A plan's fields. On create, equipmentId, title and at least one trigger (calendarEvery with
 * calendarUnit, or meterEvery) are required; on update, only the fields given change (null
 * clears an optional one).
 */
export type MaintenancePlanInput = {
  anchor?: InputMaybe<PlanAnchor>;
  breakInDays?: InputMaybe<Scalars['Int']['input']>;
  breakInMeter?: InputMaybe<Scalars['Float']['input']>;
  calendarEvery?: InputMaybe<Scalars['Int']['input']>;
  calendarUnit?: InputMaybe<CalendarUnit>;
  checklist?: InputMaybe<Array<Scalars['String']['input']>>;
  defaultAssigneeId?: InputMaybe<Scalars['ID']['input']>;
  equipmentId?: InputMaybe<Scalars['ID']['input']>;
  estimatedMinutes?: InputMaybe<Scalars['Int']['input']>;
  instructions?: InputMaybe<Scalars['String']['input']>;
  leadDays?: InputMaybe<Scalars['Int']['input']>;
  meterEvery?: InputMaybe<Scalars['Float']['input']>;
  parts?: InputMaybe<Array<PlanPartInput>>;
  priority?: InputMaybe<WorkOrderPriority>;
  seasonEnd?: InputMaybe<Scalars['String']['input']>;
  seasonStart?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the farm's today. */
  startDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Defaults to the machine's meter. */
  startMeter?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A problem reported without an account through a machine's report link (/report/<token>,
 * the second code of its QR label). Managers (workorders.manage) see them, approve them into a
 * corrective work order or decline them with a reason.
 */
export type MaintenanceRequest = {
  __typename?: 'MaintenanceRequest';
  /** When it was reported. */
  createdAt: Scalars['DateTime']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The manager who approved or declined it. */
  decidedBy?: Maybe<WorkOrderPerson>;
  /** Why it was declined (set while DECLINED). */
  declineReason?: Maybe<Scalars['String']['output']>;
  /** What is wrong, in the reporter's words (at most 2,000 characters). */
  description: Scalars['String']['output'];
  /** The machine the link belongs to. */
  equipment: Equipment;
  farmId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The reporter said the machine is stopped: approving it sets the machine DOWN. */
  machineStopped: Scalars['Boolean']['output'];
  /** The photo sent with the report, if any. */
  photo?: Maybe<Photo>;
  /** Optional, as the reporter typed it (at most 100 characters). */
  reporterName?: Maybe<Scalars['String']['output']>;
  /** Optional, as the reporter typed it (at most 40 characters). */
  reporterPhone?: Maybe<Scalars['String']['output']>;
  status: MaintenanceRequestStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** The corrective order its approval created. */
  workOrder?: Maybe<WorkOrder>;
};

/** A page of maintenance requests, newest first. */
export type MaintenanceRequestConnection = {
  __typename?: 'MaintenanceRequestConnection';
  edges: Array<MaintenanceRequestEdge>;
  pageInfo: PageInfo;
  /** Requests matching the filter (all pages), counted up to 1,000. */
  totalCount: Scalars['Int']['output'];
  /** False when there are more than 1,000 matches (show "1,000+"). */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** One maintenance request in a page. */
export type MaintenanceRequestEdge = {
  __typename?: 'MaintenanceRequestEdge';
  cursor: Scalars['String']['output'];
  node: MaintenanceRequest;
};

/** Where a maintenance request is: waiting for a manager, or decided. */
export type MaintenanceRequestStatus =
  /** A corrective work order was created from it. */
  'APPROVED' | 'DECLINED' | 'PENDING';

/** Whether a membership lets its person work on the farm. */
export type MemberStatus =
  | 'ACTIVE'
  /** No access to the farm any more; kept with its role and rate until it is reactivated. */
  | 'DEACTIVATED';

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
  /** Set with `read` by mark-all-as-read. */
  seen: Scalars['Boolean']['output'];
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

/** A meter reading of a machine. */
export type MeterReading = {
  __typename?: 'MeterReading';
  id: Scalars['ID']['output'];
  readAt: Scalars['DateTime']['output'];
  recordedByName?: Maybe<Scalars['String']['output']>;
  value: Scalars['Float']['output'];
};

/** What the machine's meter counts. */
export type MeterUnit = 'HOURS' | 'KM' | 'NONE';

/** A month's maintenance cost. */
export type MonthCost = {
  __typename?: 'MonthCost';
  labour: Scalars['Float']['output'];
  labourHours: Scalars['Float']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  parts: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts an invitation and answers a session for the person who joined (a new account's
   * first). Refused with a clear message: unknown token (NOT_FOUND); expired, used, withdrawn,
   * another farm's, already a member, or name and password missing for a new account
   * (BAD_USER_INPUT); signed in as another e-mail (FORBIDDEN); an account exists but the person
   * is not signed in (CONFLICT: sign in, then accept).
   */
  acceptInvitation: AuthPayload;
  /** Adds a checklist item to an order that is not closed. Needs workorders.manage. */
  addChecklistItem: ChecklistItem;
  /** Records a downtime period on an open corrective order; periods of one order never overlap. An assignee or a manager. */
  addDowntime: DowntimePeriod;
  /** Appends an item to a note's task list; null when there is no such note. */
  addNoteTask?: Maybe<Note>;
  /**
   * Adds a comment to an order, also once it is completed or cancelled, and shows it on the
   * order's timeline. Whoever works the order (an assignee with workorders.write, or a manager).
   */
  addWorkOrderComment: WorkOrderComment;
  /** Sets a signed correction with a reason (inventory.write); the result may not be negative. */
  adjustStock: SparePart;
  /**
   * Creates a CORRECTIVE work order from a PENDING request: its text, photo and reporter, the
   * machine DOWN when the reporter said it is stopped (BAD_USER_INPUT if the machine was retired
   * meanwhile). Approving an approved request again changes nothing; a declined one is
   * BAD_USER_INPUT. Needs workorders.manage.
   */
  approveMaintenanceRequest: MaintenanceRequest;
  /** Replaces the assignees (technicians or managers of the farm). Needs workorders.manage; new assignees are notified. */
  assignWorkOrder: WorkOrder;
  /**
   * Shows an uploaded photo of the order's farm on the order, or on one of its checklist items
   * (checklistItemId). Attaching a photo the order already shows changes nothing. Whoever works
   * the order (an assignee with workorders.write, or a manager), while it is open.
   */
  attachWorkOrderPhoto: WorkOrder;
  /** OPEN, IN_PROGRESS or ON_HOLD → CANCELLED; the reason is required. Needs workorders.manage. */
  cancelWorkOrder: WorkOrder;
  /** Changes the signed-in user's password; a wrong current one is BAD_USER_INPUT (and counts like a failed sign-in). */
  changePassword: Scalars['Boolean']['output'];
  /** IN_PROGRESS or ON_HOLD → COMPLETED, with notes and an optional meter reading. An assignee or a manager. */
  completeWorkOrder: WorkOrder;
  /** A blank contact (New Contact), first in stored order. */
  createContact: Contact;
  /** Adds a tag, first in the list. */
  createContactTag: ContactTag;
  /** Needs equipment.write. Duplicate code in the farm: CONFLICT. */
  createEquipment: Equipment;
  /** Adds a code to a farm's problem, cause or remedy list. Needs workorders.manage; a code already in the list is CONFLICT. */
  createFailureCode: FailureCode;
  /** Creates a farm (admins only). A taken reference: CONFLICT. */
  createFarm: Farm;
  /** A blank product (named A New Product, empty fields, no tags or images, not active), placed first. */
  createInventoryProduct: InventoryProduct;
  /** Adds a product tag, first in the list. */
  createInventoryTag: InventoryTag;
  /** Adds a label, last in the list, with a slug made from its title. */
  createMailLabel: MailLabel;
  /** Managers of the machine's farm (workorders.manage). */
  createMaintenancePlan: MaintenancePlan;
  createMessage: Message;
  /** Adds a note, last in stored order, with a fresh id. */
  createNote: Note;
  /** Adds a label; answers every label. */
  createNoteLabel: Array<NoteLabel>;
  createNotification: Notification;
  /** Adds a card to a list (by default one step after its last card). */
  createScrumboardCard: ScrumboardCard;
  /** Adds a label to a board, first of its labels. */
  createScrumboardLabel: ScrumboardLabel;
  /** Adds a list to a board (by default one step after its last list). */
  createScrumboardList: ScrumboardList;
  /** Adds a shortcut, placed first. */
  createShortcut: Shortcut;
  /** Needs inventory.write. Duplicate part number in the farm: CONFLICT. */
  createSparePart: SparePart;
  /** A blank task or section (empty title, priority 1), first in the order; the others move down one. */
  createTask: Task;
  /** Adds a tag, first in the list. */
  createTaskTag: TaskTag;
  /** Needs workorders.manage. Numbered in the farm; the assignees are notified. */
  createWorkOrder: WorkOrder;
  /**
   * Deactivates a membership: the person loses access to the farm from their next request, and
   * keeps their history; orders stay assigned until reassigned. Same refusals as
   * `setFarmMemberRole` (the last active manager cannot be deactivated). Already deactivated: as is.
   */
  deactivateFarmMember: FarmMember;
  /** Declines a PENDING request; the reason (1 to 2,000 characters) is required. Needs workorders.manage. */
  declineMaintenanceRequest: MaintenanceRequest;
  /** Deletes a contact; true when there was one. */
  deleteContact: Scalars['Boolean']['output'];
  /** Deletes a tag and takes it off every contact; true when there was one. */
  deleteContactTag: Scalars['Boolean']['output'];
  /** Deletes a product; true when there was one. */
  deleteInventoryProduct: Scalars['Boolean']['output'];
  /** Deletes a product tag and takes it off every product; true when there was one. */
  deleteInventoryTag: Scalars['Boolean']['output'];
  /** Deletes an entry (its person's, or a manager) of an order that is not closed. */
  deleteLabourEntry: Scalars['Boolean']['output'];
  /** Deletes a label and takes it off every mail; true when there was one. */
  deleteMailLabel: Scalars['Boolean']['output'];
  /** Hides the plan; the orders it opened keep it. */
  deleteMaintenancePlan: Scalars['Boolean']['output'];
  /** True when deleted. */
  deleteMessage: Scalars['Boolean']['output'];
  /** Deletes a note; true when there was one. */
  deleteNote: Scalars['Boolean']['output'];
  /** Deletes a label and takes it off every note; answers every label. */
  deleteNoteLabel: Array<NoteLabel>;
  /** True when deleted. */
  deleteNotification: Scalars['Boolean']['output'];
  /** Deletes a card; true when there was one. */
  deleteScrumboardCard: Scalars['Boolean']['output'];
  /** Deletes a label and takes it off every card; true when there was one. */
  deleteScrumboardLabel: Scalars['Boolean']['output'];
  /** Deletes a list and its cards; true when there was one. */
  deleteScrumboardList: Scalars['Boolean']['output'];
  /** True when deleted. */
  deleteShortcut: Scalars['Boolean']['output'];
  /** Deletes a task (the others keep their order); true when there was one. */
  deleteTask: Scalars['Boolean']['output'];
  /** Deletes a tag and takes it off every task; true when there was one. */
  deleteTaskTag: Scalars['Boolean']['output'];
  /** Takes a photo off the order (or its checklist item). Whoever works the order, while it is open. */
  detachWorkOrderPhoto: WorkOrder;
  /** Sends a single-use reset link (to the outbox). Always true, whether or not the e-mail exists. */
  forgotPassword: Scalars['Boolean']['output'];
  /** IN_PROGRESS → ON_HOLD, with an optional reason (e.g. waiting for parts). An assignee or a manager. */
  holdWorkOrder: WorkOrder;
  /**
   * Invites an address to the farm with a role (users.manage there). The mail with the link goes
   * to the outbox; inviting the same address again withdraws the older invitation. A member of
   * the farm (active or deactivated) or a deactivated account: BAD_USER_INPUT.
   */
  inviteFarmMember: FarmInvitation;
  /**
   * Takes stock out (technicians too). More than is available (on hand less what work orders
   * reserved): BAD_USER_INPUT, nothing changes.
   */
  issueStock: SparePart;
  /**
   * Logs time on an order that is not closed. An assignee logs their own time, a manager
   * anyone's; a COMPLETED or CANCELLED order is BAD_USER_INPUT naming its status (as every write
   * below). The rate in force is copied onto the entry.
   */
  logLabour: LabourEntry;
  /** Marks every message of the user read and seen (for `farmId`'s scope when given). */
  markAllMessagesAsRead: Scalars['Boolean']['output'];
  /** Marks every notification of the user read and seen (for `farmId`'s scope when given). */
  markAllNotificationsAsRead: Scalars['Boolean']['output'];
  /** No-op root so that domains can `extend type Mutation`. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Opens a corrective order for the machine of a FAILED item's order, linked to that order
   * (its parent) and to the item; the caller is its requester. An item opens one order: asked
   * again, the answer is the order it opened. An assignee of the item's order or a manager.
   */
  openCorrectiveFromChecklistItem: WorkOrder;
  /**
   * Plans a part on an order that is not closed, reserving the quantity. An assignee or a
   * manager; a COMPLETED or CANCELLED order is BAD_USER_INPUT naming its status (as every write
   * below).
   */
  planWorkOrderPart: WorkOrderPart;
  /** Gives a deactivated membership back, with its role and rate. Already active: as is. */
  reactivateFarmMember: FarmMember;
  /** Adds received stock (inventory.write). Quantity > 0. */
  receiveStock: SparePart;
  /** Records (or, with a null result, clears) an item's result and note on an open order. An assignee or a manager. */
  recordChecklistResult: ChecklistItem;
  /** Records a meter reading (technicians too). Lower than the last reading: BAD_USER_INPUT. */
  recordMeterReading: MeterReading;
  /** Sets the problem, cause and remedy of an open corrective order. An assignee or a manager. */
  recordWorkOrderFailure: WorkOrder;
  /** Removes a checklist item that no corrective order came from. Needs workorders.manage. */
  removeChecklistItem: Scalars['Boolean']['output'];
  /** Removes a downtime period. An assignee or a manager. */
  removeDowntime: Scalars['Boolean']['output'];
  /** Takes a part off the order, releasing its reservation; refused once some of it was used. */
  removeWorkOrderPart: Scalars['Boolean']['output'];
  /** Renames a label; answers every label. */
  renameNoteLabel: Array<NoteLabel>;
  /** COMPLETED or CANCELLED → OPEN. Needs workorders.manage. */
  reopenWorkOrder: WorkOrder;
  /**
   * Sets every task's order to its index in `ids` (-1 for a task left out); answers every task
   * in stored order.
   */
  reorderTasks: Array<Task>;
  /** Replaces a note with the one given (not a merge); null when there is no such note. */
  replaceNote?: Maybe<Note>;
  /**
   * Moves an order to another time and/or technician; audited (RESCHEDULE on its timeline).
   * Needs workorders.manage on the order's farm; a COMPLETED or CANCELLED order is
   * BAD_USER_INPUT naming its status.
   */
  rescheduleWorkOrder: RescheduledWorkOrder;
  /** Sets a new password with a reset token. Unknown, used or expired token: BAD_USER_INPUT. */
  resetPassword: Scalars['Boolean']['output'];
  /** ON_HOLD → IN_PROGRESS. An assignee or a manager. */
  resumeWorkOrder: WorkOrder;
  /** Marks the machine RETIRED (records are kept). Needs equipment.write. */
  retireEquipment: Equipment;
  /**
   * Brings unused parts back: a RETURN movement linked to the order, at the average cost of its
   * issues. More than the order used (issued − returned) is BAD_USER_INPUT.
   */
  returnWorkOrderPart: WorkOrderPart;
  /** Withdraws a pending invitation of the farm (users.manage there). Already accepted: BAD_USER_INPUT; another farm's: NOT_FOUND. */
  revokeFarmInvitation: FarmInvitation;
  /**
   * Gives the machine a new report link: the old one (and the QR labels printed with it) stops
   * working at once. Needs workorders.manage.
   */
  rotateRequestToken: Equipment;
  /** Opens the orders of the farm's plans that are due now (managers). */
  runPlanScheduler: PlanSchedulerRun;
  /**
   * Sends a message of the caller's in a chat (1 to 10,000 characters, trimmed): added last,
   * dated now, and the chat's lastMessage and lastMessageAt become it. Null when there is no such
   * chat.
   */
  sendChatMessage?: Maybe<ChatMessageSent>;
  /**
   * Deactivates or reactivates an account everywhere (admins only; never one's own). Deactivated,
   * it cannot sign in and its tokens are refused from the next request. The last active manager
   * of a farm cannot be deactivated (BAD_USER_INPUT naming the farm).
   */
  setAccountActive: UserAccount;
  /** Sets the caller's progress on a course (other accounts keep theirs); null for an unknown course. */
  setCourseProgress?: Maybe<Course>;
  /** Sets the farm's default hourly rate (0 or more; null clears it). Needs users.manage. New entries only. */
  setFarmDefaultHourlyRate: Farm;
  /**
   * Changes a member's role (users.manage there). Refused: one's own role, an admin's membership
   * by a non-admin (FORBIDDEN); demoting the farm's last active manager, a deactivated member
   * (BAD_USER_INPUT).
   */
  setFarmMemberRole: FarmMember;
  /** Pause (false) or resume (true). */
  setMaintenancePlanActive: MaintenancePlan;
  /** Sets a member's own hourly rate (0 or more; null: the farm's default). Needs users.manage. New entries only. */
  setMemberHourlyRate: LabourRate;
  /** Sets the farm's weekly capacity per technician (1 to 168 hours). Needs workorders.manage. */
  setPlanningCapacity: Scalars['Int']['output'];
  /** Grants or revokes global admin (admins only; never one's own: FORBIDDEN). */
  setUserAdmin: UserAccount;
  /** Changes the planned quantity (0 or more); the reservation follows, more only if it is available. */
  setWorkOrderPartPlan: WorkOrderPart;
  /** Signs in with e-mail and password. Wrong credentials: UNAUTHENTICATED. */
  signIn: AuthPayload;
  /** Exchanges a still-valid token for a fresh one. Invalid token: UNAUTHENTICATED 'Invalid token'. */
  signInWithToken: AuthPayload;
  /** Creates an account (no farm, role viewer). Taken e-mail: CONFLICT. */
  signUp: Scalars['Boolean']['output'];
  /**
   * Starts a timer on an order. A person has at most one running timer on a farm: another is
   * CONFLICT naming the order it runs on. Completing or cancelling the order stops its timers.
   */
  startLabourTimer: LabourEntry;
  /**
   * OPEN → IN_PROGRESS. An assignee with workorders.write, or a manager. Any other status:
   * BAD_USER_INPUT naming both statuses, and nothing changes (the same for every transition).
   */
  startWorkOrder: WorkOrder;
  /** Stops a running timer (its person's, or a manager): it gets its minutes and the rate in force now. Stopped already: the entry as it is. */
  stopLabourTimer: LabourEntry;
  /** Sets `read` to the value given (the contract's toggle-read-status); NOT_FOUND for an id the user has no item with. */
  toggleMessageRead: Message;
  /** Sets `read` to the value given (the contract's toggle-read-status); NOT_FOUND for an id the user has no item with. */
  toggleNotificationRead: Notification;
  /** Re-enters a locked session; behaves like `signIn`. */
  unlockSession: AuthPayload;
  /**
   * Changes the given fields of a chat (muted, unreadCount, lastMessage, lastMessageAt); its id,
   * contact and messages cannot be changed this way. Null when there is no such chat.
   */
  updateChat?: Maybe<Chat>;
  /** Changes the given fields of a contact; null when there is no such contact. */
  updateContact?: Maybe<Contact>;
  /**
   * Sets a contact's avatar from an image sent as a data URL (data:<type>;base64,…): a JPEG, PNG
   * or WebP image (its type is read from its bytes) of at most 8 MB, stored re-encoded and small.
   * Null when there is no such contact.
   */
  updateContactAvatar?: Maybe<Contact>;
  /** Renames a tag; null when there is no such tag. */
  updateContactTag?: Maybe<ContactTag>;
  /** Changes a downtime period (e.g. ends it). An assignee or a manager. */
  updateDowntime: DowntimePeriod;
  /** Needs equipment.write. */
  updateEquipment: Equipment;
  /** Renames or (de)activates a failure code. Needs workorders.manage. */
  updateFailureCode: FailureCode;
  /**
   * Sets the currency of a farm's amounts (admins only; FORBIDDEN for anyone else).
   * `currency` is an ISO 4217 code in capitals that the server knows, e.g. `EUR`; any other
   * value is BAD_USER_INPUT. Amounts are not converted: they are read in the new currency.
   */
  updateFarmCurrency: Farm;
  /** Changes the given fields of a product; null when there is no such product. */
  updateInventoryProduct?: Maybe<InventoryProduct>;
  /** Renames a product tag; null when there is no such tag. */
  updateInventoryTag?: Maybe<InventoryTag>;
  /** Changes a mail's states; null when there is no such mail. */
  updateMail?: Maybe<Mail>;
  /** Changes a label; null when there is no such label. */
  updateMailLabel?: Maybe<MailLabel>;
  /** Changes the given settings; answers them all. */
  updateMailboxSettings: MailboxSettings;
  updateMaintenancePlan: MaintenancePlan;
  /** Updates the signed-in user's own profile and status. */
  updateMe: User;
  updateMessage: Message;
  updateNotification: Notification;
  /** Changes the given fields of a card; null when there is no such card. */
  updateScrumboardCard?: Maybe<ScrumboardCard>;
  /**
   * Sets every card's position to its index in `cards` (up to 200), -1 for a card left out;
   * answers every card of the caller's, in stored order.
   */
  updateScrumboardCardPositions: Array<ScrumboardCard>;
  /** Changes up to 200 cards at once, all or none (every id must be the caller's); answers them in the order sent. */
  updateScrumboardCards: Array<ScrumboardCard>;
  /** Renames a label; null when there is no such label. */
  updateScrumboardLabel?: Maybe<ScrumboardLabel>;
  /** Changes the given fields of a list; null when there is no such list. */
  updateScrumboardList?: Maybe<ScrumboardList>;
  /** Changes up to 200 lists at once, all or none (every id must be the caller's); answers them in the order sent. */
  updateScrumboardLists: Array<ScrumboardList>;
  /** Changes the given fields; NOT_FOUND for an id the user has no shortcut with. */
  updateShortcut: Shortcut;
  /** Needs inventory.write. */
  updateSparePart: SparePart;
  /** Changes the given fields of a task; null when there is no such task. */
  updateTask?: Maybe<Task>;
  /** Renames a tag; null when there is no such tag. */
  updateTaskTag?: Maybe<TaskTag>;
  /** Needs workorders.manage; COMPLETED and CANCELLED orders are reopened first (BAD_USER_INPUT). */
  updateWorkOrder: WorkOrder;
  /**
   * Issues parts to the order: an ISSUE movement linked to it, valued at the part's unit cost,
   * which first uses what the order reserved. More than on hand, or than is available besides
   * the order's own reservation, is BAD_USER_INPUT and moves nothing.
   */
  useWorkOrderPart: WorkOrderPart;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationAddChecklistItemArgs = {
  input: AddChecklistItemInput;
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationAddDowntimeArgs = {
  input: DowntimeInput;
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationAddNoteTaskArgs = {
  content: Scalars['String']['input'];
  noteId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationAddWorkOrderCommentArgs = {
  input: AddWorkOrderCommentInput;
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationAdjustStockArgs = {
  partId: Scalars['ID']['input'];
  quantity: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationApproveMaintenanceRequestArgs = {
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  id: Scalars['ID']['input'];
  priority?: InputMaybe<WorkOrderPriority>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationAssignWorkOrderArgs = {
  assigneeIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationAttachWorkOrderPhotoArgs = {
  checklistItemId?: InputMaybe<Scalars['ID']['input']>;
  photoId: Scalars['ID']['input'];
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCancelWorkOrderArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCompleteWorkOrderArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<CompleteWorkOrderInput>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateContactTagArgs = {
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateEquipmentArgs = {
  input: CreateEquipmentInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateFailureCodeArgs = {
  input: CreateFailureCodeInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateFarmArgs = {
  input: CreateFarmInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateInventoryTagArgs = {
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateMailLabelArgs = {
  input: MailLabelInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateMaintenancePlanArgs = {
  farmId: Scalars['ID']['input'];
  input: MaintenancePlanInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateMessageArgs = {
  input: MessageInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateNoteArgs = {
  input: NoteInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateNoteLabelArgs = {
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateNotificationArgs = {
  input: NotificationInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateScrumboardCardArgs = {
  input: ScrumboardCardInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateScrumboardLabelArgs = {
  boardId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateScrumboardListArgs = {
  input: ScrumboardListInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateShortcutArgs = {
  input: ShortcutInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateSparePartArgs = {
  input: CreateSparePartInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateTaskArgs = {
  type: TaskType;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateTaskTagArgs = {
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationCreateWorkOrderArgs = {
  input: CreateWorkOrderInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeactivateFarmMemberArgs = {
  farmId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeclineMaintenanceRequestArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteContactArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteContactTagArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteInventoryProductArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteInventoryTagArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteLabourEntryArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteMailLabelArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteMaintenancePlanArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteNoteArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteNoteLabelArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteNotificationArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteScrumboardCardArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteScrumboardLabelArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteScrumboardListArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteShortcutArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteTaskArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDeleteTaskTagArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationDetachWorkOrderPhotoArgs = {
  photoId: Scalars['ID']['input'];
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationForgotPasswordArgs = {
  email: Scalars['EmailAddress']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationHoldWorkOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationInviteFarmMemberArgs = {
  input: InviteFarmMemberInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationIssueStockArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  partId: Scalars['ID']['input'];
  quantity: Scalars['Float']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationLogLabourArgs = {
  input: LogLabourInput;
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationMarkAllMessagesAsReadArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationMarkAllNotificationsAsReadArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationOpenCorrectiveFromChecklistItemArgs = {
  input?: InputMaybe<OpenCorrectiveInput>;
  itemId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationPlanWorkOrderPartArgs = {
  input: PlanWorkOrderPartInput;
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationReactivateFarmMemberArgs = {
  farmId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationReceiveStockArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  partId: Scalars['ID']['input'];
  quantity: Scalars['Float']['input'];
  unitCost?: InputMaybe<Scalars['Float']['input']>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRecordChecklistResultArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  result?: InputMaybe<ChecklistResult>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRecordMeterReadingArgs = {
  equipmentId: Scalars['ID']['input'];
  readAt?: InputMaybe<Scalars['DateTime']['input']>;
  value: Scalars['Float']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRecordWorkOrderFailureArgs = {
  id: Scalars['ID']['input'];
  input: WorkOrderFailureInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRemoveChecklistItemArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRemoveDowntimeArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRemoveWorkOrderPartArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRenameNoteLabelArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationReopenWorkOrderArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationReorderTasksArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationReplaceNoteArgs = {
  id: Scalars['ID']['input'];
  input: NoteInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRescheduleWorkOrderArgs = {
  id: Scalars['ID']['input'];
  input: RescheduleWorkOrderInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationResumeWorkOrderArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRetireEquipmentArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationReturnWorkOrderPartArgs = {
  input: WorkOrderPartMovementInput;
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRevokeFarmInvitationArgs = {
  farmId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRotateRequestTokenArgs = {
  equipmentId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationRunPlanSchedulerArgs = {
  farmId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSendChatMessageArgs = {
  chatId: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetAccountActiveArgs = {
  active: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetCourseProgressArgs = {
  id: Scalars['ID']['input'];
  input: CourseProgressInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetFarmDefaultHourlyRateArgs = {
  farmId: Scalars['ID']['input'];
  rate?: InputMaybe<Scalars['Float']['input']>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetFarmMemberRoleArgs = {
  farmId: Scalars['ID']['input'];
  role: FarmRole;
  userId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetMaintenancePlanActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetMemberHourlyRateArgs = {
  farmId: Scalars['ID']['input'];
  rate?: InputMaybe<Scalars['Float']['input']>;
  userId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetPlanningCapacityArgs = {
  farmId: Scalars['ID']['input'];
  weeklyCapacityHours: Scalars['Int']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetUserAdminArgs = {
  admin: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSetWorkOrderPartPlanArgs = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Float']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSignInWithTokenArgs = {
  accessToken: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationSignUpArgs = {
  input: SignUpInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationStartLabourTimerArgs = {
  input?: InputMaybe<StartLabourTimerInput>;
  workOrderId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationStartWorkOrderArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationStopLabourTimerArgs = {
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationToggleMessageReadArgs = {
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationToggleNotificationReadArgs = {
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUnlockSessionArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateChatArgs = {
  id: Scalars['ID']['input'];
  input: ChatPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateContactArgs = {
  id: Scalars['ID']['input'];
  input: ContactPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateContactAvatarArgs = {
  avatar: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateContactTagArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateDowntimeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateDowntimeInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateEquipmentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEquipmentInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateFailureCodeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateFailureCodeInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateFarmCurrencyArgs = {
  currency: Scalars['String']['input'];
  farmId: Scalars['ID']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateInventoryProductArgs = {
  id: Scalars['ID']['input'];
  input: InventoryProductPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateInventoryTagArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateMailArgs = {
  id: Scalars['ID']['input'];
  input: MailPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateMailLabelArgs = {
  id: Scalars['ID']['input'];
  input: MailLabelPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateMailboxSettingsArgs = {
  input: MailboxSettingsPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateMaintenancePlanArgs = {
  id: Scalars['ID']['input'];
  input: MaintenancePlanInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateMeArgs = {
  input: UpdateMeInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateMessageArgs = {
  id: Scalars['ID']['input'];
  input: MessagePatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateNotificationArgs = {
  id: Scalars['ID']['input'];
  input: NotificationPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateScrumboardCardArgs = {
  id: Scalars['ID']['input'];
  input: ScrumboardCardPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateScrumboardCardPositionsArgs = {
  cards: Array<ScrumboardCardPlace>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateScrumboardCardsArgs = {
  cards: Array<ScrumboardCardUpdate>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateScrumboardLabelArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateScrumboardListArgs = {
  id: Scalars['ID']['input'];
  input: ScrumboardListPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateScrumboardListsArgs = {
  lists: Array<ScrumboardListUpdate>;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateShortcutArgs = {
  id: Scalars['ID']['input'];
  input: ShortcutPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateSparePartArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSparePartInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateTaskArgs = {
  id: Scalars['ID']['input'];
  input: TaskPatch;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateTaskTagArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUpdateWorkOrderArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWorkOrderInput;
};

/** Writes. Each domain adds its own with `extend type Mutation`. */
export type MutationUseWorkOrderPartArgs = {
  input: WorkOrderPartMovementInput;
  workOrderId: Scalars['ID']['input'];
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

/** A note of the notes demo app; each account has its own notes. */
export type Note = {
  __typename?: 'Note';
  archived: Scalars['Boolean']['output'];
  /** Stored as given; sanitised where it is rendered. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** An image's address or inline data. */
  image?: Maybe<Scalars['String']['output']>;
  /** The note's labels; null stands for a label id that names no label. */
  labels: Array<Maybe<NoteLabel>>;
  reminder?: Maybe<Scalars['DateTime']['output']>;
  /** The note's task list; null when it has none. */
  tasks?: Maybe<Array<NoteTask>>;
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A note, whole: a field left out gets its blank value (empty text, no tasks, not archived). */
export type NoteInput = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to now for a new note, and to the stored value when a note is replaced. */
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  /** Label ids. */
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
  reminder?: InputMaybe<Scalars['DateTime']['input']>;
  tasks?: InputMaybe<Array<NoteTaskInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A label of the notes demo app. Each account has its own labels, seeded from the demo data. */
export type NoteLabel = {
  __typename?: 'NoteLabel';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A page of notes, in stored order (created notes come last). */
export type NotePage = {
  __typename?: 'NotePage';
  items: Array<Note>;
  pagination: DemoPagination;
};

/** An item of a note's task list. */
export type NoteTask = {
  __typename?: 'NoteTask';
  completed: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** An item of a note's task list, as written. */
export type NoteTaskInput = {
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  content: Scalars['String']['input'];
  /** Kept when given; a new item without one gets a fresh id. */
  id?: InputMaybe<Scalars['ID']['input']>;
};

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
  /**
   * Set on notifications the server writes (such as `lowStock`): a client translates
   * `notifications.messages.<messageKey>` with `messageParams` instead of showing `title` and
   * `description`, which hold the English text.
   */
  messageKey?: Maybe<Scalars['String']['output']>;
  /** Values for the translated text (strings and numbers). */
  messageParams?: Maybe<Scalars['JSON']['output']>;
  read: Scalars['Boolean']['output'];
  /** Set with `read` by mark-all-as-read. */
  seen: Scalars['Boolean']['output'];
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

/** A named series of numbers, one per label of its chart. */
export type NumberSeries = {
  __typename?: 'NumberSeries';
  data: Array<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  /** How the chart draws it (line, column), where the sample says. */
  type?: Maybe<Scalars['String']['output']>;
};

/** What opening a corrective order from a failed checklist item records; the machine is the item's order's. */
export type OpenCorrectiveInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** The machine is stopped: it goes DOWN until the new order is completed or cancelled. */
  equipmentDown?: InputMaybe<Scalars['Boolean']['input']>;
  /** Optional id chosen by the client (a UUID): sending it again opens nothing more. */
  id?: InputMaybe<Scalars['ID']['input']>;
  priority?: InputMaybe<WorkOrderPriority>;
  /** By default: the item's text. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** What a machine's operating time was measured by. */
export type OperatingTimeBasis =
  /** The period less the machine's downtime: it has no hours meter, or no reading in the period moved it. */
  | 'CALENDAR'
  /** Hours its HOURS meter advanced over the period: the last reading in the period less the last before it (else the first in it). */
  | 'METER';

/** One type's work in the period. */
export type OrderTypeWork = {
  __typename?: 'OrderTypeWork';
  completedOrders: Scalars['Int']['output'];
  labourHours: Scalars['Float']['output'];
  type: WorkOrderType;
};

/** Cursor pagination state of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Opaque cursor of the last edge; pass it as `after` for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A page of the app shell (an entry of its navigation) that global search found by its title. */
export type PageSearchResult = {
  __typename?: 'PageSearchResult';
  /** Where the page opens (the entry's link). */
  link: Scalars['String']['output'];
  /** The navigation entry, as `navigation` answers it (its title is a translation key). */
  page: NavigationItem;
  /** The page's title in the language asked for: the text that was matched. */
  value: Scalars['String']['output'];
};

/** One part's consumption in the period, in its unit. */
export type PartConsumption = {
  __typename?: 'PartConsumption';
  issued: Scalars['Float']['output'];
  /** issued − returned. */
  net: Scalars['Float']['output'];
  netValue: Scalars['Float']['output'];
  part: SparePart;
  returned: Scalars['Float']['output'];
  /** netValue / PartsConsumptionReport.netValue; null when that is 0. */
  share?: Maybe<Scalars['Float']['output']>;
};

/** Unit a spare part is counted in. */
export type PartUnit = 'KG' | 'L' | 'M' | 'PCS';

/**
 * Parts out of stock in the period: ISSUE movements less RETURN movements, with or without a
 * work order (only those of the filter's machines' orders when filtered), valued at each
 * movement's unit cost (for a movement recorded without one, the part's unit cost today).
 */
export type PartsConsumptionReport = {
  __typename?: 'PartsConsumptionReport';
  issuedValue: Scalars['Float']['output'];
  /** issuedValue − returnedValue. */
  netValue: Scalars['Float']['output'];
  /** Parts with an issue or a return in the period. */
  parts: Scalars['Int']['output'];
  returnedValue: Scalars['Float']['output'];
  /** The parts with the highest net value, at most `top`. */
  top: Array<PartConsumption>;
};

/**
 * A photo of a farm's records, served only to the farm's members: its addresses carry their
 * own short-lived permission (valid 15 to 20 minutes), since an <img> sends no token. Upload
 * one with POST /api/photos (multipart field `photo`, the farm in X-Farm-Id), then attach it.
 */
export type Photo = {
  __typename?: 'Photo';
  createdAt: Scalars['DateTime']['output'];
  /** Who uploaded it; null for a photo sent with a maintenance request (no account) or a deleted account. */
  createdBy?: Maybe<WorkOrderPerson>;
  id: Scalars['ID']['output'];
  /** A WebP of at most 320 px a side. */
  thumbnailUrl: Scalars['String']['output'];
  /** The image, re-encoded upright without metadata, at most 2560 px a side. */
  url: Scalars['String']['output'];
};

/** How a plan counts its next service from the last one. */
export type PlanAnchor =
  /** From the plan's start, every interval (a late service does not shift the next). */
  | 'FIXED'
  /** From the last completion (a late service shifts the next). */
  | 'FLOATING';

/** The point a plan's next service is due at, and when it is expected. */
export type PlanDue = {
  __typename?: 'PlanDue';
  /** The first, break-in service. */
  breakIn: Scalars['Boolean']['output'];
  /** The calendar side: the day it falls due (in the season, if any). */
  date?: Maybe<Scalars['LocalDate']['output']>;
  /** The earlier of `date` and the meter's day: the order's due date. */
  dueDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Within the lead time: the scheduler opens the order on its next run. */
  dueNow: Scalars['Boolean']['output'];
  /** The due point's stable key, which the order opened for it carries. */
  key?: Maybe<Scalars['String']['output']>;
  /** The meter side: the meter value it falls due at. */
  meter?: Maybe<Scalars['Float']['output']>;
  /** When the meter value is expected at the machine's recent pace (null without a pace). */
  projectedDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The machine's recent meter units per day (null when unknown). */
  ratePerDay?: Maybe<Scalars['Float']['output']>;
};

/**
 * One expected due point of an active plan on the planning calendar: a forecast, not an order.
 * The first point is the plan's next due (it may be overdue); each later one assumes the service
 * before it is done on its due day, with the meter it will have reached at the machine's pace.
 */
export type PlanForecast = {
  __typename?: 'PlanForecast';
  /** The plan's first, break-in service. */
  breakIn: Scalars['Boolean']['output'];
  /** The day the point is expected due, in the farm's calendar (before today when overdue). */
  dueDate: Scalars['LocalDate']['output'];
  /** The plan's machine. */
  equipment: Equipment;
  /**
   * An order of the plan not yet completed or cancelled serves this point: one opened for its
   * key, or, for the plan's next point, the plan's open order (the scheduler opens no second
   * one, and completing it moves the plan on). The calendar shows that order itself, so a
   * client may hide such forecasts or mark them as covered.
   */
  hasOpenOrder: Scalars['Boolean']['output'];
  /** The due point's stable key (an order opened for it carries the same key). */
  key: Scalars['String']['output'];
  /** The meter value it falls due at (null for a calendar-only point). */
  meter?: Maybe<Scalars['Float']['output']>;
  /** Its due date is before the farm's today. */
  overdue: Scalars['Boolean']['output'];
  plan: MaintenancePlan;
};

/** A due point a plan closed: served by a completed order, or skipped by cancelling its order. */
export type PlanLastDone = {
  __typename?: 'PlanLastDone';
  /** The day the order was completed (or cancelled). */
  date: Scalars['LocalDate']['output'];
  /** The due point that order was for. */
  key?: Maybe<Scalars['String']['output']>;
  /** The machine's meter then. */
  meter?: Maybe<Scalars['Float']['output']>;
};

/** One part a plan's orders plan (and reserve) each time. */
export type PlanPart = {
  __typename?: 'PlanPart';
  part?: Maybe<SparePart>;
  partId: Scalars['ID']['output'];
  quantity: Scalars['Float']['output'];
};

/** One part of a plan's parts template. */
export type PlanPartInput = {
  partId: Scalars['ID']['input'];
  /** Above 0, at most 1,000,000. */
  quantity: Scalars['Float']['input'];
};

/** What one scheduler run opened. */
export type PlanSchedulerRun = {
  __typename?: 'PlanSchedulerRun';
  opened: Scalars['Int']['output'];
  orders: Array<WorkOrder>;
};

/** A part to plan on an order. */
export type PlanWorkOrderPartInput = {
  /** Optional id chosen by the client (a UUID): sending it again plans nothing more and returns the first line. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A part of the order's farm that is not on the order yet (CONFLICT if it is). */
  partId: Scalars['ID']['input'];
  /** More than 0 and at most what is available (on hand − reserved); more is BAD_USER_INPUT naming what is. */
  quantity: Scalars['Float']['input'];
};

/** A work order on the planning calendar. */
export type PlannedOrder = {
  __typename?: 'PlannedOrder';
  basis: PlanningBasis;
  /** The day it shows on: the scheduled start's day, else the due date. */
  day: Scalars['LocalDate']['output'];
  order: WorkOrder;
};

/**
 * Planned against reactive work in the period: orders completed in it, and hours of labour
 * entries started in it, per type (PREVENTIVE = planned, CORRECTIVE = reactive).
 */
export type PlannedReactiveReport = {
  __typename?: 'PlannedReactiveReport';
  /** Both types, PREVENTIVE first, zeros included. */
  byType: Array<OrderTypeWork>;
  /** Preventive share of the labour hours; null without labour. */
  plannedHourShare?: Maybe<Scalars['Float']['output']>;
  /** Preventive share of the completed orders; null when none was completed. */
  plannedOrderShare?: Maybe<Scalars['Float']['output']>;
};

/**
 * A farm's planning calendar over a range. The plans module adds the preventive plans'
 * forecast due dates as a separate list (`extend type Planning`), apart from existing orders.
 */
export type Planning = {
  __typename?: 'Planning';
  farmId: Scalars['ID']['output'];
  /**
   * The active plans' expected due points in the range, up to 90 days after the farm's today
   * (later days have none), by due date then plan title (each plan's points are counted from its next due, at most 100,
   * more than a daily plan has in 90 days). Machines
   * that are RETIRED are left out. The filter applies as to orders: equipmentId the plan's
   * machine, assigneeIds the plan's default assignee, and a type filter without PREVENTIVE
   * leaves none (every forecast is preventive).
   */
  forecasts: Array<PlanForecast>;
  from: Scalars['LocalDate']['output'];
  /**
   * Orders of every status: those scheduled over a day of the range (scheduledStart to
   * scheduledEnd), and the unscheduled ones due in it. Day, then start, then number; at most 2,000.
   */
  orders: Array<PlannedOrder>;
  to: Scalars['LocalDate']['output'];
  /** Hours a technician may be planned per week (a farm setting, 1 to 168, 40 by default). */
  weeklyCapacityHours: Scalars['Int']['output'];
  /** Per technician and ISO week, by name then week; only technicians with orders in the range. */
  workload: Array<TechnicianWeek>;
};

/** Why an order is on a given day of the planning calendar. */
export type PlanningBasis =
  /** It has no schedule: its due date. */
  | 'DUE_DATE'
  /** Its scheduledStart's day (UTC). */
  | 'SCHEDULED';

/** Filters of the planning calendar; all given ones must match. */
export type PlanningFilter = {
  /** Orders assigned to any of these members (at most 50). */
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  equipmentId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Array<WorkOrderType>>;
};

/**
 * PM compliance. A preventive order is due on the day its plan's due point fell due
 * (plan_due_date, which editing the order's due date does not move) or, for an order no plan
 * opened, its due date; those due from `from` to `to` count, orders without either do not.
 */
export type PmComplianceReport = {
  __typename?: 'PmComplianceReport';
  /** Compliance = onTime / due; null when nothing was due. */
  compliance?: Maybe<Scalars['Float']['output']>;
  /** onTime + late + missed. */
  due: Scalars['Int']['output'];
  /** The late and missed orders, by due day then number (at most `first`, 1 to 500). */
  exceptions: Array<PmException>;
  late: Scalars['Int']['output'];
  missed: Scalars['Int']['output'];
  /** Open and not yet past their due day: left out of `due`. */
  notYetDue: Scalars['Int']['output'];
  onTime: Scalars['Int']['output'];
};

/**
 * PM compliance. A preventive order is due on the day its plan's due point fell due
 * (plan_due_date, which editing the order's due date does not move) or, for an order no plan
 * opened, its due date; those due from `from` to `to` count, orders without either do not.
 */
export type PmComplianceReportExceptionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A preventive order that was late or missed. */
export type PmException = {
  __typename?: 'PmException';
  /** The farm's day it was completed on; null unless completed. */
  completedOn?: Maybe<Scalars['LocalDate']['output']>;
  /** Days from the due day to completion, or to today while open; 0 for a cancelled order. */
  daysLate: Scalars['Int']['output'];
  /** The day it was due (plan_due_date, else due date). */
  dueDate: Scalars['LocalDate']['output'];
  order: WorkOrder;
  /** LATE or MISSED. */
  outcome: PmOutcome;
};

/** How a preventive order due in the period turned out. */
export type PmOutcome =
  /** Completed after its due day. */
  | 'LATE'
  /** Cancelled, or still open after its due day. */
  | 'MISSED'
  /** Still open and its due day is today or later: not counted yet. */
  | 'NOT_YET_DUE'
  /** Completed on or before its due day (the farm's day it was completed on). */
  | 'ON_TIME';

/** A named series of points. */
export type PointSeries = {
  __typename?: 'PointSeries';
  data: Array<ChartPoint>;
  name: Scalars['String']['output'];
};

/** A price chart. */
export type PriceChart = {
  __typename?: 'PriceChart';
  series: Array<PointSeries>;
};

/** The project dashboard (the maintenance team's). */
export type ProjectDashboard = {
  __typename?: 'ProjectDashboard';
  budgetDetails: BudgetDetails;
  budgetDistribution: BudgetDistribution;
  githubIssues: IssuesChart;
  monthlyExpenses: AmountChart;
  schedule: Schedule;
  taskDistribution: TaskDistribution;
  teamMembers: Array<TeamMember>;
  weeklyExpenses: AmountChart;
  yearlyExpenses: AmountChart;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type Query = {
  __typename?: 'Query';
  /** The academy's categories, sorted by title. */
  academyCategories: Array<AcademyCategory>;
  /** The activity feed, newest first: zero-based `page` (default 0), `size` 1 to 100 (default 20). */
  activities: ActivityPage;
  analyticsDashboard: AnalyticsDashboard;
  /** This installation's settings for the web app; answered without signing in. */
  appConfig: AppConfig;
  /** One chat of the caller's; null when there is none with that id. */
  chat?: Maybe<Chat>;
  /** One chat contact; null when there is none with that id. */
  chatContact?: Maybe<ChatContact>;
  /** The chat contacts, sorted by name. */
  chatContacts: ChatContactPage;
  /** The caller's chat profile. */
  chatProfile: ChatProfile;
  /** The caller's chats, in stored order, each with its contact and messages. */
  chats: ChatPage;
  /** One contact of the caller's; null when there is none with that id. */
  contact?: Maybe<Contact>;
  /** The caller's contact tags, newest first. */
  contactTags: Array<ContactTag>;
  /** The caller's contacts sorted by name; with `query`, those whose name contains it (case-insensitive). */
  contacts: ContactPage;
  /** Every country, named in `lang` and sorted by that name. */
  countries: Array<Country>;
  /** One course with the caller's progress; null when there is none with that id. */
  course?: Maybe<Course>;
  /** The courses in data order, optionally of one category (its slug), with the caller's progress. */
  courses: CoursePage;
  cryptoDashboard: CryptoDashboard;
  /** The farm's dashboard; any member of the farm may read it. */
  dashboard: Dashboard;
  /** One machine; NOT_FOUND when it does not exist, FORBIDDEN when its farm is not the user's. */
  equipment?: Maybe<Equipment>;
  /** Machines of a farm, filtered, sorted and paginated on the server. */
  equipmentList: EquipmentConnection;
  /** A farm's failure codes, by kind then label; only active ones unless asked. */
  failureCodes: Array<FailureCode>;
  /** One farm; FORBIDDEN when the user may not access it, NOT_FOUND when it does not exist. */
  farm?: Maybe<Farm>;
  /** The farm's invitations, newest first; `status` filters. Needs users.manage there. */
  farmInvitations: FarmInvitationConnection;
  /** The farm's members (active and deactivated unless filtered), by name. Needs users.manage there: FORBIDDEN otherwise. */
  farmMembers: FarmMemberConnection;
  /** Farms the user may work in: every farm for admins, their own farms for others. */
  farms: Array<Farm>;
  /**
   * A folder of the caller's file manager: `folderId` null (or the text 'null') is the root; an
   * unknown folder holds nothing.
   */
  fileManager: FileManagerFolder;
  financeDashboard: FinanceDashboard;
  /**
   * Searches the signed-in account's contacts and tasks and the app's pages for `query` (at
   * most 200 characters; case-insensitive substring). Page titles are matched in `lang`.
   */
  globalSearch: GlobalSearch;
  /** Liveness probe; always true. */
  health: Scalars['Boolean']['output'];
  /** Every FAQ category with its FAQs; with a slug, a list of that one category (empty when unknown). */
  helpCenterFaqs: Array<FaqCategory>;
  /** The category with the one guide of that slug in it; null when either is unknown. */
  helpCenterGuide?: Maybe<GuideCategory>;
  /**
   * Without a slug: every guide category with its first `limit` guides (1 to 100, default 5).
   * With a slug: a list of that one category with all its guides (empty when unknown).
   */
  helpCenterGuides: Array<GuideCategory>;
  /**
   * The icon set as the path api/ui/icons/{set} names it: feather, heroicons-outline, heroicons-solid,
   * heroicons-mini, material-solid, material-outline or material-twotone (at most 64 characters);
   * null for any other name.
   */
  iconSet?: Maybe<IconSet>;
  /** The names `iconSet` takes, in the spec's order. */
  iconSetNames: Array<Scalars['String']['output']>;
  /** The brands, in data order. */
  inventoryBrands: Array<InventoryBrand>;
  /** The product categories, in data order. */
  inventoryCategories: Array<InventoryCategory>;
  /** One product of the caller's; null when there is none with that id. */
  inventoryProduct?: Maybe<InventoryProduct>;
  /**
   * A page of the caller's products whose name contains `search` (case-insensitive), sorted by
   * `sort` in `order` (ties in data order). `page` is zero-based (REST's default is 1, the
   * original's; here it is the first page); `size` 1 to 100.
   */
  inventoryProducts: InventoryProductPage;
  /** The caller's product tags, newest first. */
  inventoryTags: Array<InventoryTag>;
  /** The vendors, in data order. */
  inventoryVendors: Array<InventoryVendor>;
  /** What an invitation link offers; no sign-in needed. Unknown token: NOT_FOUND. Limited per client address like sign-in. */
  invitation: InvitationPreview;
  /** The farm's members by name with their hourly rates. Needs users.manage (managers). */
  labourRates: Array<LabourRate>;
  /** Supported interface languages. */
  languages: Array<Language>;
  /** One mail of the caller's; null when there is none with that id. */
  mail?: Maybe<Mail>;
  /** The filters. */
  mailFilters: Array<MailFilter>;
  /** The folders, each with the caller's count. */
  mailFolders: Array<MailFolder>;
  /** The caller's labels in stored order (new ones last). */
  mailLabels: Array<MailLabel>;
  /** The caller's mailbox settings. */
  mailboxSettings: MailboxSettings;
  /**
   * The caller's mails in a folder, kept by a filter (starred, important or unread) or carrying
   * a label, by slug: exactly one of the three (else BAD_USER_INPUT). Newest first; `page` is
   * zero-based, `size` 1 to 100. An unknown slug lists nothing.
   */
  mails: MailPage;
  maintenancePlan?: Maybe<MaintenancePlan>;
  /**
   * A farm's plans (not deleted), by title; members of the farm. `dueWithinDays` (1 to 366)
   * keeps the active plans whose next due date is at most that many days after the farm's
   * today, overdue ones included, open order or not (machines that are RETIRED left out):
   * with 7, exactly the plans the dashboard's plansDueSoon counts.
   */
  maintenancePlans: MaintenancePlanConnection;
  /** One request; NOT_FOUND when it does not exist, FORBIDDEN without workorders.manage on its farm. */
  maintenanceRequest?: Maybe<MaintenanceRequest>;
  /** A farm's maintenance requests, newest first; `status` keeps those in any of the given ones. Needs workorders.manage. */
  maintenanceRequests: MaintenanceRequestConnection;
  /** The signed-in user. */
  me: User;
  /** The user's messages, newest first: account-wide ones plus, when `farmId` is given, that farm's. */
  messages: Array<Message>;
  /**
   * Main navigation for the signed-in user: the sections their role lets them open in `farmId`
   * (default: the farm the request names in `x-farm-id`, else their first farm).
   */
  navigation: Navigation;
  /** One note of the caller's; null when there is none with that id. */
  note?: Maybe<Note>;
  /** The caller's note labels, in stored order. */
  noteLabels: Array<NoteLabel>;
  /** The caller's notes, in stored order, optionally only (not) archived or with a label. */
  notes: NotePage;
  /** The user's notifications, newest first: account-wide ones plus, when `farmId` is given, that farm's. */
  notifications: Array<Notification>;
  /**
   * A farm's planning calendar from `from` to `to` (inclusive, at most 62 days, else
   * BAD_USER_INPUT). Members of the farm read it.
   */
  planning: Planning;
  projectDashboard: ProjectDashboard;
  /**
   * The farm's reports over a period. Needs `reports.view` on the farm (every role has it;
   * FORBIDDEN for anyone else). A reversed period, one over 366 days or starting after the
   * farm's today is BAD_USER_INPUT. The same figures come as CSV from
   * GET /api/reports/<report>.csv?farmId=…&from=…&to=…[&equipmentId=…][&category=…].
   */
  reports: Reports;
  /** The signed-in user's running timer on a farm, if any. */
  runningLabourTimer?: Maybe<LabourEntry>;
  /** One of the caller's boards with its lists, cards and labels; null when there is none with that id. */
  scrumboard?: Maybe<Scrumboard>;
  /** A board's labels, newest first; empty for an unknown board. */
  scrumboardLabels: Array<ScrumboardLabel>;
  /** The caller's boards. */
  scrumboards: ScrumboardPage;
  /**
   * Tasks whose title or notes contain `query` (case-insensitive), in stored order, with the
   * matches marked in the title; null for an empty query.
   */
  searchTasks?: Maybe<TaskPage>;
  /** The user's shortcuts, newest first unless they were put in another order. */
  shortcuts: Array<Shortcut>;
  /** One part with its ledger. */
  sparePart?: Maybe<SparePart>;
  /** Spare parts of a farm, filtered, sorted and paginated on the server. */
  spareParts: SparePartConnection;
  /** One task of the caller's; null when there is none with that id. */
  task?: Maybe<Task>;
  /** The people tasks can be assigned to. */
  taskMembers: Array<TaskMember>;
  /** The caller's task tags, newest first. */
  taskTags: Array<TaskTag>;
  /** The caller's tasks and sections by their order. */
  tasks: TaskPage;
  /** Every account, by name (admins only: FORBIDDEN otherwise). */
  userAccounts: UserAccountConnection;
  /** One work order; NOT_FOUND when it does not exist, FORBIDDEN when its farm is not the user's. */
  workOrder?: Maybe<WorkOrder>;
  /** The members of a farm who may be assigned work orders (technicians and managers), by name. */
  workOrderAssignees: Array<WorkOrderPerson>;
  /** Work orders of a farm, filtered, sorted and paginated on the server. */
  workOrders: WorkOrderConnection;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryActivitiesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryChatArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryChatContactArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryChatContactsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryChatsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryContactArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryContactsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryCountriesArgs = {
  lang?: InputMaybe<CountryNameLanguage>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryCourseArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryCoursesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryDashboardArgs = {
  farmId: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryEquipmentArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryEquipmentListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  farmId: Scalars['ID']['input'];
  filter?: InputMaybe<EquipmentFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<EquipmentSort>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryFailureCodesArgs = {
  farmId: Scalars['ID']['input'];
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<FailureCodeKind>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryFarmArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryFarmInvitationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  farmId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Array<InvitationStatus>>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryFarmMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  farmId: Scalars['ID']['input'];
  filter?: InputMaybe<FarmMemberFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryFileManagerArgs = {
  folderId?: InputMaybe<Scalars['ID']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryGlobalSearchArgs = {
  lang?: InputMaybe<SearchLanguage>;
  query: Scalars['String']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryHelpCenterFaqsArgs = {
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryHelpCenterGuideArgs = {
  categorySlug: Scalars['String']['input'];
  guideSlug: Scalars['String']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryHelpCenterGuidesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryIconSetArgs = {
  set: Scalars['String']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryInventoryProductArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryInventoryProductsArgs = {
  order?: InputMaybe<SortDirection>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<InventoryProductSort>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryLabourRatesArgs = {
  farmId: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryMailArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryMailsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryMaintenancePlanArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryMaintenancePlansArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  dueWithinDays?: InputMaybe<Scalars['Int']['input']>;
  equipmentId?: InputMaybe<Scalars['ID']['input']>;
  farmId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryMaintenanceRequestArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryMaintenanceRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  farmId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Array<MaintenanceRequestStatus>>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryMessagesArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryNavigationArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryNoteArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryNotesArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  labelId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryNotificationsArgs = {
  farmId?: InputMaybe<Scalars['ID']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryPlanningArgs = {
  farmId: Scalars['ID']['input'];
  filter?: InputMaybe<PlanningFilter>;
  from: Scalars['LocalDate']['input'];
  to: Scalars['LocalDate']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryReportsArgs = {
  farmId: Scalars['ID']['input'];
  filter?: InputMaybe<ReportFilter>;
  period: ReportPeriodInput;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryRunningLabourTimerArgs = {
  farmId: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryScrumboardArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryScrumboardLabelsArgs = {
  boardId: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryScrumboardsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QuerySearchTasksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QuerySparePartArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QuerySparePartsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  farmId: Scalars['ID']['input'];
  filter?: InputMaybe<SparePartFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SparePartSort>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryTasksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryUserAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<UserAccountFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryWorkOrderArgs = {
  id: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryWorkOrderAssigneesArgs = {
  farmId: Scalars['ID']['input'];
};

/** FarmMaint graph. Root operation types are extended per domain in `schema/<area>/<domain>.graphql`. */
export type QueryWorkOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  farmId: Scalars['ID']['input'];
  filter?: InputMaybe<WorkOrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<WorkOrderSort>;
};

/** Downtime recorded with one reason. */
export type ReasonDowntime = {
  __typename?: 'ReasonDowntime';
  /** Σ of its periods' parts inside the period. */
  hours: Scalars['Float']['output'];
  periods: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
  /** hours / Σ of every reason's hours. */
  share: Scalars['Float']['output'];
};

/**
 * Reliability over the period. A failure is a corrective order, not cancelled, that holds its
 * machine down ("equipment down") or has a downtime period, whose failure time (else its
 * creation) lies in the period. A repair is a corrective order, not cancelled, with downtime
 * inside the period; its repair time is that downtime. Downtime is the union of a machine's
 * downtime periods inside the period (overlapping periods of two orders count once).
 */
export type ReliabilityReport = {
  __typename?: 'ReliabilityReport';
  /** (machines × periodHours − downtimeHours) / (machines × periodHours); null without machines. */
  availability?: Maybe<Scalars['Float']['output']>;
  /** One row per machine counted, most failures first, then most downtime, then by code. */
  byMachine: Array<MachineReliability>;
  /** Σ of the machines' downtime, in hours. */
  downtimeHours: Scalars['Float']['output'];
  failures: Scalars['Int']['output'];
  /** Machines counted: those of the filter that are not retired, and any with a failure or downtime in the period. */
  machines: Scalars['Int']['output'];
  /** MTBF for the farm = operatingHours / failures, in hours; null without failures. */
  mtbfHours?: Maybe<Scalars['Float']['output']>;
  /** MTTR for the farm = repairHours / repairs, in hours; null without repairs. */
  mttrHours?: Maybe<Scalars['Float']['output']>;
  /** Σ of the machines' operating hours. */
  operatingHours: Scalars['Float']['output'];
  /** Σ of the repairs' downtime inside the period, in hours. */
  repairHours: Scalars['Float']['output'];
  repairs: Scalars['Int']['output'];
};

/** Narrows the reports to some machines; both given: machines matching both. */
export type ReportFilter = {
  category?: InputMaybe<EquipmentCategory>;
  /** One machine of the farm (NOT_FOUND otherwise). */
  equipmentId?: InputMaybe<Scalars['ID']['input']>;
};

/** The period of a report: whole days of the farm's calendar. */
export type ReportPeriodInput = {
  /** The first day. */
  from: Scalars['LocalDate']['input'];
  /** The last day, inclusive: on or after `from`, at most 366 days in all, and `from` not after the farm's today. */
  to: Scalars['LocalDate']['input'];
};

/**
 * The farm's reports over one period, each field a report computed in SQL when asked for.
 * The period is whole days of the farm's calendar (its time zone): from the first instant of
 * `from` to the first instant after `to`, or to now when the period reaches today. Every
 * figure stops at `periodEnd`: a downtime period, labour entry or stock movement that
 * straddles a boundary counts only its part inside; a downtime period still open counts
 * until `periodEnd`. Hours are rounded to 0.01, shares and ratios (0 to 1) to 0.0001, money
 * to the cent, in the farm's `currency`. The machine filter (`equipmentId`, `category`)
 * narrows every report to orders, downtime and costs of those machines, except `stockValue`
 * (the store's parts belong to no machine) and `partsConsumption` issues made without a work
 * order, which only count unfiltered.
 */
export type Reports = {
  __typename?: 'Reports';
  /** Today's open orders by age and priority (the period does not change it). */
  backlog: BacklogReport;
  /** The category filter, as given. */
  category?: Maybe<EquipmentCategory>;
  /** Maintenance cost by month, machine and category, parts apart from labour. */
  cost: CostReport;
  /** ISO 4217 code of every amount. */
  currency: Scalars['String']['output'];
  /** Downtime by machine and by reason. */
  downtime: DowntimeReport;
  /** The machine filter, as given. */
  equipmentId?: Maybe<Scalars['ID']['output']>;
  /** Failures by problem code, by cause code and by machine, most first (Pareto). */
  failurePareto: FailureParetoReport;
  farmId: Scalars['ID']['output'];
  from: Scalars['LocalDate']['output'];
  /** Parts taken out of stock in the period (issues less returns); `top` (1 to 100) parts by net value. */
  partsConsumption: PartsConsumptionReport;
  /** Where the figures stop: the first instant after `to` in the farm's time zone, or now while that is still to come. */
  periodEnd: Scalars['DateTime']['output'];
  /** periodEnd − periodStart, in hours (a day of a daylight-saving change has 23 or 25). */
  periodHours: Scalars['Float']['output'];
  /** The first instant of `from` in the farm's time zone. */
  periodStart: Scalars['DateTime']['output'];
  /** Preventive (planned) against corrective (reactive) work. */
  plannedVsReactive: PlannedReactiveReport;
  /** Preventive orders done by their due day, with the late and missed ones. */
  pmCompliance: PmComplianceReport;
  /** MTBF, MTTR and availability per machine and for the farm. */
  reliability: ReliabilityReport;
  /** The value of the store at the start of the period and at the end of each of its months. */
  stockValue: StockValueReport;
  /** The farm's IANA time zone, in which `from`, `to` and months are read. */
  timeZone: Scalars['String']['output'];
  to: Scalars['LocalDate']['output'];
};

/**
 * The farm's reports over one period, each field a report computed in SQL when asked for.
 * The period is whole days of the farm's calendar (its time zone): from the first instant of
 * `from` to the first instant after `to`, or to now when the period reaches today. Every
 * figure stops at `periodEnd`: a downtime period, labour entry or stock movement that
 * straddles a boundary counts only its part inside; a downtime period still open counts
 * until `periodEnd`. Hours are rounded to 0.01, shares and ratios (0 to 1) to 0.0001, money
 * to the cent, in the farm's `currency`. The machine filter (`equipmentId`, `category`)
 * narrows every report to orders, downtime and costs of those machines, except `stockValue`
 * (the store's parts belong to no machine) and `partsConsumption` issues made without a work
 * order, which only count unfiltered.
 */
export type ReportsPartsConsumptionArgs = {
  top?: InputMaybe<Scalars['Int']['input']>;
};

/** A move on the planning calendar. */
export type RescheduleWorkOrderInput = {
  /** Hands the order to this technician or manager of the farm (its only assignee then). */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** The exact assignees, e.g. those `previous` gave back for an undo; not with assigneeId. */
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Absent: the order keeps its duration (or has no end); null clears the end. */
  scheduledEnd?: InputMaybe<Scalars['DateTime']['input']>;
  /**
   * Required; null unschedules the order (it shows on its due date again), which is how
   * `previous` undoes the first move of an order that had no schedule.
   */
  scheduledStart?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A rescheduled order, and what it was before (send it back to undo). */
export type RescheduledWorkOrder = {
  __typename?: 'RescheduledWorkOrder';
  order: WorkOrder;
  previous: WorkOrderSchedule;
};

/** A new password, authorised by the single-use token sent by `forgotPassword`. */
export type ResetPasswordInput = {
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** Today's and tomorrow's schedule. */
export type Schedule = {
  __typename?: 'Schedule';
  today: Array<ScheduleEntry>;
  tomorrow: Array<ScheduleEntry>;
};

/** An entry of the schedule. */
export type ScheduleEntry = {
  __typename?: 'ScheduleEntry';
  location?: Maybe<Scalars['String']['output']>;
  time: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A board of the scrumboard demo app; each account has its own boards. */
export type Scrumboard = {
  __typename?: 'Scrumboard';
  /** What the board is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** An icon name, such as heroicons_outline:calendar. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its labels, newest first. */
  labels: Array<ScrumboardLabel>;
  /** When something last happened on it (sample data). */
  lastActivity?: Maybe<Scalars['DateTime']['output']>;
  /** Its lists by position, each with its cards. */
  lists: Array<ScrumboardList>;
  /** Its members. */
  members: Array<ScrumboardMember>;
  /** Its title. */
  title: Scalars['String']['output'];
};

/** A card of a scrumboard list. */
export type ScrumboardCard = {
  __typename?: 'ScrumboardCard';
  /** The board it is on (a card never moves to another board). */
  boardId: Scalars['ID']['output'];
  /** Stored as given; sanitise before rendering. */
  description?: Maybe<Scalars['String']['output']>;
  /** When it is due, if ever. */
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its labels (of its board). */
  labels: Array<ScrumboardLabel>;
  /** The list it is in. */
  listId: Scalars['ID']['output'];
  /**
   * Sort key within its list, ascending: steps of 65536, halves between neighbours; -1 for a
   * card left out of the last `updateScrumboardCardPositions`.
   */
  position: Scalars['Float']['output'];
  /** Its title, 1 to 200 characters. */
  title: Scalars['String']['output'];
};

/** A new card. */
export type ScrumboardCardInput = {
  /** One of the caller's boards. */
  boardId: Scalars['ID']['input'];
  /** At most 10,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it is due; none by default. */
  dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Label ids of that board (at most 100). */
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A list of that board. */
  listId: Scalars['ID']['input'];
  /** -1 to 2^48; by default 65536 after the list's last card. */
  position?: InputMaybe<Scalars['Float']['input']>;
  /** 1 to 200 characters. */
  title: Scalars['String']['input'];
};

/** Fields of a card to change (a shallow merge): fields left out keep their value. */
export type ScrumboardCardPatch = {
  /** At most 10,000 characters; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Null clears it. */
  dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Label ids of its board; replaces its labels. */
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Moves the card to another list of its board. */
  listId?: InputMaybe<Scalars['ID']['input']>;
  /** -1 to 2^48. */
  position?: InputMaybe<Scalars['Float']['input']>;
  /** 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A card where it is: its id, list and board (all must be the card's). */
export type ScrumboardCardPlace = {
  /** The card's board. */
  boardId: Scalars['ID']['input'];
  /** One of the caller's cards. */
  id: Scalars['ID']['input'];
  /** The card's list. */
  listId: Scalars['ID']['input'];
};

/** One card's change in a batch. */
export type ScrumboardCardUpdate = {
  /** At most 10,000 characters; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Null clears it. */
  dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** One of the caller's cards. */
  id: Scalars['ID']['input'];
  /** Label ids of its board; replaces its labels. */
  labels?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Another list of its board. */
  listId?: InputMaybe<Scalars['ID']['input']>;
  /** -1 to 2^48. */
  position?: InputMaybe<Scalars['Float']['input']>;
  /** 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A label of a scrumboard's cards; each board has its own, each account its own boards. */
export type ScrumboardLabel = {
  __typename?: 'ScrumboardLabel';
  /** The board it belongs to. */
  boardId: Scalars['ID']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its name, 1 to 200 characters. */
  title: Scalars['String']['output'];
};

/** A list (column) of a scrumboard. */
export type ScrumboardList = {
  __typename?: 'ScrumboardList';
  /** The board it is on. */
  boardId: Scalars['ID']['output'];
  /** Its cards by position. */
  cards: Array<ScrumboardCard>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Sort key within its board, ascending: steps of 65536. */
  position: Scalars['Float']['output'];
  /** Its title, 1 to 200 characters. */
  title: Scalars['String']['output'];
};

/** A new list. */
export type ScrumboardListInput = {
  /** One of the caller's boards. */
  boardId: Scalars['ID']['input'];
  /** -1 to 2^48; by default 65536 after the board's last list. */
  position?: InputMaybe<Scalars['Float']['input']>;
  /** 1 to 200 characters. */
  title: Scalars['String']['input'];
};

/** Fields of a list to change (a shallow merge): fields left out keep their value. */
export type ScrumboardListPatch = {
  /** -1 to 2^48. */
  position?: InputMaybe<Scalars['Float']['input']>;
  /** 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** One list's change in a batch. */
export type ScrumboardListUpdate = {
  /** One of the caller's lists. */
  id: Scalars['ID']['input'];
  /** -1 to 2^48. */
  position?: InputMaybe<Scalars['Float']['input']>;
  /** 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Someone a scrumboard names as a member (shared sample people, read-only). */
export type ScrumboardMember = {
  __typename?: 'ScrumboardMember';
  /** An image path, or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Its id (the same for every account). */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
};

/** A page of scrumboards, in stored order. */
export type ScrumboardPage = {
  __typename?: 'ScrumboardPage';
  /** The boards of this page. */
  items: Array<Scrumboard>;
  /** Where the page sits in the whole list. */
  pagination: DemoPagination;
};

/** The language page titles are matched and answered in. */
export type SearchLanguage =
  /** Arabic ("ar"). */
  | 'AR'
  /** English ("en" over REST). */
  | 'EN'
  /** French ("fr"). */
  | 'FR';

/** A share chart: unique visitors split by label, in percentages. */
export type ShareChart = {
  __typename?: 'ShareChart';
  labels: Array<Scalars['String']['output']>;
  /** Percentages, one per label (they add up to 100). */
  series: Array<Scalars['Float']['output']>;
  uniqueVisitors: Scalars['Int']['output'];
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

/** Sort direction. */
export type SortDirection = 'ASC' | 'DESC';

/** A spare part kept in a farm's store. */
export type SparePart = {
  __typename?: 'SparePart';
  /**
   * quantityOnHand − reserved: what new uses and reservations may take. Issues and plans never
   * bring it below 0; only a downward count correction (adjustStock) can.
   */
  available: Scalars['Float']['output'];
  category?: Maybe<Scalars['String']['output']>;
  /** Machines this part fits. */
  compatibleEquipment: Array<Equipment>;
  createdAt: Scalars['DateTime']['output'];
  farmId: Scalars['ID']['output'];
  history: Array<AuditEntry>;
  id: Scalars['ID']['output'];
  /** available ≤ minQuantity. */
  lowStock: Scalars['Boolean']['output'];
  /** Reorder point: when what is available is at or below it, the part is low on stock. */
  minQuantity: Scalars['Float']['output'];
  /** Stock movements, newest first, each with the balance after it. */
  movements: Array<StockMovement>;
  name: Scalars['String']['output'];
  /** Unique in the farm. */
  partNumber: Scalars['String']['output'];
  /**
   * The lines of open work orders that still hold some of this part (reservedQuantity > 0),
   * the oldest plan first: what `reserved` is made of. At most `first` (1 to 100) of them.
   */
  plannedOn: Array<WorkOrderPart>;
  /** Always the sum of the part's stock movements; never negative. */
  quantityOnHand: Scalars['Float']['output'];
  reorderQuantity: Scalars['Float']['output'];
  /** What open work orders still hold of it: their planned quantities not yet issued. */
  reserved: Scalars['Float']['output'];
  /** quantityOnHand × unitCost. */
  stockValue: Scalars['Float']['output'];
  storageLocation?: Maybe<Scalars['String']['output']>;
  supplier?: Maybe<Scalars['String']['output']>;
  unit: PartUnit;
  unitCost: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A spare part kept in a farm's store. */
export type SparePartHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A spare part kept in a farm's store. */
export type SparePartMovementsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A spare part kept in a farm's store. */
export type SparePartPlannedOnArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of spare parts. */
export type SparePartConnection = {
  __typename?: 'SparePartConnection';
  edges: Array<SparePartEdge>;
  /** Σ quantity × unit cost over every part of the farm (not only this page). */
  farmStockValue: Scalars['Float']['output'];
  pageInfo: PageInfo;
  /** Parts matching the filter (all pages), counted up to 1,000. */
  totalCount: Scalars['Int']['output'];
  /** False when there are more than 1,000 matches (show "1,000+"). */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** One part in a page. */
export type SparePartEdge = {
  __typename?: 'SparePartEdge';
  cursor: Scalars['String']['output'];
  node: SparePart;
};

/** Filters of the parts list. */
export type SparePartFilter = {
  category?: InputMaybe<Scalars['String']['input']>;
  /** Only parts whose available quantity is at or below their minimum quantity. */
  lowStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches part number, name, category or supplier (case-insensitive substring). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Sort order of the parts list. */
export type SparePartSort = {
  direction?: InputMaybe<SortDirection>;
  field: SparePartSortField;
};

/** Sortable columns of the parts list. */
export type SparePartSortField = 'NAME' | 'PART_NUMBER' | 'QUANTITY' | 'UPDATED_AT';

/** A timer to start on an order. */
export type StartLabourTimerInput = {
  /** Optional id chosen by the client (a UUID): sending it again starts nothing more and returns the first timer. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** At most 2,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Whose timer: by default the caller. Only a manager may start someone else's (a member of the farm). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A card statement. */
export type Statement = {
  __typename?: 'Statement';
  date: Scalars['String']['output'];
  limit: Scalars['Float']['output'];
  minimum: Scalars['Float']['output'];
  spent: Scalars['Float']['output'];
  /** paid or pending. */
  status: Scalars['String']['output'];
};

/** One change of a part's stock. */
export type StockMovement = {
  __typename?: 'StockMovement';
  /** Quantity on hand right after this movement. */
  balanceAfter: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** Signed: positive adds stock, negative removes it. */
  quantity: Scalars['Float']['output'];
  type: StockMovementType;
  unitCost?: Maybe<Scalars['Float']['output']>;
  /** The work order the parts went to or came back from. */
  workOrder?: Maybe<WorkOrder>;
};

/** Why the stock of a part changed. */
export type StockMovementType = 'ADJUSTMENT' | 'ISSUE' | 'RECEIPT' | 'RETURN';

/** The store's value at the end of a month. */
export type StockValuePoint = {
  __typename?: 'StockValuePoint';
  /** The instant valued: the first of the next month in the farm's time zone, or periodEnd. */
  at: Scalars['DateTime']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

/**
 * The store's value over the period, rebuilt from the stock ledger: each part's quantity at an
 * instant (today's quantity less the movements since) at its unit cost today, so the line
 * follows the quantities held; its last point equals the dashboard's stock value when the
 * period reaches today. Not narrowed by the machine filter.
 */
export type StockValueReport = {
  __typename?: 'StockValueReport';
  /** At the end of each month of the period (periodEnd for the last), oldest first. */
  months: Array<StockValuePoint>;
  /** At periodStart. */
  opening: Scalars['Float']['output'];
};

/** A task or section of the tasks demo app; each account has its own. */
export type Task = {
  __typename?: 'Task';
  /** The member it is assigned to, if any. */
  assignedTo?: Maybe<Scalars['ID']['output']>;
  completed: Scalars['Boolean']['output'];
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** Place in the user's order: 0 first; -1 for a task left out of the last reordering. */
  order: Scalars['Int']['output'];
  /** 0 low, 1 normal, 2 high. */
  priority: Scalars['Int']['output'];
  subTasks?: Maybe<Array<TaskSubTask>>;
  /** Tag ids. */
  tags: Array<Scalars['ID']['output']>;
  /**
   * The title; in search results every match of the query is wrapped in `<mark>…</mark>`
   * (the text is stored as given: sanitise before rendering).
   */
  title: Scalars['String']['output'];
  type: TaskType;
};

/** A week's task counts. */
export type TaskCounts = {
  __typename?: 'TaskCounts';
  completed: Scalars['Int']['output'];
  new: Scalars['Int']['output'];
};

/** How tasks are spread over kinds of work. */
export type TaskDistribution = {
  __typename?: 'TaskDistribution';
  labels: Array<Scalars['String']['output']>;
  overview: TaskOverview;
  series: WeekNumbers;
};

/** Someone a task can be assigned to (shared sample people, read-only). */
export type TaskMember = {
  __typename?: 'TaskMember';
  /** An image path, or null. */
  avatar?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Task counts this week and last week. */
export type TaskOverview = {
  __typename?: 'TaskOverview';
  lastWeek: TaskCounts;
  thisWeek: TaskCounts;
};

/** A page of tasks. */
export type TaskPage = {
  __typename?: 'TaskPage';
  items: Array<Task>;
  pagination: DemoPagination;
};

/** Fields of a task to change (a shallow merge): fields left out keep their value. */
export type TaskPatch = {
  assignedTo?: InputMaybe<Scalars['ID']['input']>;
  completed?: InputMaybe<Scalars['Boolean']['input']>;
  dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  /** 0, 1 or 2. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  subTasks?: InputMaybe<Array<TaskSubTaskInput>>;
  tags?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** At most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<TaskType>;
};

/** A task or section of the signed-in account that global search found by its title or notes. */
export type TaskSearchResult = {
  __typename?: 'TaskSearchResult';
  /** Where the task opens: /apps/tasks/{id}. */
  link: Scalars['String']['output'];
  /** The task, as stored (its title is plain text). */
  task: Task;
  /**
   * The title as HTML: its text escaped (it is user data), every case-insensitive match of the
   * query wrapped in `<mark>…</mark>`. Safe to render as HTML.
   */
  titleHtml: Scalars['String']['output'];
  /** The task's title as plain text. */
  value: Scalars['String']['output'];
};

/** A step of a task. */
export type TaskSubTask = {
  __typename?: 'TaskSubTask';
  completed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A step of a task, as written. */
export type TaskSubTaskInput = {
  completed: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

/** A tag of the tasks demo app; each account has its own tags. */
export type TaskTag = {
  __typename?: 'TaskTag';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export { TaskType };

/** A member of the project's team. */
export type TeamMember = {
  __typename?: 'TeamMember';
  avatar: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One technician's planned hours in one ISO week (Monday to Sunday) of the range. */
export type TechnicianWeek = {
  __typename?: 'TechnicianWeek';
  /** The farm's weekly capacity. */
  capacityHours: Scalars['Int']['output'];
  /** The estimated durations of their orders shown in that week (cancelled ones left out), in hours. */
  estimatedHours: Scalars['Float']['output'];
  orderCount: Scalars['Int']['output'];
  /** More hours than the capacity. */
  overCapacity: Scalars['Boolean']['output'];
  technician: WorkOrderPerson;
  /** ISO week, e.g. 2026-W48. */
  week: Scalars['String']['output'];
  /** Its Monday. */
  weekStart: Scalars['LocalDate']['output'];
};

/** A recent transaction. */
export type Transaction = {
  __typename?: 'Transaction';
  amount: Scalars['Float']['output'];
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** completed or pending. */
  status: Scalars['String']['output'];
  /** The finance dashboard's own reference of the transaction (spec §3 names the field so). */
  transactionId: Scalars['String']['output'];
};

/** A direction and size of change. */
export type Trend = {
  __typename?: 'Trend';
  amount: Scalars['Float']['output'];
  /** up or down. */
  dir: Scalars['String']['output'];
};

/** Changes to a downtime period; absent fields keep their value. */
export type UpdateDowntimeInput = {
  endedAt?: InputMaybe<Scalars['DateTime']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  startedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Changes to a machine; absent fields keep their value, null clears an optional one. */
export type UpdateEquipmentInput = {
  category?: InputMaybe<EquipmentCategory>;
  code?: InputMaybe<Scalars['String']['input']>;
  criticality?: InputMaybe<Criticality>;
  location?: InputMaybe<Scalars['String']['input']>;
  make?: InputMaybe<Scalars['String']['input']>;
  meterUnit?: InputMaybe<MeterUnit>;
  model?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  photoUrl?: InputMaybe<Scalars['String']['input']>;
  purchaseCost?: InputMaybe<Scalars['Float']['input']>;
  purchaseDate?: InputMaybe<Scalars['LocalDate']['input']>;
  serialNumber?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EquipmentStatus>;
  warrantyEnd?: InputMaybe<Scalars['LocalDate']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to a failure code; absent fields keep their value. */
export type UpdateFailureCodeInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
};

/** Changes a user may make to their own record. */
export type UpdateMeInput = {
  avatar?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatus>;
};

/** Changes to a part; stock is changed only through movements. */
export type UpdateSparePartInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  compatibleEquipmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  minQuantity?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  partNumber?: InputMaybe<Scalars['String']['input']>;
  reorderQuantity?: InputMaybe<Scalars['Float']['input']>;
  storageLocation?: InputMaybe<Scalars['String']['input']>;
  supplier?: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<PartUnit>;
  unitCost?: InputMaybe<Scalars['Float']['input']>;
};

/** Changes to an order that is not closed; absent fields keep their value, null clears an optional one. */
export type UpdateWorkOrderInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  dueDate?: InputMaybe<Scalars['LocalDate']['input']>;
  equipmentDown?: InputMaybe<Scalars['Boolean']['input']>;
  equipmentId?: InputMaybe<Scalars['ID']['input']>;
  estimatedMinutes?: InputMaybe<Scalars['Int']['input']>;
  failureAt?: InputMaybe<Scalars['DateTime']['input']>;
  priority?: InputMaybe<WorkOrderPriority>;
  requesterId?: InputMaybe<Scalars['ID']['input']>;
  scheduledEnd?: InputMaybe<Scalars['DateTime']['input']>;
  scheduledStart?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
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
  /** Permission strings on the farm the request names (X-Farm-Id), else on the user's first farm, e.g. `users.manage`; plus `admin.all.access` for an admin. */
  permissions: Array<Scalars['String']['output']>;
  /** Role names on that same farm (manager, technician or viewer), plus `admin` for an admin. */
  roles: Array<Scalars['String']['output']>;
  status: UserStatus;
};

/** An account, as admins see it. */
export type UserAccount = {
  __typename?: 'UserAccount';
  /** A global admin: may do everything on every farm. */
  admin: Scalars['Boolean']['output'];
  avatar?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Deactivated by an admin: cannot sign in, and existing tokens are refused. */
  deactivated: Scalars['Boolean']['output'];
  deactivatedAt?: Maybe<Scalars['DateTime']['output']>;
  email: Scalars['EmailAddress']['output'];
  id: Scalars['ID']['output'];
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
};

/** A page of accounts, by name. */
export type UserAccountConnection = {
  __typename?: 'UserAccountConnection';
  edges: Array<UserAccountEdge>;
  pageInfo: PageInfo;
  /** Accounts matching the filter (all pages), counted up to 1,000. */
  totalCount: Scalars['Int']['output'];
  /** False when there are more than 1,000 matches. */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** One account in a page. */
export type UserAccountEdge = {
  __typename?: 'UserAccountEdge';
  cursor: Scalars['String']['output'];
  node: UserAccount;
};

/** Filters of the account list; all given ones must match. */
export type UserAccountFilter = {
  admin?: InputMaybe<Scalars['Boolean']['input']>;
  deactivated?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the name or the e-mail (case-insensitive substring); at most 200 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

export { UserStatus };

/** The visitors chart. */
export type VisitorsChart = {
  __typename?: 'VisitorsChart';
  series: YearSeries;
};

/** Visitors against page views. */
export type VisitorsVsPageViews = {
  __typename?: 'VisitorsVsPageViews';
  averageRatio: Scalars['Float']['output'];
  overallScore: Scalars['Int']['output'];
  predictedRatio: Scalars['Float']['output'];
  /** Page Views and Visitors. */
  series: Array<PointSeries>;
};

/** A coin on the watchlist. */
export type WatchlistItem = {
  __typename?: 'WatchlistItem';
  amount: Scalars['Float']['output'];
  iso: Scalars['String']['output'];
  series: Array<PointSeries>;
  title: Scalars['String']['output'];
  trend: Trend;
};

/** Numbers per label this week and last week. */
export type WeekNumbers = {
  __typename?: 'WeekNumbers';
  lastWeek: Array<Scalars['Float']['output']>;
  thisWeek: Array<Scalars['Float']['output']>;
};

/** Series this week and last week. */
export type WeekSeries = {
  __typename?: 'WeekSeries';
  lastWeek: Array<NumberSeries>;
  thisWeek: Array<NumberSeries>;
};

/** A job on one machine of a farm: a planned service or the repair of a breakdown. */
export type WorkOrder = {
  __typename?: 'WorkOrder';
  /** Technicians and managers of the farm who do the job, by name. */
  assignees: Array<WorkOrderPerson>;
  /** Why it was cancelled (set while CANCELLED). */
  cancelReason?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  cause?: Maybe<FailureCode>;
  /** The checklist, in order. */
  checklist: Array<ChecklistItem>;
  /** The newest comments (first of them, at most 200), oldest first. */
  comments: Array<WorkOrderComment>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What was done, as recorded on completion. */
  completionNotes?: Maybe<Scalars['String']['output']>;
  /** What the order cost so far: parts plus labour. */
  cost: WorkOrderCost;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Corrective: the periods the machine was stopped, oldest first. */
  downtime: Array<DowntimePeriod>;
  dueDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The machine the job is on (of the same farm). */
  equipment: Equipment;
  /**
   * Corrective: the machine is stopped. While the order is OPEN, IN_PROGRESS or ON_HOLD the
   * machine is DOWN; completing or cancelling the order gives it back the status it had.
   */
  equipmentDown: Scalars['Boolean']['output'];
  /** Estimated duration in minutes. */
  estimatedMinutes?: Maybe<Scalars['Int']['output']>;
  /** Corrective: when the machine failed. */
  failureAt?: Maybe<Scalars['DateTime']['output']>;
  farmId: Scalars['ID']['output'];
  /** Why it was last put ON_HOLD (e.g. waiting for parts). */
  holdReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The labour logged on this order, oldest first, running timers included. */
  labour: Array<LabourEntry>;
  /** The maintenance request this order was approved from, if any. */
  maintenanceRequest?: Maybe<MaintenanceRequest>;
  /** Farm-scoped number, e.g. WO-000123: consecutive from WO-000001, never reused. */
  number: Scalars['String']['output'];
  /** True when the due date has passed and the order is still OPEN, IN_PROGRESS or ON_HOLD. */
  overdue: Scalars['Boolean']['output'];
  /** The order this one was opened from (a failed checklist item of that order). */
  parent?: Maybe<WorkOrder>;
  /** The parts planned on or used by this order, in the order they were added. */
  parts: Array<WorkOrderPart>;
  /** The order's own photos (not those of its checklist items), oldest first. */
  photos: Array<Photo>;
  /** The plan that opened this order (also once the plan is deleted). */
  plan?: Maybe<MaintenancePlan>;
  /**
   * The day the plan's due point fell due, recorded when the scheduler opened the order (editing
   * the order's dueDate does not change it). Null for an order no plan opened.
   */
  planDueDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The preventive plan that opened this order, if any. */
  planId?: Maybe<Scalars['ID']['output']>;
  /**
   * Late for its plan's due point (PM compliance): the farm's day (its time zone) it was
   * completed or cancelled on is after planDueDate, or it is still open after that day. Null for
   * an order no plan opened.
   */
  planLate?: Maybe<Scalars['Boolean']['output']>;
  priority: WorkOrderPriority;
  /** Corrective: what went wrong, why, and what fixed it (codes of the order's farm). */
  problem?: Maybe<FailureCode>;
  remedy?: Maybe<FailureCode>;
  /** Who asked for the job (by default, who created the order). */
  requester?: Maybe<WorkOrderPerson>;
  scheduledEnd?: Maybe<Scalars['DateTime']['output']>;
  scheduledStart?: Maybe<Scalars['DateTime']['output']>;
  /** First time the order went IN_PROGRESS. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: WorkOrderStatus;
  /**
   * What happened to the order, newest first: CREATE, UPDATE, ASSIGN, START, HOLD, RESUME,
   * COMPLETE (with the meter reading recorded), CANCEL, REOPEN, and what later work adds.
   */
  timeline: Array<AuditEntry>;
  title: Scalars['String']['output'];
  type: WorkOrderType;
  updatedAt: Scalars['DateTime']['output'];
  /** What the signed-in user may do to this order now. */
  viewerActions: Array<WorkOrderAction>;
};

/** A job on one machine of a farm: a planned service or the repair of a breakdown. */
export type WorkOrderCommentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A job on one machine of a farm: a planned service or the repair of a breakdown. */
export type WorkOrderTimelineArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Something the signed-in user may do to a work order now (its status and their role allow it). */
export type WorkOrderAction =
  /** Choose its assignees (managers). */
  | 'ASSIGN'
  /** Managers. */
  | 'CANCEL'
  | 'COMPLETE'
  /** Change its fields (managers). */
  | 'EDIT'
  | 'HOLD'
  /** Managers. */
  | 'REOPEN'
  | 'RESUME'
  | 'START';

/** A comment on a work order. */
export type WorkOrderComment = {
  __typename?: 'WorkOrderComment';
  /** Who wrote it; null if their account was deleted. */
  author?: Maybe<WorkOrderPerson>;
  /** Plain text, at most 5,000 characters. */
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

/** A page of work orders. */
export type WorkOrderConnection = {
  __typename?: 'WorkOrderConnection';
  edges: Array<WorkOrderEdge>;
  pageInfo: PageInfo;
  /** Orders matching the filter (all pages), counted up to 1,000. */
  totalCount: Scalars['Int']['output'];
  /** False when there are more than 1,000 matches (show "1,000+"). */
  totalCountIsExact: Scalars['Boolean']['output'];
};

/** What a work order cost, in its farm's currency. */
export type WorkOrderCost = {
  __typename?: 'WorkOrderCost';
  /** The farm's ISO 4217 code. */
  currency: Scalars['String']['output'];
  /** Σ of the labour entries' costs (minutes × the rate copied onto each entry / 60, to the cent); running timers count once stopped. */
  labour: Scalars['Float']['output'];
  /** The parts issued to the order less those returned, each at its stock movement's unit cost. */
  parts: Scalars['Float']['output'];
  /** parts + labour. */
  total: Scalars['Float']['output'];
};

/** One work order in a page. */
export type WorkOrderEdge = {
  __typename?: 'WorkOrderEdge';
  cursor: Scalars['String']['output'];
  node: WorkOrder;
};

/** The failure codes of a corrective order; null clears one. */
export type WorkOrderFailureInput = {
  /** A CAUSE code of the order's farm. */
  causeCodeId?: InputMaybe<Scalars['ID']['input']>;
  /** A PROBLEM code of the order's farm. */
  problemCodeId?: InputMaybe<Scalars['ID']['input']>;
  /** A REMEDY code of the order's farm. */
  remedyCodeId?: InputMaybe<Scalars['ID']['input']>;
};

/** Filters of the work-order list; all given ones must match. */
export type WorkOrderFilter = {
  /** Orders the signed-in user is assigned to. */
  assignedToMe?: InputMaybe<Scalars['Boolean']['input']>;
  /** Orders this member is assigned to. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** Due on or after this date. */
  dueFrom?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Due on or before this date. */
  dueTo?: InputMaybe<Scalars['LocalDate']['input']>;
  equipmentId?: InputMaybe<Scalars['ID']['input']>;
  /** True: only overdue orders; false: only orders that are not overdue. */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  priority?: InputMaybe<Array<WorkOrderPriority>>;
  status?: InputMaybe<Array<WorkOrderStatus>>;
  /** Matches the number (WO-000123, or part of it), the title, or the machine's code or name (case-insensitive). */
  text?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Array<WorkOrderType>>;
};

/**
 * One spare part on a work order: how many are planned (and still reserved in the store), how
 * many were issued to the order and how many came back. A part is on an order at most once.
 */
export type WorkOrderPart = {
  __typename?: 'WorkOrderPart';
  /** What the parts used cost the order: issues less returns, each at its movement's unit cost. */
  cost: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** Σ of the order's ISSUE movements of this part. */
  issuedQuantity: Scalars['Float']['output'];
  /** A part of the order's farm. */
  part: SparePart;
  /** How many the job is expected to need. */
  plannedQuantity: Scalars['Float']['output'];
  /**
   * What the plan still holds of the store while the order is open: planned − issued, never
   * below 0. Completing or cancelling the order releases it (reopening does not reserve again;
   * change the plan to reserve).
   */
  reservedQuantity: Scalars['Float']['output'];
  /** Σ of the order's RETURN movements of this part (at most what was issued). */
  returnedQuantity: Scalars['Float']['output'];
  /** issuedQuantity − returnedQuantity: what the job consumed. */
  usedQuantity: Scalars['Float']['output'];
  /** The order the line is on. */
  workOrder: WorkOrder;
};

/** Parts issued to an order (used) or brought back from it (returned). */
export type WorkOrderPartMovementInput = {
  /**
   * Optional id chosen by the client (a UUID), which the stock movement takes: sending it again
   * moves nothing more and returns the line.
   */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** At most 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** A part of the order's farm. */
  partId: Scalars['ID']['input'];
  /** More than 0. */
  quantity: Scalars['Float']['input'];
};

/** A person named on a work order: an assignee or the requester. */
export type WorkOrderPerson = {
  __typename?: 'WorkOrderPerson';
  /** Image URL, path or inline image; null shows the default icon. */
  avatar?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** How urgent a work order is. */
export type WorkOrderPriority = 'HIGH' | 'LOW' | 'MEDIUM' | 'URGENT';

/** An order's schedule and assignees. */
export type WorkOrderSchedule = {
  __typename?: 'WorkOrderSchedule';
  assigneeIds: Array<Scalars['ID']['output']>;
  scheduledEnd?: Maybe<Scalars['DateTime']['output']>;
  scheduledStart?: Maybe<Scalars['DateTime']['output']>;
};

/** Sort order of the work-order list (default: newest number first). */
export type WorkOrderSort = {
  direction?: InputMaybe<SortDirection>;
  field: WorkOrderSortField;
};

/** Sortable columns of the work-order list. */
export type WorkOrderSortField =
  /** Orders without a due date come last (ascending). */
  | 'DUE_DATE'
  | 'NUMBER'
  /** LOW < MEDIUM < HIGH < URGENT. */
  | 'PRIORITY'
  /** In the order of the life of an order: OPEN, IN_PROGRESS, ON_HOLD, COMPLETED, CANCELLED. */
  | 'STATUS'
  | 'UPDATED_AT';

/**
 * Where a work order is: OPEN → IN_PROGRESS ⇄ ON_HOLD → COMPLETED (from IN_PROGRESS or
 * ON_HOLD); OPEN, IN_PROGRESS and ON_HOLD may go to CANCELLED (with a reason). COMPLETED and
 * CANCELLED are final until a manager reopens the order (→ OPEN).
 */
export type WorkOrderStatus = 'CANCELLED' | 'COMPLETED' | 'IN_PROGRESS' | 'ON_HOLD' | 'OPEN';

/** Whether a work order prevents a failure (planned service) or repairs one (a breakdown). */
export type WorkOrderType = 'CORRECTIVE' | 'PREVENTIVE';

/** Series by period: this year and last year. */
export type YearSeries = {
  __typename?: 'YearSeries';
  lastYear: Array<PointSeries>;
  thisYear: Array<PointSeries>;
};

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
  AcademyCategory: ResolverTypeWrapper<AcademyCategoryModel>;
  AcceptInvitationInput: AcceptInvitationInput;
  AccountBalance: ResolverTypeWrapper<AccountBalance>;
  Activity: ResolverTypeWrapper<Activity>;
  ActivityPage: ResolverTypeWrapper<ActivityPage>;
  AddChecklistItemInput: AddChecklistItemInput;
  AddWorkOrderCommentInput: AddWorkOrderCommentInput;
  AmountChart: ResolverTypeWrapper<AmountChart>;
  AnalyticsDashboard: ResolverTypeWrapper<AnalyticsDashboard>;
  AppConfig: ResolverTypeWrapper<AppConfig>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  BacklogAge: BacklogAge;
  BacklogCell: ResolverTypeWrapper<BacklogCell>;
  BacklogReport: ResolverTypeWrapper<BacklogReport>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BtcOverview: ResolverTypeWrapper<BtcOverview>;
  Budget: ResolverTypeWrapper<Budget>;
  BudgetDetails: ResolverTypeWrapper<BudgetDetails>;
  BudgetDetailsRow: ResolverTypeWrapper<BudgetDetailsRow>;
  BudgetDistribution: ResolverTypeWrapper<BudgetDistribution>;
  CalendarUnit: CalendarUnit;
  CategoryCost: ResolverTypeWrapper<CategoryCost>;
  ChangePasswordInput: ChangePasswordInput;
  ChartPoint: ResolverTypeWrapper<ChartPoint>;
  Chat: ResolverTypeWrapper<ChatModel>;
  ChatContact: ResolverTypeWrapper<ChatContactModel>;
  ChatContactAttachments: ResolverTypeWrapper<ChatContactAttachments>;
  ChatContactDetails: ResolverTypeWrapper<ChatContactDetails>;
  ChatContactPage: ResolverTypeWrapper<
    Omit<ChatContactPage, 'items'> & { items: Array<ResolversTypes['ChatContact']> }
  >;
  ChatMessage: ResolverTypeWrapper<ChatMessageModel>;
  ChatMessagePage: ResolverTypeWrapper<
    Omit<ChatMessagePage, 'items'> & { items: Array<ResolversTypes['ChatMessage']> }
  >;
  ChatMessageSent: ResolverTypeWrapper<ChatMessageSentModel>;
  ChatPage: ResolverTypeWrapper<Omit<ChatPage, 'items'> & { items: Array<ResolversTypes['Chat']> }>;
  ChatPatch: ChatPatch;
  ChatProfile: ResolverTypeWrapper<ChatProfileModel>;
  ChecklistItem: ResolverTypeWrapper<ChecklistItemModel>;
  ChecklistResult: ChecklistResult;
  City: ResolverTypeWrapper<City>;
  CoinAmounts: ResolverTypeWrapper<CoinAmounts>;
  CompleteWorkOrderInput: CompleteWorkOrderInput;
  Contact: ResolverTypeWrapper<ContactModel>;
  ContactEmail: ResolverTypeWrapper<ContactEmail>;
  ContactEmailInput: ContactEmailInput;
  ContactJob: ResolverTypeWrapper<ContactJob>;
  ContactJobInput: ContactJobInput;
  ContactPage: ResolverTypeWrapper<Omit<ContactPage, 'items'> & { items: Array<ResolversTypes['Contact']> }>;
  ContactPatch: ContactPatch;
  ContactPhoneNumber: ResolverTypeWrapper<ContactPhoneNumber>;
  ContactPhoneNumberInput: ContactPhoneNumberInput;
  ContactSearchResult: ResolverTypeWrapper<ContactSearchResultModel>;
  ContactTag: ResolverTypeWrapper<ContactTagModel>;
  CostReport: ResolverTypeWrapper<Omit<CostReport, 'byMachine'> & { byMachine: Array<ResolversTypes['MachineCost']> }>;
  Country: ResolverTypeWrapper<Country>;
  CountryNameLanguage: CountryNameLanguage;
  Course: ResolverTypeWrapper<CourseModel>;
  CoursePage: ResolverTypeWrapper<Omit<CoursePage, 'items'> & { items: Array<ResolversTypes['Course']> }>;
  CourseProgress: ResolverTypeWrapper<CourseProgressModel>;
  CourseProgressInput: CourseProgressInput;
  CourseStep: ResolverTypeWrapper<CourseStepModel>;
  CreateEquipmentInput: CreateEquipmentInput;
  CreateFailureCodeInput: CreateFailureCodeInput;
  CreateFarmInput: CreateFarmInput;
  CreateSparePartInput: CreateSparePartInput;
  CreateWorkOrderInput: CreateWorkOrderInput;
  Criticality: Criticality;
  CryptoDashboard: ResolverTypeWrapper<CryptoDashboard>;
  Dashboard: ResolverTypeWrapper<DashboardModel>;
  DashboardActivity: ResolverTypeWrapper<DashboardActivity>;
  DashboardDowntime: ResolverTypeWrapper<
    Omit<DashboardDowntime, 'equipment'> & { equipment: ResolversTypes['Equipment'] }
  >;
  DashboardMachineDown: ResolverTypeWrapper<
    Omit<DashboardMachineDown, 'equipment'> & { equipment: ResolversTypes['Equipment'] }
  >;
  DashboardOrderCount: ResolverTypeWrapper<DashboardOrderCount>;
  DashboardWeek: ResolverTypeWrapper<DashboardWeek>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DemoPagination: ResolverTypeWrapper<DemoPagination>;
  DowntimeInput: DowntimeInput;
  DowntimePeriod: ResolverTypeWrapper<DowntimePeriodModel>;
  DowntimeReport: ResolverTypeWrapper<
    Omit<DowntimeReport, 'byMachine'> & { byMachine: Array<ResolversTypes['MachineDowntime']> }
  >;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Equipment: ResolverTypeWrapper<EquipmentModel>;
  EquipmentCategory: EquipmentCategory;
  EquipmentConnection: ResolverTypeWrapper<
    Omit<EquipmentConnection, 'edges'> & { edges: Array<ResolversTypes['EquipmentEdge']> }
  >;
  EquipmentEdge: ResolverTypeWrapper<Omit<EquipmentEdge, 'node'> & { node: ResolversTypes['Equipment'] }>;
  EquipmentFilter: EquipmentFilter;
  EquipmentSort: EquipmentSort;
  EquipmentSortField: EquipmentSortField;
  EquipmentStatus: EquipmentStatus;
  FailureCode: ResolverTypeWrapper<FailureCodeModel>;
  FailureCodeCount: ResolverTypeWrapper<FailureCodeCountModel>;
  FailureCodeKind: FailureCodeKind;
  FailureParetoReport: ResolverTypeWrapper<
    Omit<FailureParetoReport, 'byCause' | 'byMachine' | 'byProblem'> & {
      byCause: Array<ResolversTypes['FailureCodeCount']>;
      byMachine: Array<ResolversTypes['MachineFailureCount']>;
      byProblem: Array<ResolversTypes['FailureCodeCount']>;
    }
  >;
  Faq: ResolverTypeWrapper<FaqModel>;
  FaqCategory: ResolverTypeWrapper<FaqCategoryModel>;
  Farm: ResolverTypeWrapper<FarmModel>;
  FarmInvitation: ResolverTypeWrapper<FarmInvitationModel>;
  FarmInvitationConnection: ResolverTypeWrapper<
    Omit<FarmInvitationConnection, 'edges'> & { edges: Array<ResolversTypes['FarmInvitationEdge']> }
  >;
  FarmInvitationEdge: ResolverTypeWrapper<
    Omit<FarmInvitationEdge, 'node'> & { node: ResolversTypes['FarmInvitation'] }
  >;
  FarmMember: ResolverTypeWrapper<FarmMemberModel>;
  FarmMemberConnection: ResolverTypeWrapper<
    Omit<FarmMemberConnection, 'edges'> & { edges: Array<ResolversTypes['FarmMemberEdge']> }
  >;
  FarmMemberEdge: ResolverTypeWrapper<Omit<FarmMemberEdge, 'node'> & { node: ResolversTypes['FarmMember'] }>;
  FarmMemberFilter: FarmMemberFilter;
  FarmRef: ResolverTypeWrapper<FarmRef>;
  FarmRole: FarmRole;
  FileManagerFolder: ResolverTypeWrapper<FileManagerFolderModel>;
  FileManagerItem: ResolverTypeWrapper<FileManagerItemModel>;
  FinanceDashboard: ResolverTypeWrapper<FinanceDashboard>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GlobalSearch: ResolverTypeWrapper<GlobalSearchModel>;
  Guide: ResolverTypeWrapper<GuideModel>;
  GuideCategory: ResolverTypeWrapper<GuideCategoryModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IconSet: ResolverTypeWrapper<IconSet>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryBrand: ResolverTypeWrapper<InventoryBrandModel>;
  InventoryCategory: ResolverTypeWrapper<InventoryCategoryModel>;
  InventoryPagination: ResolverTypeWrapper<InventoryPaginationModel>;
  InventoryProduct: ResolverTypeWrapper<InventoryProductModel>;
  InventoryProductPage: ResolverTypeWrapper<InventoryProductPageModel>;
  InventoryProductPatch: InventoryProductPatch;
  InventoryProductSort: InventoryProductSort;
  InventoryTag: ResolverTypeWrapper<InventoryTagModel>;
  InventoryVendor: ResolverTypeWrapper<InventoryVendorModel>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreviewModel>;
  InvitationStatus: InvitationStatus;
  InviteFarmMemberInput: InviteFarmMemberInput;
  IssueCounts: ResolverTypeWrapper<IssueCounts>;
  IssueOverview: ResolverTypeWrapper<IssueOverview>;
  IssuesChart: ResolverTypeWrapper<IssuesChart>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LabourEntry: ResolverTypeWrapper<LabourEntryModel>;
  LabourRate: ResolverTypeWrapper<LabourRateModel>;
  Language: ResolverTypeWrapper<Language>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  LogLabourInput: LogLabourInput;
  MachineCost: ResolverTypeWrapper<MachineCostModel>;
  MachineDowntime: ResolverTypeWrapper<MachineDowntimeModel>;
  MachineFailureCount: ResolverTypeWrapper<MachineFailureCountModel>;
  MachineReliability: ResolverTypeWrapper<MachineReliabilityModel>;
  Mail: ResolverTypeWrapper<MailModel>;
  MailAttachment: ResolverTypeWrapper<MailAttachment>;
  MailFilter: ResolverTypeWrapper<MailFilterModel>;
  MailFolder: ResolverTypeWrapper<MailFolderModel>;
  MailLabel: ResolverTypeWrapper<MailLabelModel>;
  MailLabelInput: MailLabelInput;
  MailLabelPatch: MailLabelPatch;
  MailPage: ResolverTypeWrapper<Omit<MailPage, 'items'> & { items: Array<ResolversTypes['Mail']> }>;
  MailPatch: MailPatch;
  MailSender: ResolverTypeWrapper<MailSender>;
  MailboxSettings: ResolverTypeWrapper<MailboxSettingsModel>;
  MailboxSettingsPatch: MailboxSettingsPatch;
  MaintenancePlan: ResolverTypeWrapper<MaintenancePlanModel>;
  MaintenancePlanConnection: ResolverTypeWrapper<
    Omit<MaintenancePlanConnection, 'edges'> & { edges: Array<ResolversTypes['MaintenancePlanEdge']> }
  >;
  MaintenancePlanEdge: ResolverTypeWrapper<
    Omit<MaintenancePlanEdge, 'node'> & { node: ResolversTypes['MaintenancePlan'] }
  >;
  MaintenancePlanInput: MaintenancePlanInput;
  MaintenanceRequest: ResolverTypeWrapper<MaintenanceRequestModel>;
  MaintenanceRequestConnection: ResolverTypeWrapper<
    Omit<MaintenanceRequestConnection, 'edges'> & { edges: Array<ResolversTypes['MaintenanceRequestEdge']> }
  >;
  MaintenanceRequestEdge: ResolverTypeWrapper<
    Omit<MaintenanceRequestEdge, 'node'> & { node: ResolversTypes['MaintenanceRequest'] }
  >;
  MaintenanceRequestStatus: MaintenanceRequestStatus;
  MemberStatus: MemberStatus;
  Message: ResolverTypeWrapper<MessageModel>;
  MessageInput: MessageInput;
  MessagePatch: MessagePatch;
  MeterReading: ResolverTypeWrapper<MeterReading>;
  MeterUnit: MeterUnit;
  MonthCost: ResolverTypeWrapper<MonthCost>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Navigation>;
  NavigationBadge: ResolverTypeWrapper<NavigationBadge>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NavigationItemType: NavigationItemType;
  Note: ResolverTypeWrapper<NoteModel>;
  NoteInput: NoteInput;
  NoteLabel: ResolverTypeWrapper<NoteLabelModel>;
  NotePage: ResolverTypeWrapper<Omit<NotePage, 'items'> & { items: Array<ResolversTypes['Note']> }>;
  NoteTask: ResolverTypeWrapper<NoteTask>;
  NoteTaskInput: NoteTaskInput;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationInput: NotificationInput;
  NotificationPatch: NotificationPatch;
  NumberSeries: ResolverTypeWrapper<NumberSeries>;
  OpenCorrectiveInput: OpenCorrectiveInput;
  OperatingTimeBasis: OperatingTimeBasis;
  OrderTypeWork: ResolverTypeWrapper<OrderTypeWork>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageSearchResult: ResolverTypeWrapper<PageSearchResultModel>;
  PartConsumption: ResolverTypeWrapper<PartConsumptionModel>;
  PartUnit: PartUnit;
  PartsConsumptionReport: ResolverTypeWrapper<
    Omit<PartsConsumptionReport, 'top'> & { top: Array<ResolversTypes['PartConsumption']> }
  >;
  Photo: ResolverTypeWrapper<PhotoModel>;
  PlanAnchor: PlanAnchor;
  PlanDue: ResolverTypeWrapper<PlanDue>;
  PlanForecast: ResolverTypeWrapper<PlanForecastModel>;
  PlanLastDone: ResolverTypeWrapper<PlanLastDone>;
  PlanPart: ResolverTypeWrapper<PlanPartModel>;
  PlanPartInput: PlanPartInput;
  PlanSchedulerRun: ResolverTypeWrapper<PlanSchedulerRunModel>;
  PlanWorkOrderPartInput: PlanWorkOrderPartInput;
  PlannedOrder: ResolverTypeWrapper<PlannedOrderModel>;
  PlannedReactiveReport: ResolverTypeWrapper<PlannedReactiveReport>;
  Planning: ResolverTypeWrapper<PlanningModel>;
  PlanningBasis: PlanningBasis;
  PlanningFilter: PlanningFilter;
  PmComplianceReport: ResolverTypeWrapper<PmComplianceReportModel>;
  PmException: ResolverTypeWrapper<PmExceptionModel>;
  PmOutcome: PmOutcome;
  PointSeries: ResolverTypeWrapper<PointSeries>;
  PriceChart: ResolverTypeWrapper<PriceChart>;
  ProjectDashboard: ResolverTypeWrapper<ProjectDashboard>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReasonDowntime: ResolverTypeWrapper<ReasonDowntime>;
  ReliabilityReport: ResolverTypeWrapper<
    Omit<ReliabilityReport, 'byMachine'> & { byMachine: Array<ResolversTypes['MachineReliability']> }
  >;
  ReportFilter: ReportFilter;
  ReportPeriodInput: ReportPeriodInput;
  Reports: ResolverTypeWrapper<ReportsModel>;
  RescheduleWorkOrderInput: RescheduleWorkOrderInput;
  RescheduledWorkOrder: ResolverTypeWrapper<RescheduledWorkOrderModel>;
  ResetPasswordInput: ResetPasswordInput;
  Schedule: ResolverTypeWrapper<Schedule>;
  ScheduleEntry: ResolverTypeWrapper<ScheduleEntry>;
  Scrumboard: ResolverTypeWrapper<ScrumboardModel>;
  ScrumboardCard: ResolverTypeWrapper<ScrumboardCardModel>;
  ScrumboardCardInput: ScrumboardCardInput;
  ScrumboardCardPatch: ScrumboardCardPatch;
  ScrumboardCardPlace: ScrumboardCardPlace;
  ScrumboardCardUpdate: ScrumboardCardUpdate;
  ScrumboardLabel: ResolverTypeWrapper<ScrumboardLabelModel>;
  ScrumboardList: ResolverTypeWrapper<ScrumboardListModel>;
  ScrumboardListInput: ScrumboardListInput;
  ScrumboardListPatch: ScrumboardListPatch;
  ScrumboardListUpdate: ScrumboardListUpdate;
  ScrumboardMember: ResolverTypeWrapper<ScrumboardMemberModel>;
  ScrumboardPage: ResolverTypeWrapper<Omit<ScrumboardPage, 'items'> & { items: Array<ResolversTypes['Scrumboard']> }>;
  SearchLanguage: SearchLanguage;
  ShareChart: ResolverTypeWrapper<ShareChart>;
  Shortcut: ResolverTypeWrapper<ShortcutModel>;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignUpInput: SignUpInput;
  SortDirection: SortDirection;
  SparePart: ResolverTypeWrapper<SparePartModel>;
  SparePartConnection: ResolverTypeWrapper<SparePartConnectionModel>;
  SparePartEdge: ResolverTypeWrapper<Omit<SparePartEdge, 'node'> & { node: ResolversTypes['SparePart'] }>;
  SparePartFilter: SparePartFilter;
  SparePartSort: SparePartSort;
  SparePartSortField: SparePartSortField;
  StartLabourTimerInput: StartLabourTimerInput;
  Statement: ResolverTypeWrapper<Statement>;
  StockMovement: ResolverTypeWrapper<StockMovementModel>;
  StockMovementType: StockMovementType;
  StockValuePoint: ResolverTypeWrapper<StockValuePoint>;
  StockValueReport: ResolverTypeWrapper<StockValueReport>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Task: ResolverTypeWrapper<TaskModel>;
  TaskCounts: ResolverTypeWrapper<TaskCounts>;
  TaskDistribution: ResolverTypeWrapper<TaskDistribution>;
  TaskMember: ResolverTypeWrapper<TaskMemberModel>;
  TaskOverview: ResolverTypeWrapper<TaskOverview>;
  TaskPage: ResolverTypeWrapper<Omit<TaskPage, 'items'> & { items: Array<ResolversTypes['Task']> }>;
  TaskPatch: TaskPatch;
  TaskSearchResult: ResolverTypeWrapper<TaskSearchResultModel>;
  TaskSubTask: ResolverTypeWrapper<TaskSubTask>;
  TaskSubTaskInput: TaskSubTaskInput;
  TaskTag: ResolverTypeWrapper<TaskTagModel>;
  TaskType: TaskType;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TechnicianWeek: ResolverTypeWrapper<TechnicianWeekModel>;
  Transaction: ResolverTypeWrapper<Transaction>;
  Trend: ResolverTypeWrapper<Trend>;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UpdateDowntimeInput: UpdateDowntimeInput;
  UpdateEquipmentInput: UpdateEquipmentInput;
  UpdateFailureCodeInput: UpdateFailureCodeInput;
  UpdateMeInput: UpdateMeInput;
  UpdateSparePartInput: UpdateSparePartInput;
  UpdateWorkOrderInput: UpdateWorkOrderInput;
  User: ResolverTypeWrapper<UserModel>;
  UserAccount: ResolverTypeWrapper<UserAccountModel>;
  UserAccountConnection: ResolverTypeWrapper<
    Omit<UserAccountConnection, 'edges'> & { edges: Array<ResolversTypes['UserAccountEdge']> }
  >;
  UserAccountEdge: ResolverTypeWrapper<Omit<UserAccountEdge, 'node'> & { node: ResolversTypes['UserAccount'] }>;
  UserAccountFilter: UserAccountFilter;
  UserStatus: UserStatus;
  VisitorsChart: ResolverTypeWrapper<VisitorsChart>;
  VisitorsVsPageViews: ResolverTypeWrapper<VisitorsVsPageViews>;
  WatchlistItem: ResolverTypeWrapper<WatchlistItem>;
  WeekNumbers: ResolverTypeWrapper<WeekNumbers>;
  WeekSeries: ResolverTypeWrapper<WeekSeries>;
  WorkOrder: ResolverTypeWrapper<WorkOrderModel>;
  WorkOrderAction: WorkOrderAction;
  WorkOrderComment: ResolverTypeWrapper<WorkOrderCommentModel>;
  WorkOrderConnection: ResolverTypeWrapper<
    Omit<WorkOrderConnection, 'edges'> & { edges: Array<ResolversTypes['WorkOrderEdge']> }
  >;
  WorkOrderCost: ResolverTypeWrapper<WorkOrderCostModel>;
  WorkOrderEdge: ResolverTypeWrapper<Omit<WorkOrderEdge, 'node'> & { node: ResolversTypes['WorkOrder'] }>;
  WorkOrderFailureInput: WorkOrderFailureInput;
  WorkOrderFilter: WorkOrderFilter;
  WorkOrderPart: ResolverTypeWrapper<WorkOrderPartModel>;
  WorkOrderPartMovementInput: WorkOrderPartMovementInput;
  WorkOrderPerson: ResolverTypeWrapper<WorkOrderPersonModel>;
  WorkOrderPriority: WorkOrderPriority;
  WorkOrderSchedule: ResolverTypeWrapper<WorkOrderSchedule>;
  WorkOrderSort: WorkOrderSort;
  WorkOrderSortField: WorkOrderSortField;
  WorkOrderStatus: WorkOrderStatus;
  WorkOrderType: WorkOrderType;
  YearSeries: ResolverTypeWrapper<YearSeries>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcademyCategory: AcademyCategoryModel;
  AcceptInvitationInput: AcceptInvitationInput;
  AccountBalance: AccountBalance;
  Activity: Activity;
  ActivityPage: ActivityPage;
  AddChecklistItemInput: AddChecklistItemInput;
  AddWorkOrderCommentInput: AddWorkOrderCommentInput;
  AmountChart: AmountChart;
  AnalyticsDashboard: AnalyticsDashboard;
  AppConfig: AppConfig;
  AuditEntry: AuditEntry;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  BacklogCell: BacklogCell;
  BacklogReport: BacklogReport;
  Boolean: Scalars['Boolean']['output'];
  BtcOverview: BtcOverview;
  Budget: Budget;
  BudgetDetails: BudgetDetails;
  BudgetDetailsRow: BudgetDetailsRow;
  BudgetDistribution: BudgetDistribution;
  CategoryCost: CategoryCost;
  ChangePasswordInput: ChangePasswordInput;
  ChartPoint: ChartPoint;
  Chat: ChatModel;
  ChatContact: ChatContactModel;
  ChatContactAttachments: ChatContactAttachments;
  ChatContactDetails: ChatContactDetails;
  ChatContactPage: Omit<ChatContactPage, 'items'> & { items: Array<ResolversParentTypes['ChatContact']> };
  ChatMessage: ChatMessageModel;
  ChatMessagePage: Omit<ChatMessagePage, 'items'> & { items: Array<ResolversParentTypes['ChatMessage']> };
  ChatMessageSent: ChatMessageSentModel;
  ChatPage: Omit<ChatPage, 'items'> & { items: Array<ResolversParentTypes['Chat']> };
  ChatPatch: ChatPatch;
  ChatProfile: ChatProfileModel;
  ChecklistItem: ChecklistItemModel;
  City: City;
  CoinAmounts: CoinAmounts;
  CompleteWorkOrderInput: CompleteWorkOrderInput;
  Contact: ContactModel;
  ContactEmail: ContactEmail;
  ContactEmailInput: ContactEmailInput;
  ContactJob: ContactJob;
  ContactJobInput: ContactJobInput;
  ContactPage: Omit<ContactPage, 'items'> & { items: Array<ResolversParentTypes['Contact']> };
  ContactPatch: ContactPatch;
  ContactPhoneNumber: ContactPhoneNumber;
  ContactPhoneNumberInput: ContactPhoneNumberInput;
  ContactSearchResult: ContactSearchResultModel;
  ContactTag: ContactTagModel;
  CostReport: Omit<CostReport, 'byMachine'> & { byMachine: Array<ResolversParentTypes['MachineCost']> };
  Country: Country;
  Course: CourseModel;
  CoursePage: Omit<CoursePage, 'items'> & { items: Array<ResolversParentTypes['Course']> };
  CourseProgress: CourseProgressModel;
  CourseProgressInput: CourseProgressInput;
  CourseStep: CourseStepModel;
  CreateEquipmentInput: CreateEquipmentInput;
  CreateFailureCodeInput: CreateFailureCodeInput;
  CreateFarmInput: CreateFarmInput;
  CreateSparePartInput: CreateSparePartInput;
  CreateWorkOrderInput: CreateWorkOrderInput;
  CryptoDashboard: CryptoDashboard;
  Dashboard: DashboardModel;
  DashboardActivity: DashboardActivity;
  DashboardDowntime: Omit<DashboardDowntime, 'equipment'> & { equipment: ResolversParentTypes['Equipment'] };
  DashboardMachineDown: Omit<DashboardMachineDown, 'equipment'> & { equipment: ResolversParentTypes['Equipment'] };
  DashboardOrderCount: DashboardOrderCount;
  DashboardWeek: DashboardWeek;
  DateTime: Scalars['DateTime']['output'];
  DemoPagination: DemoPagination;
  DowntimeInput: DowntimeInput;
  DowntimePeriod: DowntimePeriodModel;
  DowntimeReport: Omit<DowntimeReport, 'byMachine'> & { byMachine: Array<ResolversParentTypes['MachineDowntime']> };
  EmailAddress: Scalars['EmailAddress']['output'];
  Equipment: EquipmentModel;
  EquipmentConnection: Omit<EquipmentConnection, 'edges'> & { edges: Array<ResolversParentTypes['EquipmentEdge']> };
  EquipmentEdge: Omit<EquipmentEdge, 'node'> & { node: ResolversParentTypes['Equipment'] };
  EquipmentFilter: EquipmentFilter;
  EquipmentSort: EquipmentSort;
  FailureCode: FailureCodeModel;
  FailureCodeCount: FailureCodeCountModel;
  FailureParetoReport: Omit<FailureParetoReport, 'byCause' | 'byMachine' | 'byProblem'> & {
    byCause: Array<ResolversParentTypes['FailureCodeCount']>;
    byMachine: Array<ResolversParentTypes['MachineFailureCount']>;
    byProblem: Array<ResolversParentTypes['FailureCodeCount']>;
  };
  Faq: FaqModel;
  FaqCategory: FaqCategoryModel;
  Farm: FarmModel;
  FarmInvitation: FarmInvitationModel;
  FarmInvitationConnection: Omit<FarmInvitationConnection, 'edges'> & {
    edges: Array<ResolversParentTypes['FarmInvitationEdge']>;
  };
  FarmInvitationEdge: Omit<FarmInvitationEdge, 'node'> & { node: ResolversParentTypes['FarmInvitation'] };
  FarmMember: FarmMemberModel;
  FarmMemberConnection: Omit<FarmMemberConnection, 'edges'> & { edges: Array<ResolversParentTypes['FarmMemberEdge']> };
  FarmMemberEdge: Omit<FarmMemberEdge, 'node'> & { node: ResolversParentTypes['FarmMember'] };
  FarmMemberFilter: FarmMemberFilter;
  FarmRef: FarmRef;
  FileManagerFolder: FileManagerFolderModel;
  FileManagerItem: FileManagerItemModel;
  FinanceDashboard: FinanceDashboard;
  Float: Scalars['Float']['output'];
  GlobalSearch: GlobalSearchModel;
  Guide: GuideModel;
  GuideCategory: GuideCategoryModel;
  ID: Scalars['ID']['output'];
  IconSet: IconSet;
  Int: Scalars['Int']['output'];
  InventoryBrand: InventoryBrandModel;
  InventoryCategory: InventoryCategoryModel;
  InventoryPagination: InventoryPaginationModel;
  InventoryProduct: InventoryProductModel;
  InventoryProductPage: InventoryProductPageModel;
  InventoryProductPatch: InventoryProductPatch;
  InventoryTag: InventoryTagModel;
  InventoryVendor: InventoryVendorModel;
  InvitationPreview: InvitationPreviewModel;
  InviteFarmMemberInput: InviteFarmMemberInput;
  IssueCounts: IssueCounts;
  IssueOverview: IssueOverview;
  IssuesChart: IssuesChart;
  JSON: Scalars['JSON']['output'];
  LabourEntry: LabourEntryModel;
  LabourRate: LabourRateModel;
  Language: Language;
  LocalDate: Scalars['LocalDate']['output'];
  LogLabourInput: LogLabourInput;
  MachineCost: MachineCostModel;
  MachineDowntime: MachineDowntimeModel;
  MachineFailureCount: MachineFailureCountModel;
  MachineReliability: MachineReliabilityModel;
  Mail: MailModel;
  MailAttachment: MailAttachment;
  MailFilter: MailFilterModel;
  MailFolder: MailFolderModel;
  MailLabel: MailLabelModel;
  MailLabelInput: MailLabelInput;
  MailLabelPatch: MailLabelPatch;
  MailPage: Omit<MailPage, 'items'> & { items: Array<ResolversParentTypes['Mail']> };
  MailPatch: MailPatch;
  MailSender: MailSender;
  MailboxSettings: MailboxSettingsModel;
  MailboxSettingsPatch: MailboxSettingsPatch;
  MaintenancePlan: MaintenancePlanModel;
  MaintenancePlanConnection: Omit<MaintenancePlanConnection, 'edges'> & {
    edges: Array<ResolversParentTypes['MaintenancePlanEdge']>;
  };
  MaintenancePlanEdge: Omit<MaintenancePlanEdge, 'node'> & { node: ResolversParentTypes['MaintenancePlan'] };
  MaintenancePlanInput: MaintenancePlanInput;
  MaintenanceRequest: MaintenanceRequestModel;
  MaintenanceRequestConnection: Omit<MaintenanceRequestConnection, 'edges'> & {
    edges: Array<ResolversParentTypes['MaintenanceRequestEdge']>;
  };
  MaintenanceRequestEdge: Omit<MaintenanceRequestEdge, 'node'> & { node: ResolversParentTypes['MaintenanceRequest'] };
  Message: MessageModel;
  MessageInput: MessageInput;
  MessagePatch: MessagePatch;
  MeterReading: MeterReading;
  MonthCost: MonthCost;
  Mutation: Record<PropertyKey, never>;
  Navigation: Navigation;
  NavigationBadge: NavigationBadge;
  NavigationItem: NavigationItem;
  Note: NoteModel;
  NoteInput: NoteInput;
  NoteLabel: NoteLabelModel;
  NotePage: Omit<NotePage, 'items'> & { items: Array<ResolversParentTypes['Note']> };
  NoteTask: NoteTask;
  NoteTaskInput: NoteTaskInput;
  Notification: NotificationModel;
  NotificationInput: NotificationInput;
  NotificationPatch: NotificationPatch;
  NumberSeries: NumberSeries;
  OpenCorrectiveInput: OpenCorrectiveInput;
  OrderTypeWork: OrderTypeWork;
  PageInfo: PageInfo;
  PageSearchResult: PageSearchResultModel;
  PartConsumption: PartConsumptionModel;
  PartsConsumptionReport: Omit<PartsConsumptionReport, 'top'> & { top: Array<ResolversParentTypes['PartConsumption']> };
  Photo: PhotoModel;
  PlanDue: PlanDue;
  PlanForecast: PlanForecastModel;
  PlanLastDone: PlanLastDone;
  PlanPart: PlanPartModel;
  PlanPartInput: PlanPartInput;
  PlanSchedulerRun: PlanSchedulerRunModel;
  PlanWorkOrderPartInput: PlanWorkOrderPartInput;
  PlannedOrder: PlannedOrderModel;
  PlannedReactiveReport: PlannedReactiveReport;
  Planning: PlanningModel;
  PlanningFilter: PlanningFilter;
  PmComplianceReport: PmComplianceReportModel;
  PmException: PmExceptionModel;
  PointSeries: PointSeries;
  PriceChart: PriceChart;
  ProjectDashboard: ProjectDashboard;
  Query: Record<PropertyKey, never>;
  ReasonDowntime: ReasonDowntime;
  ReliabilityReport: Omit<ReliabilityReport, 'byMachine'> & {
    byMachine: Array<ResolversParentTypes['MachineReliability']>;
  };
  ReportFilter: ReportFilter;
  ReportPeriodInput: ReportPeriodInput;
  Reports: ReportsModel;
  RescheduleWorkOrderInput: RescheduleWorkOrderInput;
  RescheduledWorkOrder: RescheduledWorkOrderModel;
  ResetPasswordInput: ResetPasswordInput;
  Schedule: Schedule;
  ScheduleEntry: ScheduleEntry;
  Scrumboard: ScrumboardModel;
  ScrumboardCard: ScrumboardCardModel;
  ScrumboardCardInput: ScrumboardCardInput;
  ScrumboardCardPatch: ScrumboardCardPatch;
  ScrumboardCardPlace: ScrumboardCardPlace;
  ScrumboardCardUpdate: ScrumboardCardUpdate;
  ScrumboardLabel: ScrumboardLabelModel;
  ScrumboardList: ScrumboardListModel;
  ScrumboardListInput: ScrumboardListInput;
  ScrumboardListPatch: ScrumboardListPatch;
  ScrumboardListUpdate: ScrumboardListUpdate;
  ScrumboardMember: ScrumboardMemberModel;
  ScrumboardPage: Omit<ScrumboardPage, 'items'> & { items: Array<ResolversParentTypes['Scrumboard']> };
  ShareChart: ShareChart;
  Shortcut: ShortcutModel;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignUpInput: SignUpInput;
  SparePart: SparePartModel;
  SparePartConnection: SparePartConnectionModel;
  SparePartEdge: Omit<SparePartEdge, 'node'> & { node: ResolversParentTypes['SparePart'] };
  SparePartFilter: SparePartFilter;
  SparePartSort: SparePartSort;
  StartLabourTimerInput: StartLabourTimerInput;
  Statement: Statement;
  StockMovement: StockMovementModel;
  StockValuePoint: StockValuePoint;
  StockValueReport: StockValueReport;
  String: Scalars['String']['output'];
  Task: TaskModel;
  TaskCounts: TaskCounts;
  TaskDistribution: TaskDistribution;
  TaskMember: TaskMemberModel;
  TaskOverview: TaskOverview;
  TaskPage: Omit<TaskPage, 'items'> & { items: Array<ResolversParentTypes['Task']> };
  TaskPatch: TaskPatch;
  TaskSearchResult: TaskSearchResultModel;
  TaskSubTask: TaskSubTask;
  TaskSubTaskInput: TaskSubTaskInput;
  TaskTag: TaskTagModel;
  TeamMember: TeamMember;
  TechnicianWeek: TechnicianWeekModel;
  Transaction: Transaction;
  Trend: Trend;
  URL: Scalars['URL']['output'];
  UpdateDowntimeInput: UpdateDowntimeInput;
  UpdateEquipmentInput: UpdateEquipmentInput;
  UpdateFailureCodeInput: UpdateFailureCodeInput;
  UpdateMeInput: UpdateMeInput;
  UpdateSparePartInput: UpdateSparePartInput;
  UpdateWorkOrderInput: UpdateWorkOrderInput;
  User: UserModel;
  UserAccount: UserAccountModel;
  UserAccountConnection: Omit<UserAccountConnection, 'edges'> & {
    edges: Array<ResolversParentTypes['UserAccountEdge']>;
  };
  UserAccountEdge: Omit<UserAccountEdge, 'node'> & { node: ResolversParentTypes['UserAccount'] };
  UserAccountFilter: UserAccountFilter;
  VisitorsChart: VisitorsChart;
  VisitorsVsPageViews: VisitorsVsPageViews;
  WatchlistItem: WatchlistItem;
  WeekNumbers: WeekNumbers;
  WeekSeries: WeekSeries;
  WorkOrder: WorkOrderModel;
  WorkOrderComment: WorkOrderCommentModel;
  WorkOrderConnection: Omit<WorkOrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['WorkOrderEdge']> };
  WorkOrderCost: WorkOrderCostModel;
  WorkOrderEdge: Omit<WorkOrderEdge, 'node'> & { node: ResolversParentTypes['WorkOrder'] };
  WorkOrderFailureInput: WorkOrderFailureInput;
  WorkOrderFilter: WorkOrderFilter;
  WorkOrderPart: WorkOrderPartModel;
  WorkOrderPartMovementInput: WorkOrderPartMovementInput;
  WorkOrderPerson: WorkOrderPersonModel;
  WorkOrderSchedule: WorkOrderSchedule;
  WorkOrderSort: WorkOrderSort;
  YearSeries: YearSeries;
}>;

export type AcademyCategoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AcademyCategory'] = ResolversParentTypes['AcademyCategory'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountBalanceResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AccountBalance'] = ResolversParentTypes['AccountBalance'],
> = ResolversObject<{
  ami?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  growRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['PointSeries']>, ParentType, ContextType>;
}>;

export type ActivityResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity'],
> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extraContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useRouter?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type ActivityPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ActivityPage'] = ResolversParentTypes['ActivityPage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type AmountChartResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AmountChart'] = ResolversParentTypes['AmountChart'],
> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['NumberSeries']>, ParentType, ContextType>;
}>;

export type AnalyticsDashboardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AnalyticsDashboard'] = ResolversParentTypes['AnalyticsDashboard'],
> = ResolversObject<{
  age?: Resolver<ResolversTypes['ShareChart'], ParentType, ContextType>;
  conversions?: Resolver<ResolversTypes['AmountChart'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['ShareChart'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['AmountChart'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['ShareChart'], ParentType, ContextType>;
  newVsReturning?: Resolver<ResolversTypes['ShareChart'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['VisitorsChart'], ParentType, ContextType>;
  visitorsVsPageViews?: Resolver<ResolversTypes['VisitorsVsPageViews'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['AmountChart'], ParentType, ContextType>;
}>;

export type AppConfigResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AppConfig'] = ResolversParentTypes['AppConfig'],
> = ResolversObject<{
  publicUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry'],
> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload'],
> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BacklogCellResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BacklogCell'] = ResolversParentTypes['BacklogCell'],
> = ResolversObject<{
  age?: Resolver<ResolversTypes['BacklogAge'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['WorkOrderPriority'], ParentType, ContextType>;
}>;

export type BacklogReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BacklogReport'] = ResolversParentTypes['BacklogReport'],
> = ResolversObject<{
  cells?: Resolver<Array<ResolversTypes['BacklogCell']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BtcOverviewResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BtcOverview'] = ResolversParentTypes['BtcOverview'],
> = ResolversObject<{
  allTimeHigh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marketCap?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['PriceChart'], ParentType, ContextType>;
  supply?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BudgetResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Budget'] = ResolversParentTypes['Budget'],
> = ResolversObject<{
  bills?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billsLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expensesLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  savingsGoal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BudgetDetailsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BudgetDetails'] = ResolversParentTypes['BudgetDetails'],
> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BudgetDetailsRow']>, ParentType, ContextType>;
}>;

export type BudgetDetailsRowResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BudgetDetailsRow'] = ResolversParentTypes['BudgetDetailsRow'],
> = ResolversObject<{
  expensesAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expensesPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remainingPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BudgetDistributionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BudgetDistribution'] = ResolversParentTypes['BudgetDistribution'],
> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['NumberSeries']>, ParentType, ContextType>;
}>;

export type CategoryCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CategoryCost'] = ResolversParentTypes['CategoryCost'],
> = ResolversObject<{
  category?: Resolver<ResolversTypes['EquipmentCategory'], ParentType, ContextType>;
  labour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  labourHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ChartPointResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChartPoint'] = ResolversParentTypes['ChartPoint'],
> = ResolversObject<{
  x?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ChatResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Chat'] = ResolversParentTypes['Chat'],
> = ResolversObject<{
  contact?: Resolver<Maybe<ResolversTypes['ChatContact']>, ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messages?: Resolver<
    ResolversTypes['ChatMessagePage'],
    ParentType,
    ContextType,
    RequireFields<ChatMessagesArgs, 'newestFirst' | 'page' | 'size'>
  >;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unreadCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ChatContactResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatContact'] = ResolversParentTypes['ChatContact'],
> = ResolversObject<{
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attachments?: Resolver<ResolversTypes['ChatContactAttachments'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['ChatContactDetails'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChatContactAttachmentsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatContactAttachments'] = ResolversParentTypes['ChatContactAttachments'],
> = ResolversObject<{
  docs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ChatContactDetailsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatContactDetails'] = ResolversParentTypes['ChatContactDetails'],
> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['ContactEmail']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['ContactPhoneNumber']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ChatContactPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatContactPage'] = ResolversParentTypes['ChatContactPage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ChatContact']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type ChatMessageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage'],
> = ResolversObject<{
  chatId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChatMessagePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatMessagePage'] = ResolversParentTypes['ChatMessagePage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type ChatMessageSentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatMessageSent'] = ResolversParentTypes['ChatMessageSent'],
> = ResolversObject<{
  chat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
}>;

export type ChatPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatPage'] = ResolversParentTypes['ChatPage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Chat']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type ChatProfileResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChatProfile'] = ResolversParentTypes['ChatProfile'],
> = ResolversObject<{
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChecklistItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ChecklistItem'] = ResolversParentTypes['ChecklistItem'],
> = ResolversObject<{
  correctiveOrder?: Resolver<Maybe<ResolversTypes['WorkOrder']>, ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  doneBy?: Resolver<Maybe<ResolversTypes['WorkOrderPerson']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['ChecklistResult']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CityResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City'],
> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CoinAmountsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CoinAmounts'] = ResolversParentTypes['CoinAmounts'],
> = ResolversObject<{
  bch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  btc?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  eth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  xrp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ContactResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact'],
> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['ContactEmail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['ContactJob']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['ContactPhoneNumber']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContactEmailResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ContactEmail'] = ResolversParentTypes['ContactEmail'],
> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContactJobResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ContactJob'] = ResolversParentTypes['ContactJob'],
> = ResolversObject<{
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContactPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ContactPage'] = ResolversParentTypes['ContactPage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type ContactPhoneNumberResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ContactPhoneNumber'] = ResolversParentTypes['ContactPhoneNumber'],
> = ResolversObject<{
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactSearchResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ContactSearchResult'] = ResolversParentTypes['ContactSearchResult'],
> = ResolversObject<{
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactTagResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ContactTag'] = ResolversParentTypes['ContactTag'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CostReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CostReport'] = ResolversParentTypes['CostReport'],
> = ResolversObject<{
  byCategory?: Resolver<Array<ResolversTypes['CategoryCost']>, ParentType, ContextType>;
  byMachine?: Resolver<Array<ResolversTypes['MachineCost']>, ParentType, ContextType>;
  byMonth?: Resolver<Array<ResolversTypes['MonthCost']>, ParentType, ContextType>;
  labour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  labourHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CountryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country'],
> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagImagePos?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CountryNameLanguageResolvers = EnumResolverSignature<
  { AR?: any; EN?: any; FR?: any },
  ResolversTypes['CountryNameLanguage']
>;

export type CourseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course'],
> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['CourseProgress'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['CourseStep']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalSteps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CoursePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CoursePage'] = ResolversParentTypes['CoursePage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type CourseProgressResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CourseProgress'] = ResolversParentTypes['CourseProgress'],
> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CourseStepResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CourseStep'] = ResolversParentTypes['CourseStep'],
> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CryptoDashboardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CryptoDashboard'] = ResolversParentTypes['CryptoDashboard'],
> = ResolversObject<{
  btc?: Resolver<ResolversTypes['BtcOverview'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CoinAmounts'], ParentType, ContextType>;
  wallets?: Resolver<ResolversTypes['CoinAmounts'], ParentType, ContextType>;
  watchlist?: Resolver<Array<ResolversTypes['WatchlistItem']>, ParentType, ContextType>;
}>;

export type DashboardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard'],
> = ResolversObject<{
  completedThisMonth?: Resolver<Array<ResolversTypes['DashboardOrderCount']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downtimeByMachine?: Resolver<Array<ResolversTypes['DashboardDowntime']>, ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowStockParts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  machinesDown?: Resolver<Array<ResolversTypes['DashboardMachineDown']>, ParentType, ContextType>;
  openByPriority?: Resolver<Array<ResolversTypes['DashboardOrderCount']>, ParentType, ContextType>;
  ordersPerWeek?: Resolver<Array<ResolversTypes['DashboardWeek']>, ParentType, ContextType>;
  overdue?: Resolver<Array<ResolversTypes['DashboardOrderCount']>, ParentType, ContextType>;
  pendingRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plansDueSoon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentActivity?: Resolver<
    Array<ResolversTypes['DashboardActivity']>,
    ParentType,
    ContextType,
    RequireFields<DashboardRecentActivityArgs, 'first'>
  >;
  stockValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DashboardActivityResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DashboardActivity'] = ResolversParentTypes['DashboardActivity'],
> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DashboardDowntimeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DashboardDowntime'] = ResolversParentTypes['DashboardDowntime'],
> = ResolversObject<{
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DashboardMachineDownResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DashboardMachineDown'] = ResolversParentTypes['DashboardMachineDown'],
> = ResolversObject<{
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type DashboardOrderCountResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DashboardOrderCount'] = ResolversParentTypes['DashboardOrderCount'],
> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['WorkOrderPriority']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WorkOrderType'], ParentType, ContextType>;
}>;

export type DashboardWeekResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DashboardWeek'] = ResolversParentTypes['DashboardWeek'],
> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DemoPaginationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DemoPagination'] = ResolversParentTypes['DemoPagination'],
> = ResolversObject<{
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DowntimePeriodResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DowntimePeriod'] = ResolversParentTypes['DowntimePeriod'],
> = ResolversObject<{
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DowntimeReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DowntimeReport'] = ResolversParentTypes['DowntimeReport'],
> = ResolversObject<{
  byMachine?: Resolver<Array<ResolversTypes['MachineDowntime']>, ParentType, ContextType>;
  byReason?: Resolver<Array<ResolversTypes['ReasonDowntime']>, ParentType, ContextType>;
  totalHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type EquipmentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Equipment'] = ResolversParentTypes['Equipment'],
> = ResolversObject<{
  category?: Resolver<ResolversTypes['EquipmentCategory'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Equipment']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compatibleParts?: Resolver<Array<ResolversTypes['SparePart']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  criticality?: Resolver<ResolversTypes['Criticality'], ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  history?: Resolver<
    Array<ResolversTypes['AuditEntry']>,
    ParentType,
    ContextType,
    RequireFields<EquipmentHistoryArgs, 'first'>
  >;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  make?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meterUnit?: Resolver<ResolversTypes['MeterUnit'], ParentType, ContextType>;
  meterValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Equipment']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['MaintenancePlan']>, ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  purchaseDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  readings?: Resolver<
    Array<ResolversTypes['MeterReading']>,
    ParentType,
    ContextType,
    RequireFields<EquipmentReadingsArgs, 'first'>
  >;
  requestLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EquipmentStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  warrantyEnd?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  workOrders?: Resolver<
    Array<ResolversTypes['WorkOrder']>,
    ParentType,
    ContextType,
    RequireFields<EquipmentWorkOrdersArgs, 'first'>
  >;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type EquipmentConnectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['EquipmentConnection'] = ResolversParentTypes['EquipmentConnection'],
> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EquipmentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EquipmentEdgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['EquipmentEdge'] = ResolversParentTypes['EquipmentEdge'],
> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
}>;

export type FailureCodeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FailureCode'] = ResolversParentTypes['FailureCode'],
> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FailureCodeKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FailureCodeCountResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FailureCodeCount'] = ResolversParentTypes['FailureCodeCount'],
> = ResolversObject<{
  cumulativeShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['FailureCode']>, ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type FailureParetoReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FailureParetoReport'] = ResolversParentTypes['FailureParetoReport'],
> = ResolversObject<{
  byCause?: Resolver<Array<ResolversTypes['FailureCodeCount']>, ParentType, ContextType>;
  byMachine?: Resolver<Array<ResolversTypes['MachineFailureCount']>, ParentType, ContextType>;
  byProblem?: Resolver<Array<ResolversTypes['FailureCodeCount']>, ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FaqResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq'],
> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqCategoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FaqCategory'] = ResolversParentTypes['FaqCategory'],
> = ResolversObject<{
  faqs?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FarmResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Farm'] = ResolversParentTypes['Farm'],
> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultHourlyRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['FarmRole']>, ParentType, ContextType>;
}>;

export type FarmInvitationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FarmInvitation'] = ResolversParentTypes['FarmInvitation'],
> = ResolversObject<{
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['FarmRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
}>;

export type FarmInvitationConnectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FarmInvitationConnection'] =
    ResolversParentTypes['FarmInvitationConnection'],
> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['FarmInvitationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FarmInvitationEdgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FarmInvitationEdge'] = ResolversParentTypes['FarmInvitationEdge'],
> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FarmInvitation'], ParentType, ContextType>;
}>;

export type FarmMemberResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FarmMember'] = ResolversParentTypes['FarmMember'],
> = ResolversObject<{
  accountDeactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deactivatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  labourRate?: Resolver<ResolversTypes['LabourRate'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['FarmRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MemberStatus'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FarmMemberConnectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FarmMemberConnection'] = ResolversParentTypes['FarmMemberConnection'],
> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['FarmMemberEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FarmMemberEdgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FarmMemberEdge'] = ResolversParentTypes['FarmMemberEdge'],
> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FarmMember'], ParentType, ContextType>;
}>;

export type FarmRefResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FarmRef'] = ResolversParentTypes['FarmRef'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FileManagerFolderResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FileManagerFolder'] = ResolversParentTypes['FileManagerFolder'],
> = ResolversObject<{
  files?: Resolver<Array<ResolversTypes['FileManagerItem']>, ParentType, ContextType>;
  folders?: Resolver<Array<ResolversTypes['FileManagerItem']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['FileManagerItem']>, ParentType, ContextType>;
}>;

export type FileManagerItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FileManagerItem'] = ResolversParentTypes['FileManagerItem'],
> = ResolversObject<{
  contents?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  folderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FinanceDashboardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FinanceDashboard'] = ResolversParentTypes['FinanceDashboard'],
> = ResolversObject<{
  accountBalance?: Resolver<ResolversTypes['AccountBalance'], ParentType, ContextType>;
  budget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType>;
  currentStatement?: Resolver<ResolversTypes['Statement'], ParentType, ContextType>;
  previousStatement?: Resolver<ResolversTypes['Statement'], ParentType, ContextType>;
  recentTransactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
}>;

export type GlobalSearchResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GlobalSearch'] = ResolversParentTypes['GlobalSearch'],
> = ResolversObject<{
  contacts?: Resolver<Array<ResolversTypes['ContactSearchResult']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['PageSearchResult']>, ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['TaskSearchResult']>, ParentType, ContextType>;
}>;

export type GuideResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Guide'] = ResolversParentTypes['Guide'],
> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GuideCategoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GuideCategory'] = ResolversParentTypes['GuideCategory'],
> = ResolversObject<{
  guides?: Resolver<Array<ResolversTypes['Guide']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalGuides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibleGuides?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type IconSetResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['IconSet'] = ResolversParentTypes['IconSet'],
> = ResolversObject<{
  grid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  list?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryBrandResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryBrand'] = ResolversParentTypes['InventoryBrand'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryCategoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryCategory'] = ResolversParentTypes['InventoryCategory'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryPaginationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryPagination'] = ResolversParentTypes['InventoryPagination'],
> = ResolversObject<{
  endIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type InventoryProductResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryProduct'] = ResolversParentTypes['InventoryProduct'],
> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  basePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reserved?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  taxPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type InventoryProductPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryProductPage'] = ResolversParentTypes['InventoryProductPage'],
> = ResolversObject<{
  pagination?: Resolver<ResolversTypes['InventoryPagination'], ParentType, ContextType>;
  products?: Resolver<Maybe<Array<ResolversTypes['InventoryProduct']>>, ParentType, ContextType>;
}>;

export type InventoryProductSortResolvers = EnumResolverSignature<
  {
    ACTIVE?: any;
    BASE_PRICE?: any;
    COST?: any;
    NAME?: any;
    PRICE?: any;
    RESERVED?: any;
    SKU?: any;
    STOCK?: any;
    TAX_PERCENT?: any;
    WEIGHT?: any;
  },
  ResolversTypes['InventoryProductSort']
>;

export type InventoryTagResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryTag'] = ResolversParentTypes['InventoryTag'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryVendorResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InventoryVendor'] = ResolversParentTypes['InventoryVendor'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitationPreviewResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview'],
> = ResolversObject<{
  accountExists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  farmName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['FarmRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
}>;

export type IssueCountsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['IssueCounts'] = ResolversParentTypes['IssueCounts'],
> = ResolversObject<{
  closedIssues?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fixed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needsTriage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newIssues?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reOpened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wontFix?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IssueOverviewResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['IssueOverview'] = ResolversParentTypes['IssueOverview'],
> = ResolversObject<{
  lastWeek?: Resolver<ResolversTypes['IssueCounts'], ParentType, ContextType>;
  thisWeek?: Resolver<ResolversTypes['IssueCounts'], ParentType, ContextType>;
}>;

export type IssuesChartResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['IssuesChart'] = ResolversParentTypes['IssuesChart'],
> = ResolversObject<{
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  overview?: Resolver<ResolversTypes['IssueOverview'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['WeekSeries'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LabourEntryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LabourEntry'] = ResolversParentTypes['LabourEntry'],
> = ResolversObject<{
  cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hourlyRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['WorkOrderPerson']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workOrder?: Resolver<ResolversTypes['WorkOrder'], ParentType, ContextType>;
}>;

export type LabourRateResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LabourRate'] = ResolversParentTypes['LabourRate'],
> = ResolversObject<{
  effectiveRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hourlyRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  person?: Resolver<ResolversTypes['WorkOrderPerson'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LanguageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language'],
> = ResolversObject<{
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface LocalDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['LocalDate'], any> {
  name: 'LocalDate';
}

export type MachineCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MachineCost'] = ResolversParentTypes['MachineCost'],
> = ResolversObject<{
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  labour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  labourHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shareOfPurchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MachineDowntimeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MachineDowntime'] = ResolversParentTypes['MachineDowntime'],
> = ResolversObject<{
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  periods?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MachineFailureCountResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MachineFailureCount'] = ResolversParentTypes['MachineFailureCount'],
> = ResolversObject<{
  cumulativeShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MachineReliabilityResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MachineReliability'] = ResolversParentTypes['MachineReliability'],
> = ResolversObject<{
  availability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['OperatingTimeBasis'], ParentType, ContextType>;
  downtimeHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mtbfHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mttrHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  operatingHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  repairHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  repairs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MailResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Mail'] = ResolversParentTypes['Mail'],
> = ResolversObject<{
  attachments?: Resolver<Array<ResolversTypes['MailAttachment']>, ParentType, ContextType>;
  bcc?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  bccCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cc?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  ccCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['MailSender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MailAttachmentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MailAttachment'] = ResolversParentTypes['MailAttachment'],
> = ResolversObject<{
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MailFilterResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MailFilter'] = ResolversParentTypes['MailFilter'],
> = ResolversObject<{
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MailFolderResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MailFolder'] = ResolversParentTypes['MailFolder'],
> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MailLabelResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MailLabel'] = ResolversParentTypes['MailLabel'],
> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MailPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MailPage'] = ResolversParentTypes['MailPage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Mail']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type MailSenderResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MailSender'] = ResolversParentTypes['MailSender'],
> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MailboxSettingsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MailboxSettings'] = ResolversParentTypes['MailboxSettings'],
> = ResolversObject<{
  messageLayout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MaintenancePlanResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MaintenancePlan'] = ResolversParentTypes['MaintenancePlan'],
> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  anchor?: Resolver<ResolversTypes['PlanAnchor'], ParentType, ContextType>;
  breakInDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  breakInMeter?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  calendarEvery?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  calendarUnit?: Resolver<Maybe<ResolversTypes['CalendarUnit']>, ParentType, ContextType>;
  checklist?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  defaultAssignee?: Resolver<Maybe<ResolversTypes['WorkOrderPerson']>, ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  estimatedMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastDone?: Resolver<Maybe<ResolversTypes['PlanLastDone']>, ParentType, ContextType>;
  lastSkipped?: Resolver<Maybe<ResolversTypes['PlanLastDone']>, ParentType, ContextType>;
  lateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meterEvery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nextDue?: Resolver<Maybe<ResolversTypes['PlanDue']>, ParentType, ContextType>;
  openOrder?: Resolver<Maybe<ResolversTypes['WorkOrder']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['PlanPart']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['WorkOrderPriority'], ParentType, ContextType>;
  seasonEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seasonStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  startMeter?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MaintenancePlanConnectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MaintenancePlanConnection'] =
    ResolversParentTypes['MaintenancePlanConnection'],
> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MaintenancePlanEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MaintenancePlanEdgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MaintenancePlanEdge'] = ResolversParentTypes['MaintenancePlanEdge'],
> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MaintenancePlan'], ParentType, ContextType>;
}>;

export type MaintenanceRequestResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MaintenanceRequest'] = ResolversParentTypes['MaintenanceRequest'],
> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['WorkOrderPerson']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  machineStopped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  reporterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reporterPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MaintenanceRequestStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workOrder?: Resolver<Maybe<ResolversTypes['WorkOrder']>, ParentType, ContextType>;
}>;

export type MaintenanceRequestConnectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MaintenanceRequestConnection'] =
    ResolversParentTypes['MaintenanceRequestConnection'],
> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MaintenanceRequestEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MaintenanceRequestEdgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MaintenanceRequestEdge'] = ResolversParentTypes['MaintenanceRequestEdge'],
> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MaintenanceRequest'], ParentType, ContextType>;
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
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MeterReadingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MeterReading'] = ResolversParentTypes['MeterReading'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MonthCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MonthCost'] = ResolversParentTypes['MonthCost'],
> = ResolversObject<{
  labour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  labourHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = ResolversObject<{
  acceptInvitation?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptInvitationArgs, 'input'>
  >;
  addChecklistItem?: Resolver<
    ResolversTypes['ChecklistItem'],
    ParentType,
    ContextType,
    RequireFields<MutationAddChecklistItemArgs, 'input' | 'workOrderId'>
  >;
  addDowntime?: Resolver<
    ResolversTypes['DowntimePeriod'],
    ParentType,
    ContextType,
    RequireFields<MutationAddDowntimeArgs, 'input' | 'workOrderId'>
  >;
  addNoteTask?: Resolver<
    Maybe<ResolversTypes['Note']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddNoteTaskArgs, 'content' | 'noteId'>
  >;
  addWorkOrderComment?: Resolver<
    ResolversTypes['WorkOrderComment'],
    ParentType,
    ContextType,
    RequireFields<MutationAddWorkOrderCommentArgs, 'input' | 'workOrderId'>
  >;
  adjustStock?: Resolver<
    ResolversTypes['SparePart'],
    ParentType,
    ContextType,
    RequireFields<MutationAdjustStockArgs, 'partId' | 'quantity' | 'reason'>
  >;
  approveMaintenanceRequest?: Resolver<
    ResolversTypes['MaintenanceRequest'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveMaintenanceRequestArgs, 'id'>
  >;
  assignWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationAssignWorkOrderArgs, 'assigneeIds' | 'id'>
  >;
  attachWorkOrderPhoto?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationAttachWorkOrderPhotoArgs, 'photoId' | 'workOrderId'>
  >;
  cancelWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelWorkOrderArgs, 'id' | 'reason'>
  >;
  changePassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'input'>
  >;
  completeWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationCompleteWorkOrderArgs, 'id'>
  >;
  createContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  createContactTag?: Resolver<
    ResolversTypes['ContactTag'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateContactTagArgs, 'title'>
  >;
  createEquipment?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateEquipmentArgs, 'input'>
  >;
  createFailureCode?: Resolver<
    ResolversTypes['FailureCode'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateFailureCodeArgs, 'input'>
  >;
  createFarm?: Resolver<
    ResolversTypes['Farm'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateFarmArgs, 'input'>
  >;
  createInventoryProduct?: Resolver<ResolversTypes['InventoryProduct'], ParentType, ContextType>;
  createInventoryTag?: Resolver<
    ResolversTypes['InventoryTag'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateInventoryTagArgs, 'title'>
  >;
  createMailLabel?: Resolver<
    ResolversTypes['MailLabel'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateMailLabelArgs, 'input'>
  >;
  createMaintenancePlan?: Resolver<
    ResolversTypes['MaintenancePlan'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateMaintenancePlanArgs, 'farmId' | 'input'>
  >;
  createMessage?: Resolver<
    ResolversTypes['Message'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateMessageArgs, 'input'>
  >;
  createNote?: Resolver<
    ResolversTypes['Note'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateNoteArgs, 'input'>
  >;
  createNoteLabel?: Resolver<
    Array<ResolversTypes['NoteLabel']>,
    ParentType,
    ContextType,
    RequireFields<MutationCreateNoteLabelArgs, 'title'>
  >;
  createNotification?: Resolver<
    ResolversTypes['Notification'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateNotificationArgs, 'input'>
  >;
  createScrumboardCard?: Resolver<
    ResolversTypes['ScrumboardCard'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateScrumboardCardArgs, 'input'>
  >;
  createScrumboardLabel?: Resolver<
    ResolversTypes['ScrumboardLabel'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateScrumboardLabelArgs, 'boardId' | 'title'>
  >;
  createScrumboardList?: Resolver<
    ResolversTypes['ScrumboardList'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateScrumboardListArgs, 'input'>
  >;
  createShortcut?: Resolver<
    ResolversTypes['Shortcut'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateShortcutArgs, 'input'>
  >;
  createSparePart?: Resolver<
    ResolversTypes['SparePart'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateSparePartArgs, 'input'>
  >;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'type'>>;
  createTaskTag?: Resolver<
    ResolversTypes['TaskTag'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateTaskTagArgs, 'title'>
  >;
  createWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateWorkOrderArgs, 'input'>
  >;
  deactivateFarmMember?: Resolver<
    ResolversTypes['FarmMember'],
    ParentType,
    ContextType,
    RequireFields<MutationDeactivateFarmMemberArgs, 'farmId' | 'userId'>
  >;
  declineMaintenanceRequest?: Resolver<
    ResolversTypes['MaintenanceRequest'],
    ParentType,
    ContextType,
    RequireFields<MutationDeclineMaintenanceRequestArgs, 'id' | 'reason'>
  >;
  deleteContact?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteContactArgs, 'id'>
  >;
  deleteContactTag?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteContactTagArgs, 'id'>
  >;
  deleteInventoryProduct?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteInventoryProductArgs, 'id'>
  >;
  deleteInventoryTag?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteInventoryTagArgs, 'id'>
  >;
  deleteLabourEntry?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteLabourEntryArgs, 'id'>
  >;
  deleteMailLabel?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteMailLabelArgs, 'id'>
  >;
  deleteMaintenancePlan?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteMaintenancePlanArgs, 'id'>
  >;
  deleteMessage?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteMessageArgs, 'id'>
  >;
  deleteNote?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteNoteArgs, 'id'>
  >;
  deleteNoteLabel?: Resolver<
    Array<ResolversTypes['NoteLabel']>,
    ParentType,
    ContextType,
    RequireFields<MutationDeleteNoteLabelArgs, 'id'>
  >;
  deleteNotification?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteNotificationArgs, 'id'>
  >;
  deleteScrumboardCard?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteScrumboardCardArgs, 'id'>
  >;
  deleteScrumboardLabel?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteScrumboardLabelArgs, 'id'>
  >;
  deleteScrumboardList?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteScrumboardListArgs, 'id'>
  >;
  deleteShortcut?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteShortcutArgs, 'id'>
  >;
  deleteTask?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteTaskArgs, 'id'>
  >;
  deleteTaskTag?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteTaskTagArgs, 'id'>
  >;
  detachWorkOrderPhoto?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationDetachWorkOrderPhotoArgs, 'photoId' | 'workOrderId'>
  >;
  forgotPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationForgotPasswordArgs, 'email'>
  >;
  holdWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationHoldWorkOrderArgs, 'id'>
  >;
  inviteFarmMember?: Resolver<
    ResolversTypes['FarmInvitation'],
    ParentType,
    ContextType,
    RequireFields<MutationInviteFarmMemberArgs, 'input'>
  >;
  issueStock?: Resolver<
    ResolversTypes['SparePart'],
    ParentType,
    ContextType,
    RequireFields<MutationIssueStockArgs, 'partId' | 'quantity'>
  >;
  logLabour?: Resolver<
    ResolversTypes['LabourEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationLogLabourArgs, 'input' | 'workOrderId'>
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
  openCorrectiveFromChecklistItem?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationOpenCorrectiveFromChecklistItemArgs, 'itemId'>
  >;
  planWorkOrderPart?: Resolver<
    ResolversTypes['WorkOrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationPlanWorkOrderPartArgs, 'input' | 'workOrderId'>
  >;
  reactivateFarmMember?: Resolver<
    ResolversTypes['FarmMember'],
    ParentType,
    ContextType,
    RequireFields<MutationReactivateFarmMemberArgs, 'farmId' | 'userId'>
  >;
  receiveStock?: Resolver<
    ResolversTypes['SparePart'],
    ParentType,
    ContextType,
    RequireFields<MutationReceiveStockArgs, 'partId' | 'quantity'>
  >;
  recordChecklistResult?: Resolver<
    ResolversTypes['ChecklistItem'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordChecklistResultArgs, 'id'>
  >;
  recordMeterReading?: Resolver<
    ResolversTypes['MeterReading'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordMeterReadingArgs, 'equipmentId' | 'value'>
  >;
  recordWorkOrderFailure?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordWorkOrderFailureArgs, 'id' | 'input'>
  >;
  removeChecklistItem?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveChecklistItemArgs, 'id'>
  >;
  removeDowntime?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveDowntimeArgs, 'id'>
  >;
  removeWorkOrderPart?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveWorkOrderPartArgs, 'id'>
  >;
  renameNoteLabel?: Resolver<
    Array<ResolversTypes['NoteLabel']>,
    ParentType,
    ContextType,
    RequireFields<MutationRenameNoteLabelArgs, 'id' | 'title'>
  >;
  reopenWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationReopenWorkOrderArgs, 'id'>
  >;
  reorderTasks?: Resolver<
    Array<ResolversTypes['Task']>,
    ParentType,
    ContextType,
    RequireFields<MutationReorderTasksArgs, 'ids'>
  >;
  replaceNote?: Resolver<
    Maybe<ResolversTypes['Note']>,
    ParentType,
    ContextType,
    RequireFields<MutationReplaceNoteArgs, 'id' | 'input'>
  >;
  rescheduleWorkOrder?: Resolver<
    ResolversTypes['RescheduledWorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationRescheduleWorkOrderArgs, 'id' | 'input'>
  >;
  resetPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'input'>
  >;
  resumeWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationResumeWorkOrderArgs, 'id'>
  >;
  retireEquipment?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationRetireEquipmentArgs, 'id'>
  >;
  returnWorkOrderPart?: Resolver<
    ResolversTypes['WorkOrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationReturnWorkOrderPartArgs, 'input' | 'workOrderId'>
  >;
  revokeFarmInvitation?: Resolver<
    ResolversTypes['FarmInvitation'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeFarmInvitationArgs, 'farmId' | 'id'>
  >;
  rotateRequestToken?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationRotateRequestTokenArgs, 'equipmentId'>
  >;
  runPlanScheduler?: Resolver<
    ResolversTypes['PlanSchedulerRun'],
    ParentType,
    ContextType,
    RequireFields<MutationRunPlanSchedulerArgs, 'farmId'>
  >;
  sendChatMessage?: Resolver<
    Maybe<ResolversTypes['ChatMessageSent']>,
    ParentType,
    ContextType,
    RequireFields<MutationSendChatMessageArgs, 'chatId' | 'value'>
  >;
  setAccountActive?: Resolver<
    ResolversTypes['UserAccount'],
    ParentType,
    ContextType,
    RequireFields<MutationSetAccountActiveArgs, 'active' | 'userId'>
  >;
  setCourseProgress?: Resolver<
    Maybe<ResolversTypes['Course']>,
    ParentType,
    ContextType,
    RequireFields<MutationSetCourseProgressArgs, 'id' | 'input'>
  >;
  setFarmDefaultHourlyRate?: Resolver<
    ResolversTypes['Farm'],
    ParentType,
    ContextType,
    RequireFields<MutationSetFarmDefaultHourlyRateArgs, 'farmId'>
  >;
  setFarmMemberRole?: Resolver<
    ResolversTypes['FarmMember'],
    ParentType,
    ContextType,
    RequireFields<MutationSetFarmMemberRoleArgs, 'farmId' | 'role' | 'userId'>
  >;
  setMaintenancePlanActive?: Resolver<
    ResolversTypes['MaintenancePlan'],
    ParentType,
    ContextType,
    RequireFields<MutationSetMaintenancePlanActiveArgs, 'active' | 'id'>
  >;
  setMemberHourlyRate?: Resolver<
    ResolversTypes['LabourRate'],
    ParentType,
    ContextType,
    RequireFields<MutationSetMemberHourlyRateArgs, 'farmId' | 'userId'>
  >;
  setPlanningCapacity?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<MutationSetPlanningCapacityArgs, 'farmId' | 'weeklyCapacityHours'>
  >;
  setUserAdmin?: Resolver<
    ResolversTypes['UserAccount'],
    ParentType,
    ContextType,
    RequireFields<MutationSetUserAdminArgs, 'admin' | 'userId'>
  >;
  setWorkOrderPartPlan?: Resolver<
    ResolversTypes['WorkOrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationSetWorkOrderPartPlanArgs, 'id' | 'quantity'>
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
  startLabourTimer?: Resolver<
    ResolversTypes['LabourEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationStartLabourTimerArgs, 'workOrderId'>
  >;
  startWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationStartWorkOrderArgs, 'id'>
  >;
  stopLabourTimer?: Resolver<
    ResolversTypes['LabourEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationStopLabourTimerArgs, 'id'>
  >;
  toggleMessageRead?: Resolver<
    ResolversTypes['Message'],
    ParentType,
    ContextType,
    RequireFields<MutationToggleMessageReadArgs, 'id' | 'read'>
  >;
  toggleNotificationRead?: Resolver<
    ResolversTypes['Notification'],
    ParentType,
    ContextType,
    RequireFields<MutationToggleNotificationReadArgs, 'id' | 'read'>
  >;
  unlockSession?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationUnlockSessionArgs, 'email' | 'password'>
  >;
  updateChat?: Resolver<
    Maybe<ResolversTypes['Chat']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateChatArgs, 'id' | 'input'>
  >;
  updateContact?: Resolver<
    Maybe<ResolversTypes['Contact']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateContactArgs, 'id' | 'input'>
  >;
  updateContactAvatar?: Resolver<
    Maybe<ResolversTypes['Contact']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateContactAvatarArgs, 'avatar' | 'id'>
  >;
  updateContactTag?: Resolver<
    Maybe<ResolversTypes['ContactTag']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateContactTagArgs, 'id' | 'title'>
  >;
  updateDowntime?: Resolver<
    ResolversTypes['DowntimePeriod'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateDowntimeArgs, 'id' | 'input'>
  >;
  updateEquipment?: Resolver<
    ResolversTypes['Equipment'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateEquipmentArgs, 'id' | 'input'>
  >;
  updateFailureCode?: Resolver<
    ResolversTypes['FailureCode'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateFailureCodeArgs, 'id' | 'input'>
  >;
  updateFarmCurrency?: Resolver<
    ResolversTypes['Farm'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateFarmCurrencyArgs, 'currency' | 'farmId'>
  >;
  updateInventoryProduct?: Resolver<
    Maybe<ResolversTypes['InventoryProduct']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateInventoryProductArgs, 'id' | 'input'>
  >;
  updateInventoryTag?: Resolver<
    Maybe<ResolversTypes['InventoryTag']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateInventoryTagArgs, 'id' | 'title'>
  >;
  updateMail?: Resolver<
    Maybe<ResolversTypes['Mail']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateMailArgs, 'id' | 'input'>
  >;
  updateMailLabel?: Resolver<
    Maybe<ResolversTypes['MailLabel']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateMailLabelArgs, 'id' | 'input'>
  >;
  updateMailboxSettings?: Resolver<
    ResolversTypes['MailboxSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateMailboxSettingsArgs, 'input'>
  >;
  updateMaintenancePlan?: Resolver<
    ResolversTypes['MaintenancePlan'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateMaintenancePlanArgs, 'id' | 'input'>
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
  updateScrumboardCard?: Resolver<
    Maybe<ResolversTypes['ScrumboardCard']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateScrumboardCardArgs, 'id' | 'input'>
  >;
  updateScrumboardCardPositions?: Resolver<
    Array<ResolversTypes['ScrumboardCard']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateScrumboardCardPositionsArgs, 'cards'>
  >;
  updateScrumboardCards?: Resolver<
    Array<ResolversTypes['ScrumboardCard']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateScrumboardCardsArgs, 'cards'>
  >;
  updateScrumboardLabel?: Resolver<
    Maybe<ResolversTypes['ScrumboardLabel']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateScrumboardLabelArgs, 'id' | 'title'>
  >;
  updateScrumboardList?: Resolver<
    Maybe<ResolversTypes['ScrumboardList']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateScrumboardListArgs, 'id' | 'input'>
  >;
  updateScrumboardLists?: Resolver<
    Array<ResolversTypes['ScrumboardList']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateScrumboardListsArgs, 'lists'>
  >;
  updateShortcut?: Resolver<
    ResolversTypes['Shortcut'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateShortcutArgs, 'id' | 'input'>
  >;
  updateSparePart?: Resolver<
    ResolversTypes['SparePart'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSparePartArgs, 'id' | 'input'>
  >;
  updateTask?: Resolver<
    Maybe<ResolversTypes['Task']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTaskArgs, 'id' | 'input'>
  >;
  updateTaskTag?: Resolver<
    Maybe<ResolversTypes['TaskTag']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTaskTagArgs, 'id' | 'title'>
  >;
  updateWorkOrder?: Resolver<
    ResolversTypes['WorkOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateWorkOrderArgs, 'id' | 'input'>
  >;
  useWorkOrderPart?: Resolver<
    ResolversTypes['WorkOrderPart'],
    ParentType,
    ContextType,
    RequireFields<MutationUseWorkOrderPartArgs, 'input' | 'workOrderId'>
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

export type NoteResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Note'] = ResolversParentTypes['Note'],
> = ResolversObject<{
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labels?: Resolver<Array<Maybe<ResolversTypes['NoteLabel']>>, ParentType, ContextType>;
  reminder?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tasks?: Resolver<Maybe<Array<ResolversTypes['NoteTask']>>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type NoteLabelResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['NoteLabel'] = ResolversParentTypes['NoteLabel'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['NotePage'] = ResolversParentTypes['NotePage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Note']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type NoteTaskResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['NoteTask'] = ResolversParentTypes['NoteTask'],
> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  messageKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageParams?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type NumberSeriesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['NumberSeries'] = ResolversParentTypes['NumberSeries'],
> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderTypeWorkResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderTypeWork'] = ResolversParentTypes['OrderTypeWork'],
> = ResolversObject<{
  completedOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  labourHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WorkOrderType'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo'],
> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PageSearchResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PageSearchResult'] = ResolversParentTypes['PageSearchResult'],
> = ResolversObject<{
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['NavigationItem'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PartConsumptionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PartConsumption'] = ResolversParentTypes['PartConsumption'],
> = ResolversObject<{
  issued?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['SparePart'], ParentType, ContextType>;
  returned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  share?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PartsConsumptionReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PartsConsumptionReport'] = ResolversParentTypes['PartsConsumptionReport'],
> = ResolversObject<{
  issuedValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  top?: Resolver<Array<ResolversTypes['PartConsumption']>, ParentType, ContextType>;
}>;

export type PhotoResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo'],
> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['WorkOrderPerson']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlanDueResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanDue'] = ResolversParentTypes['PlanDue'],
> = ResolversObject<{
  breakIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  dueNow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meter?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  projectedDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  ratePerDay?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PlanForecastResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanForecast'] = ResolversParentTypes['PlanForecast'],
> = ResolversObject<{
  breakIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  hasOpenOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meter?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['MaintenancePlan'], ParentType, ContextType>;
}>;

export type PlanLastDoneResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanLastDone'] = ResolversParentTypes['PlanLastDone'],
> = ResolversObject<{
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meter?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PlanPartResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanPart'] = ResolversParentTypes['PlanPart'],
> = ResolversObject<{
  part?: Resolver<Maybe<ResolversTypes['SparePart']>, ParentType, ContextType>;
  partId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PlanSchedulerRunResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlanSchedulerRun'] = ResolversParentTypes['PlanSchedulerRun'],
> = ResolversObject<{
  opened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['WorkOrder']>, ParentType, ContextType>;
}>;

export type PlannedOrderResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlannedOrder'] = ResolversParentTypes['PlannedOrder'],
> = ResolversObject<{
  basis?: Resolver<ResolversTypes['PlanningBasis'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['WorkOrder'], ParentType, ContextType>;
}>;

export type PlannedReactiveReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PlannedReactiveReport'] = ResolversParentTypes['PlannedReactiveReport'],
> = ResolversObject<{
  byType?: Resolver<Array<ResolversTypes['OrderTypeWork']>, ParentType, ContextType>;
  plannedHourShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  plannedOrderShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PlanningResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Planning'] = ResolversParentTypes['Planning'],
> = ResolversObject<{
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  forecasts?: Resolver<Array<ResolversTypes['PlanForecast']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['PlannedOrder']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  weeklyCapacityHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workload?: Resolver<Array<ResolversTypes['TechnicianWeek']>, ParentType, ContextType>;
}>;

export type PmComplianceReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PmComplianceReport'] = ResolversParentTypes['PmComplianceReport'],
> = ResolversObject<{
  compliance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exceptions?: Resolver<
    Array<ResolversTypes['PmException']>,
    ParentType,
    ContextType,
    RequireFields<PmComplianceReportExceptionsArgs, 'first'>
  >;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notYetDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PmExceptionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PmException'] = ResolversParentTypes['PmException'],
> = ResolversObject<{
  completedOn?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  daysLate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['WorkOrder'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PmOutcome'], ParentType, ContextType>;
}>;

export type PointSeriesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PointSeries'] = ResolversParentTypes['PointSeries'],
> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ChartPoint']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceChartResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PriceChart'] = ResolversParentTypes['PriceChart'],
> = ResolversObject<{
  series?: Resolver<Array<ResolversTypes['PointSeries']>, ParentType, ContextType>;
}>;

export type ProjectDashboardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProjectDashboard'] = ResolversParentTypes['ProjectDashboard'],
> = ResolversObject<{
  budgetDetails?: Resolver<ResolversTypes['BudgetDetails'], ParentType, ContextType>;
  budgetDistribution?: Resolver<ResolversTypes['BudgetDistribution'], ParentType, ContextType>;
  githubIssues?: Resolver<ResolversTypes['IssuesChart'], ParentType, ContextType>;
  monthlyExpenses?: Resolver<ResolversTypes['AmountChart'], ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType>;
  taskDistribution?: Resolver<ResolversTypes['TaskDistribution'], ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  weeklyExpenses?: Resolver<ResolversTypes['AmountChart'], ParentType, ContextType>;
  yearlyExpenses?: Resolver<ResolversTypes['AmountChart'], ParentType, ContextType>;
}>;

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = ResolversObject<{
  academyCategories?: Resolver<Array<ResolversTypes['AcademyCategory']>, ParentType, ContextType>;
  activities?: Resolver<ResolversTypes['ActivityPage'], ParentType, ContextType, Partial<QueryActivitiesArgs>>;
  analyticsDashboard?: Resolver<ResolversTypes['AnalyticsDashboard'], ParentType, ContextType>;
  appConfig?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType>;
  chat?: Resolver<Maybe<ResolversTypes['Chat']>, ParentType, ContextType, RequireFields<QueryChatArgs, 'id'>>;
  chatContact?: Resolver<
    Maybe<ResolversTypes['ChatContact']>,
    ParentType,
    ContextType,
    RequireFields<QueryChatContactArgs, 'id'>
  >;
  chatContacts?: Resolver<
    ResolversTypes['ChatContactPage'],
    ParentType,
    ContextType,
    RequireFields<QueryChatContactsArgs, 'page' | 'size'>
  >;
  chatProfile?: Resolver<ResolversTypes['ChatProfile'], ParentType, ContextType>;
  chats?: Resolver<ResolversTypes['ChatPage'], ParentType, ContextType, RequireFields<QueryChatsArgs, 'page' | 'size'>>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType, RequireFields<QueryContactArgs, 'id'>>;
  contactTags?: Resolver<Array<ResolversTypes['ContactTag']>, ParentType, ContextType>;
  contacts?: Resolver<
    ResolversTypes['ContactPage'],
    ParentType,
    ContextType,
    RequireFields<QueryContactsArgs, 'page' | 'size'>
  >;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType, Partial<QueryCountriesArgs>>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCourseArgs, 'id'>>;
  courses?: Resolver<
    ResolversTypes['CoursePage'],
    ParentType,
    ContextType,
    RequireFields<QueryCoursesArgs, 'page' | 'size'>
  >;
  cryptoDashboard?: Resolver<ResolversTypes['CryptoDashboard'], ParentType, ContextType>;
  dashboard?: Resolver<
    ResolversTypes['Dashboard'],
    ParentType,
    ContextType,
    RequireFields<QueryDashboardArgs, 'farmId'>
  >;
  equipment?: Resolver<
    Maybe<ResolversTypes['Equipment']>,
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentArgs, 'id'>
  >;
  equipmentList?: Resolver<
    ResolversTypes['EquipmentConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryEquipmentListArgs, 'farmId' | 'first'>
  >;
  failureCodes?: Resolver<
    Array<ResolversTypes['FailureCode']>,
    ParentType,
    ContextType,
    RequireFields<QueryFailureCodesArgs, 'farmId' | 'includeInactive'>
  >;
  farm?: Resolver<Maybe<ResolversTypes['Farm']>, ParentType, ContextType, RequireFields<QueryFarmArgs, 'id'>>;
  farmInvitations?: Resolver<
    ResolversTypes['FarmInvitationConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryFarmInvitationsArgs, 'farmId' | 'first'>
  >;
  farmMembers?: Resolver<
    ResolversTypes['FarmMemberConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryFarmMembersArgs, 'farmId' | 'first'>
  >;
  farms?: Resolver<Array<ResolversTypes['Farm']>, ParentType, ContextType>;
  fileManager?: Resolver<ResolversTypes['FileManagerFolder'], ParentType, ContextType, Partial<QueryFileManagerArgs>>;
  financeDashboard?: Resolver<ResolversTypes['FinanceDashboard'], ParentType, ContextType>;
  globalSearch?: Resolver<
    ResolversTypes['GlobalSearch'],
    ParentType,
    ContextType,
    RequireFields<QueryGlobalSearchArgs, 'lang' | 'query'>
  >;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  helpCenterFaqs?: Resolver<
    Array<ResolversTypes['FaqCategory']>,
    ParentType,
    ContextType,
    Partial<QueryHelpCenterFaqsArgs>
  >;
  helpCenterGuide?: Resolver<
    Maybe<ResolversTypes['GuideCategory']>,
    ParentType,
    ContextType,
    RequireFields<QueryHelpCenterGuideArgs, 'categorySlug' | 'guideSlug'>
  >;
  helpCenterGuides?: Resolver<
    Array<ResolversTypes['GuideCategory']>,
    ParentType,
    ContextType,
    Partial<QueryHelpCenterGuidesArgs>
  >;
  iconSet?: Resolver<Maybe<ResolversTypes['IconSet']>, ParentType, ContextType, RequireFields<QueryIconSetArgs, 'set'>>;
  iconSetNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inventoryBrands?: Resolver<Array<ResolversTypes['InventoryBrand']>, ParentType, ContextType>;
  inventoryCategories?: Resolver<Array<ResolversTypes['InventoryCategory']>, ParentType, ContextType>;
  inventoryProduct?: Resolver<
    Maybe<ResolversTypes['InventoryProduct']>,
    ParentType,
    ContextType,
    RequireFields<QueryInventoryProductArgs, 'id'>
  >;
  inventoryProducts?: Resolver<
    ResolversTypes['InventoryProductPage'],
    ParentType,
    ContextType,
    RequireFields<QueryInventoryProductsArgs, 'order' | 'page' | 'size' | 'sort'>
  >;
  inventoryTags?: Resolver<Array<ResolversTypes['InventoryTag']>, ParentType, ContextType>;
  inventoryVendors?: Resolver<Array<ResolversTypes['InventoryVendor']>, ParentType, ContextType>;
  invitation?: Resolver<
    ResolversTypes['InvitationPreview'],
    ParentType,
    ContextType,
    RequireFields<QueryInvitationArgs, 'token'>
  >;
  labourRates?: Resolver<
    Array<ResolversTypes['LabourRate']>,
    ParentType,
    ContextType,
    RequireFields<QueryLabourRatesArgs, 'farmId'>
  >;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['Mail']>, ParentType, ContextType, RequireFields<QueryMailArgs, 'id'>>;
  mailFilters?: Resolver<Array<ResolversTypes['MailFilter']>, ParentType, ContextType>;
  mailFolders?: Resolver<Array<ResolversTypes['MailFolder']>, ParentType, ContextType>;
  mailLabels?: Resolver<Array<ResolversTypes['MailLabel']>, ParentType, ContextType>;
  mailboxSettings?: Resolver<ResolversTypes['MailboxSettings'], ParentType, ContextType>;
  mails?: Resolver<ResolversTypes['MailPage'], ParentType, ContextType, RequireFields<QueryMailsArgs, 'page' | 'size'>>;
  maintenancePlan?: Resolver<
    Maybe<ResolversTypes['MaintenancePlan']>,
    ParentType,
    ContextType,
    RequireFields<QueryMaintenancePlanArgs, 'id'>
  >;
  maintenancePlans?: Resolver<
    ResolversTypes['MaintenancePlanConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryMaintenancePlansArgs, 'farmId' | 'first'>
  >;
  maintenanceRequest?: Resolver<
    Maybe<ResolversTypes['MaintenanceRequest']>,
    ParentType,
    ContextType,
    RequireFields<QueryMaintenanceRequestArgs, 'id'>
  >;
  maintenanceRequests?: Resolver<
    ResolversTypes['MaintenanceRequestConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryMaintenanceRequestsArgs, 'farmId' | 'first'>
  >;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType, Partial<QueryMessagesArgs>>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType, Partial<QueryNavigationArgs>>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, RequireFields<QueryNoteArgs, 'id'>>;
  noteLabels?: Resolver<Array<ResolversTypes['NoteLabel']>, ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['NotePage'], ParentType, ContextType, RequireFields<QueryNotesArgs, 'page' | 'size'>>;
  notifications?: Resolver<
    Array<ResolversTypes['Notification']>,
    ParentType,
    ContextType,
    Partial<QueryNotificationsArgs>
  >;
  planning?: Resolver<
    ResolversTypes['Planning'],
    ParentType,
    ContextType,
    RequireFields<QueryPlanningArgs, 'farmId' | 'from' | 'to'>
  >;
  projectDashboard?: Resolver<ResolversTypes['ProjectDashboard'], ParentType, ContextType>;
  reports?: Resolver<
    ResolversTypes['Reports'],
    ParentType,
    ContextType,
    RequireFields<QueryReportsArgs, 'farmId' | 'period'>
  >;
  runningLabourTimer?: Resolver<
    Maybe<ResolversTypes['LabourEntry']>,
    ParentType,
    ContextType,
    RequireFields<QueryRunningLabourTimerArgs, 'farmId'>
  >;
  scrumboard?: Resolver<
    Maybe<ResolversTypes['Scrumboard']>,
    ParentType,
    ContextType,
    RequireFields<QueryScrumboardArgs, 'id'>
  >;
  scrumboardLabels?: Resolver<
    Array<ResolversTypes['ScrumboardLabel']>,
    ParentType,
    ContextType,
    RequireFields<QueryScrumboardLabelsArgs, 'boardId'>
  >;
  scrumboards?: Resolver<
    ResolversTypes['ScrumboardPage'],
    ParentType,
    ContextType,
    RequireFields<QueryScrumboardsArgs, 'page' | 'size'>
  >;
  searchTasks?: Resolver<
    Maybe<ResolversTypes['TaskPage']>,
    ParentType,
    ContextType,
    RequireFields<QuerySearchTasksArgs, 'page' | 'query' | 'size'>
  >;
  shortcuts?: Resolver<Array<ResolversTypes['Shortcut']>, ParentType, ContextType>;
  sparePart?: Resolver<
    Maybe<ResolversTypes['SparePart']>,
    ParentType,
    ContextType,
    RequireFields<QuerySparePartArgs, 'id'>
  >;
  spareParts?: Resolver<
    ResolversTypes['SparePartConnection'],
    ParentType,
    ContextType,
    RequireFields<QuerySparePartsArgs, 'farmId' | 'first'>
  >;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QueryTaskArgs, 'id'>>;
  taskMembers?: Resolver<Array<ResolversTypes['TaskMember']>, ParentType, ContextType>;
  taskTags?: Resolver<Array<ResolversTypes['TaskTag']>, ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['TaskPage'], ParentType, ContextType, RequireFields<QueryTasksArgs, 'page' | 'size'>>;
  userAccounts?: Resolver<
    ResolversTypes['UserAccountConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryUserAccountsArgs, 'first'>
  >;
  workOrder?: Resolver<
    Maybe<ResolversTypes['WorkOrder']>,
    ParentType,
    ContextType,
    RequireFields<QueryWorkOrderArgs, 'id'>
  >;
  workOrderAssignees?: Resolver<
    Array<ResolversTypes['WorkOrderPerson']>,
    ParentType,
    ContextType,
    RequireFields<QueryWorkOrderAssigneesArgs, 'farmId'>
  >;
  workOrders?: Resolver<
    ResolversTypes['WorkOrderConnection'],
    ParentType,
    ContextType,
    RequireFields<QueryWorkOrdersArgs, 'farmId' | 'first'>
  >;
}>;

export type ReasonDowntimeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ReasonDowntime'] = ResolversParentTypes['ReasonDowntime'],
> = ResolversObject<{
  hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  periods?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ReliabilityReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ReliabilityReport'] = ResolversParentTypes['ReliabilityReport'],
> = ResolversObject<{
  availability?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  byMachine?: Resolver<Array<ResolversTypes['MachineReliability']>, ParentType, ContextType>;
  downtimeHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  machines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mtbfHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mttrHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  operatingHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  repairHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  repairs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReportsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Reports'] = ResolversParentTypes['Reports'],
> = ResolversObject<{
  backlog?: Resolver<ResolversTypes['BacklogReport'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['EquipmentCategory']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['CostReport'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downtime?: Resolver<ResolversTypes['DowntimeReport'], ParentType, ContextType>;
  equipmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  failurePareto?: Resolver<ResolversTypes['FailureParetoReport'], ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  partsConsumption?: Resolver<
    ResolversTypes['PartsConsumptionReport'],
    ParentType,
    ContextType,
    RequireFields<ReportsPartsConsumptionArgs, 'top'>
  >;
  periodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  plannedVsReactive?: Resolver<ResolversTypes['PlannedReactiveReport'], ParentType, ContextType>;
  pmCompliance?: Resolver<ResolversTypes['PmComplianceReport'], ParentType, ContextType>;
  reliability?: Resolver<ResolversTypes['ReliabilityReport'], ParentType, ContextType>;
  stockValue?: Resolver<ResolversTypes['StockValueReport'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
}>;

export type RescheduledWorkOrderResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RescheduledWorkOrder'] = ResolversParentTypes['RescheduledWorkOrder'],
> = ResolversObject<{
  order?: Resolver<ResolversTypes['WorkOrder'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['WorkOrderSchedule'], ParentType, ContextType>;
}>;

export type ScheduleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule'],
> = ResolversObject<{
  today?: Resolver<Array<ResolversTypes['ScheduleEntry']>, ParentType, ContextType>;
  tomorrow?: Resolver<Array<ResolversTypes['ScheduleEntry']>, ParentType, ContextType>;
}>;

export type ScheduleEntryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ScheduleEntry'] = ResolversParentTypes['ScheduleEntry'],
> = ResolversObject<{
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScrumboardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Scrumboard'] = ResolversParentTypes['Scrumboard'],
> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['ScrumboardLabel']>, ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['ScrumboardList']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ScrumboardMember']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScrumboardCardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ScrumboardCard'] = ResolversParentTypes['ScrumboardCard'],
> = ResolversObject<{
  boardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['ScrumboardLabel']>, ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScrumboardLabelResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ScrumboardLabel'] = ResolversParentTypes['ScrumboardLabel'],
> = ResolversObject<{
  boardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScrumboardListResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ScrumboardList'] = ResolversParentTypes['ScrumboardList'],
> = ResolversObject<{
  boardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['ScrumboardCard']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScrumboardMemberResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ScrumboardMember'] = ResolversParentTypes['ScrumboardMember'],
> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScrumboardPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ScrumboardPage'] = ResolversParentTypes['ScrumboardPage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Scrumboard']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type ShareChartResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ShareChart'] = ResolversParentTypes['ShareChart'],
> = ResolversObject<{
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  uniqueVisitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type SparePartResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SparePart'] = ResolversParentTypes['SparePart'],
> = ResolversObject<{
  available?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  compatibleEquipment?: Resolver<Array<ResolversTypes['Equipment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  history?: Resolver<
    Array<ResolversTypes['AuditEntry']>,
    ParentType,
    ContextType,
    RequireFields<SparePartHistoryArgs, 'first'>
  >;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  movements?: Resolver<
    Array<ResolversTypes['StockMovement']>,
    ParentType,
    ContextType,
    RequireFields<SparePartMovementsArgs, 'first'>
  >;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plannedOn?: Resolver<
    Array<ResolversTypes['WorkOrderPart']>,
    ParentType,
    ContextType,
    RequireFields<SparePartPlannedOnArgs, 'first'>
  >;
  quantityOnHand?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reorderQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stockValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  storageLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['PartUnit'], ParentType, ContextType>;
  unitCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SparePartConnectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SparePartConnection'] = ResolversParentTypes['SparePartConnection'],
> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SparePartEdge']>, ParentType, ContextType>;
  farmStockValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SparePartEdgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SparePartEdge'] = ResolversParentTypes['SparePartEdge'],
> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SparePart'], ParentType, ContextType>;
}>;

export type StatementResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Statement'] = ResolversParentTypes['Statement'],
> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StockMovementResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['StockMovement'] = ResolversParentTypes['StockMovement'],
> = ResolversObject<{
  balanceAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['StockMovementType'], ParentType, ContextType>;
  unitCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  workOrder?: Resolver<Maybe<ResolversTypes['WorkOrder']>, ParentType, ContextType>;
}>;

export type StockValuePointResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['StockValuePoint'] = ResolversParentTypes['StockValuePoint'],
> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type StockValueReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['StockValueReport'] = ResolversParentTypes['StockValueReport'],
> = ResolversObject<{
  months?: Resolver<Array<ResolversTypes['StockValuePoint']>, ParentType, ContextType>;
  opening?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TaskResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task'],
> = ResolversObject<{
  assignedTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTasks?: Resolver<Maybe<Array<ResolversTypes['TaskSubTask']>>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TaskType'], ParentType, ContextType>;
}>;

export type TaskCountsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TaskCounts'] = ResolversParentTypes['TaskCounts'],
> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TaskDistributionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TaskDistribution'] = ResolversParentTypes['TaskDistribution'],
> = ResolversObject<{
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  overview?: Resolver<ResolversTypes['TaskOverview'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['WeekNumbers'], ParentType, ContextType>;
}>;

export type TaskMemberResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TaskMember'] = ResolversParentTypes['TaskMember'],
> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskOverviewResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TaskOverview'] = ResolversParentTypes['TaskOverview'],
> = ResolversObject<{
  lastWeek?: Resolver<ResolversTypes['TaskCounts'], ParentType, ContextType>;
  thisWeek?: Resolver<ResolversTypes['TaskCounts'], ParentType, ContextType>;
}>;

export type TaskPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TaskPage'] = ResolversParentTypes['TaskPage'],
> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['DemoPagination'], ParentType, ContextType>;
}>;

export type TaskSearchResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TaskSearchResult'] = ResolversParentTypes['TaskSearchResult'],
> = ResolversObject<{
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['Task'], ParentType, ContextType>;
  titleHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskSubTaskResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TaskSubTask'] = ResolversParentTypes['TaskSubTask'],
> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskTagResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TaskTag'] = ResolversParentTypes['TaskTag'],
> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskTypeResolvers = EnumResolverSignature<{ SECTION?: any; TASK?: any }, ResolversTypes['TaskType']>;

export type TeamMemberResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember'],
> = ResolversObject<{
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TechnicianWeekResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TechnicianWeek'] = ResolversParentTypes['TechnicianWeek'],
> = ResolversObject<{
  capacityHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimatedHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overCapacity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  technician?: Resolver<ResolversTypes['WorkOrderPerson'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
}>;

export type TransactionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction'],
> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrendResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Trend'] = ResolversParentTypes['Trend'],
> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dir?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type UserAccountResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UserAccount'] = ResolversParentTypes['UserAccount'],
> = ResolversObject<{
  admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deactivatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserAccountConnectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UserAccountConnection'] = ResolversParentTypes['UserAccountConnection'],
> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['UserAccountEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserAccountEdgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UserAccountEdge'] = ResolversParentTypes['UserAccountEdge'],
> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserAccount'], ParentType, ContextType>;
}>;

export type UserStatusResolvers = EnumResolverSignature<
  { AWAY?: any; BUSY?: any; NOT_VISIBLE?: any; ONLINE?: any },
  ResolversTypes['UserStatus']
>;

export type VisitorsChartResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['VisitorsChart'] = ResolversParentTypes['VisitorsChart'],
> = ResolversObject<{
  series?: Resolver<ResolversTypes['YearSeries'], ParentType, ContextType>;
}>;

export type VisitorsVsPageViewsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['VisitorsVsPageViews'] = ResolversParentTypes['VisitorsVsPageViews'],
> = ResolversObject<{
  averageRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overallScore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  predictedRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['PointSeries']>, ParentType, ContextType>;
}>;

export type WatchlistItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WatchlistItem'] = ResolversParentTypes['WatchlistItem'],
> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['PointSeries']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['Trend'], ParentType, ContextType>;
}>;

export type WeekNumbersResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WeekNumbers'] = ResolversParentTypes['WeekNumbers'],
> = ResolversObject<{
  lastWeek?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  thisWeek?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type WeekSeriesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WeekSeries'] = ResolversParentTypes['WeekSeries'],
> = ResolversObject<{
  lastWeek?: Resolver<Array<ResolversTypes['NumberSeries']>, ParentType, ContextType>;
  thisWeek?: Resolver<Array<ResolversTypes['NumberSeries']>, ParentType, ContextType>;
}>;

export type WorkOrderResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WorkOrder'] = ResolversParentTypes['WorkOrder'],
> = ResolversObject<{
  assignees?: Resolver<Array<ResolversTypes['WorkOrderPerson']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cause?: Resolver<Maybe<ResolversTypes['FailureCode']>, ParentType, ContextType>;
  checklist?: Resolver<Array<ResolversTypes['ChecklistItem']>, ParentType, ContextType>;
  comments?: Resolver<
    Array<ResolversTypes['WorkOrderComment']>,
    ParentType,
    ContextType,
    RequireFields<WorkOrderCommentsArgs, 'first'>
  >;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  completionNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['WorkOrderCost'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downtime?: Resolver<Array<ResolversTypes['DowntimePeriod']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['Equipment'], ParentType, ContextType>;
  equipmentDown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estimatedMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failureAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  farmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  holdReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labour?: Resolver<Array<ResolversTypes['LabourEntry']>, ParentType, ContextType>;
  maintenanceRequest?: Resolver<Maybe<ResolversTypes['MaintenanceRequest']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['WorkOrder']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['WorkOrderPart']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['MaintenancePlan']>, ParentType, ContextType>;
  planDueDate?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  planLate?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['WorkOrderPriority'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['FailureCode']>, ParentType, ContextType>;
  remedy?: Resolver<Maybe<ResolversTypes['FailureCode']>, ParentType, ContextType>;
  requester?: Resolver<Maybe<ResolversTypes['WorkOrderPerson']>, ParentType, ContextType>;
  scheduledEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scheduledStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WorkOrderStatus'], ParentType, ContextType>;
  timeline?: Resolver<
    Array<ResolversTypes['AuditEntry']>,
    ParentType,
    ContextType,
    RequireFields<WorkOrderTimelineArgs, 'first'>
  >;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WorkOrderType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerActions?: Resolver<Array<ResolversTypes['WorkOrderAction']>, ParentType, ContextType>;
}>;

export type WorkOrderCommentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WorkOrderComment'] = ResolversParentTypes['WorkOrderComment'],
> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['WorkOrderPerson']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WorkOrderConnectionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WorkOrderConnection'] = ResolversParentTypes['WorkOrderConnection'],
> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WorkOrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WorkOrderCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WorkOrderCost'] = ResolversParentTypes['WorkOrderCost'],
> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type WorkOrderEdgeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WorkOrderEdge'] = ResolversParentTypes['WorkOrderEdge'],
> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WorkOrder'], ParentType, ContextType>;
}>;

export type WorkOrderPartResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WorkOrderPart'] = ResolversParentTypes['WorkOrderPart'],
> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['SparePart'], ParentType, ContextType>;
  plannedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reservedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  usedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  workOrder?: Resolver<ResolversTypes['WorkOrder'], ParentType, ContextType>;
}>;

export type WorkOrderPersonResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WorkOrderPerson'] = ResolversParentTypes['WorkOrderPerson'],
> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkOrderScheduleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WorkOrderSchedule'] = ResolversParentTypes['WorkOrderSchedule'],
> = ResolversObject<{
  assigneeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  scheduledEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scheduledStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type YearSeriesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['YearSeries'] = ResolversParentTypes['YearSeries'],
> = ResolversObject<{
  lastYear?: Resolver<Array<ResolversTypes['PointSeries']>, ParentType, ContextType>;
  thisYear?: Resolver<Array<ResolversTypes['PointSeries']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  AcademyCategory?: AcademyCategoryResolvers<ContextType>;
  AccountBalance?: AccountBalanceResolvers<ContextType>;
  Activity?: ActivityResolvers<ContextType>;
  ActivityPage?: ActivityPageResolvers<ContextType>;
  AmountChart?: AmountChartResolvers<ContextType>;
  AnalyticsDashboard?: AnalyticsDashboardResolvers<ContextType>;
  AppConfig?: AppConfigResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BacklogCell?: BacklogCellResolvers<ContextType>;
  BacklogReport?: BacklogReportResolvers<ContextType>;
  BtcOverview?: BtcOverviewResolvers<ContextType>;
  Budget?: BudgetResolvers<ContextType>;
  BudgetDetails?: BudgetDetailsResolvers<ContextType>;
  BudgetDetailsRow?: BudgetDetailsRowResolvers<ContextType>;
  BudgetDistribution?: BudgetDistributionResolvers<ContextType>;
  CategoryCost?: CategoryCostResolvers<ContextType>;
  ChartPoint?: ChartPointResolvers<ContextType>;
  Chat?: ChatResolvers<ContextType>;
  ChatContact?: ChatContactResolvers<ContextType>;
  ChatContactAttachments?: ChatContactAttachmentsResolvers<ContextType>;
  ChatContactDetails?: ChatContactDetailsResolvers<ContextType>;
  ChatContactPage?: ChatContactPageResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMessagePage?: ChatMessagePageResolvers<ContextType>;
  ChatMessageSent?: ChatMessageSentResolvers<ContextType>;
  ChatPage?: ChatPageResolvers<ContextType>;
  ChatProfile?: ChatProfileResolvers<ContextType>;
  ChecklistItem?: ChecklistItemResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CoinAmounts?: CoinAmountsResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactEmail?: ContactEmailResolvers<ContextType>;
  ContactJob?: ContactJobResolvers<ContextType>;
  ContactPage?: ContactPageResolvers<ContextType>;
  ContactPhoneNumber?: ContactPhoneNumberResolvers<ContextType>;
  ContactSearchResult?: ContactSearchResultResolvers<ContextType>;
  ContactTag?: ContactTagResolvers<ContextType>;
  CostReport?: CostReportResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CountryNameLanguage?: CountryNameLanguageResolvers;
  Course?: CourseResolvers<ContextType>;
  CoursePage?: CoursePageResolvers<ContextType>;
  CourseProgress?: CourseProgressResolvers<ContextType>;
  CourseStep?: CourseStepResolvers<ContextType>;
  CryptoDashboard?: CryptoDashboardResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardActivity?: DashboardActivityResolvers<ContextType>;
  DashboardDowntime?: DashboardDowntimeResolvers<ContextType>;
  DashboardMachineDown?: DashboardMachineDownResolvers<ContextType>;
  DashboardOrderCount?: DashboardOrderCountResolvers<ContextType>;
  DashboardWeek?: DashboardWeekResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DemoPagination?: DemoPaginationResolvers<ContextType>;
  DowntimePeriod?: DowntimePeriodResolvers<ContextType>;
  DowntimeReport?: DowntimeReportResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  Equipment?: EquipmentResolvers<ContextType>;
  EquipmentConnection?: EquipmentConnectionResolvers<ContextType>;
  EquipmentEdge?: EquipmentEdgeResolvers<ContextType>;
  FailureCode?: FailureCodeResolvers<ContextType>;
  FailureCodeCount?: FailureCodeCountResolvers<ContextType>;
  FailureParetoReport?: FailureParetoReportResolvers<ContextType>;
  Faq?: FaqResolvers<ContextType>;
  FaqCategory?: FaqCategoryResolvers<ContextType>;
  Farm?: FarmResolvers<ContextType>;
  FarmInvitation?: FarmInvitationResolvers<ContextType>;
  FarmInvitationConnection?: FarmInvitationConnectionResolvers<ContextType>;
  FarmInvitationEdge?: FarmInvitationEdgeResolvers<ContextType>;
  FarmMember?: FarmMemberResolvers<ContextType>;
  FarmMemberConnection?: FarmMemberConnectionResolvers<ContextType>;
  FarmMemberEdge?: FarmMemberEdgeResolvers<ContextType>;
  FarmRef?: FarmRefResolvers<ContextType>;
  FileManagerFolder?: FileManagerFolderResolvers<ContextType>;
  FileManagerItem?: FileManagerItemResolvers<ContextType>;
  FinanceDashboard?: FinanceDashboardResolvers<ContextType>;
  GlobalSearch?: GlobalSearchResolvers<ContextType>;
  Guide?: GuideResolvers<ContextType>;
  GuideCategory?: GuideCategoryResolvers<ContextType>;
  IconSet?: IconSetResolvers<ContextType>;
  InventoryBrand?: InventoryBrandResolvers<ContextType>;
  InventoryCategory?: InventoryCategoryResolvers<ContextType>;
  InventoryPagination?: InventoryPaginationResolvers<ContextType>;
  InventoryProduct?: InventoryProductResolvers<ContextType>;
  InventoryProductPage?: InventoryProductPageResolvers<ContextType>;
  InventoryProductSort?: InventoryProductSortResolvers;
  InventoryTag?: InventoryTagResolvers<ContextType>;
  InventoryVendor?: InventoryVendorResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  IssueCounts?: IssueCountsResolvers<ContextType>;
  IssueOverview?: IssueOverviewResolvers<ContextType>;
  IssuesChart?: IssuesChartResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LabourEntry?: LabourEntryResolvers<ContextType>;
  LabourRate?: LabourRateResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LocalDate?: GraphQLScalarType;
  MachineCost?: MachineCostResolvers<ContextType>;
  MachineDowntime?: MachineDowntimeResolvers<ContextType>;
  MachineFailureCount?: MachineFailureCountResolvers<ContextType>;
  MachineReliability?: MachineReliabilityResolvers<ContextType>;
  Mail?: MailResolvers<ContextType>;
  MailAttachment?: MailAttachmentResolvers<ContextType>;
  MailFilter?: MailFilterResolvers<ContextType>;
  MailFolder?: MailFolderResolvers<ContextType>;
  MailLabel?: MailLabelResolvers<ContextType>;
  MailPage?: MailPageResolvers<ContextType>;
  MailSender?: MailSenderResolvers<ContextType>;
  MailboxSettings?: MailboxSettingsResolvers<ContextType>;
  MaintenancePlan?: MaintenancePlanResolvers<ContextType>;
  MaintenancePlanConnection?: MaintenancePlanConnectionResolvers<ContextType>;
  MaintenancePlanEdge?: MaintenancePlanEdgeResolvers<ContextType>;
  MaintenanceRequest?: MaintenanceRequestResolvers<ContextType>;
  MaintenanceRequestConnection?: MaintenanceRequestConnectionResolvers<ContextType>;
  MaintenanceRequestEdge?: MaintenanceRequestEdgeResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MeterReading?: MeterReadingResolvers<ContextType>;
  MonthCost?: MonthCostResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationBadge?: NavigationBadgeResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  Note?: NoteResolvers<ContextType>;
  NoteLabel?: NoteLabelResolvers<ContextType>;
  NotePage?: NotePageResolvers<ContextType>;
  NoteTask?: NoteTaskResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NumberSeries?: NumberSeriesResolvers<ContextType>;
  OrderTypeWork?: OrderTypeWorkResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageSearchResult?: PageSearchResultResolvers<ContextType>;
  PartConsumption?: PartConsumptionResolvers<ContextType>;
  PartsConsumptionReport?: PartsConsumptionReportResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  PlanDue?: PlanDueResolvers<ContextType>;
  PlanForecast?: PlanForecastResolvers<ContextType>;
  PlanLastDone?: PlanLastDoneResolvers<ContextType>;
  PlanPart?: PlanPartResolvers<ContextType>;
  PlanSchedulerRun?: PlanSchedulerRunResolvers<ContextType>;
  PlannedOrder?: PlannedOrderResolvers<ContextType>;
  PlannedReactiveReport?: PlannedReactiveReportResolvers<ContextType>;
  Planning?: PlanningResolvers<ContextType>;
  PmComplianceReport?: PmComplianceReportResolvers<ContextType>;
  PmException?: PmExceptionResolvers<ContextType>;
  PointSeries?: PointSeriesResolvers<ContextType>;
  PriceChart?: PriceChartResolvers<ContextType>;
  ProjectDashboard?: ProjectDashboardResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReasonDowntime?: ReasonDowntimeResolvers<ContextType>;
  ReliabilityReport?: ReliabilityReportResolvers<ContextType>;
  Reports?: ReportsResolvers<ContextType>;
  RescheduledWorkOrder?: RescheduledWorkOrderResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScheduleEntry?: ScheduleEntryResolvers<ContextType>;
  Scrumboard?: ScrumboardResolvers<ContextType>;
  ScrumboardCard?: ScrumboardCardResolvers<ContextType>;
  ScrumboardLabel?: ScrumboardLabelResolvers<ContextType>;
  ScrumboardList?: ScrumboardListResolvers<ContextType>;
  ScrumboardMember?: ScrumboardMemberResolvers<ContextType>;
  ScrumboardPage?: ScrumboardPageResolvers<ContextType>;
  ShareChart?: ShareChartResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  SparePart?: SparePartResolvers<ContextType>;
  SparePartConnection?: SparePartConnectionResolvers<ContextType>;
  SparePartEdge?: SparePartEdgeResolvers<ContextType>;
  Statement?: StatementResolvers<ContextType>;
  StockMovement?: StockMovementResolvers<ContextType>;
  StockValuePoint?: StockValuePointResolvers<ContextType>;
  StockValueReport?: StockValueReportResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskCounts?: TaskCountsResolvers<ContextType>;
  TaskDistribution?: TaskDistributionResolvers<ContextType>;
  TaskMember?: TaskMemberResolvers<ContextType>;
  TaskOverview?: TaskOverviewResolvers<ContextType>;
  TaskPage?: TaskPageResolvers<ContextType>;
  TaskSearchResult?: TaskSearchResultResolvers<ContextType>;
  TaskSubTask?: TaskSubTaskResolvers<ContextType>;
  TaskTag?: TaskTagResolvers<ContextType>;
  TaskType?: TaskTypeResolvers;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TechnicianWeek?: TechnicianWeekResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  Trend?: TrendResolvers<ContextType>;
  URL?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserAccount?: UserAccountResolvers<ContextType>;
  UserAccountConnection?: UserAccountConnectionResolvers<ContextType>;
  UserAccountEdge?: UserAccountEdgeResolvers<ContextType>;
  UserStatus?: UserStatusResolvers;
  VisitorsChart?: VisitorsChartResolvers<ContextType>;
  VisitorsVsPageViews?: VisitorsVsPageViewsResolvers<ContextType>;
  WatchlistItem?: WatchlistItemResolvers<ContextType>;
  WeekNumbers?: WeekNumbersResolvers<ContextType>;
  WeekSeries?: WeekSeriesResolvers<ContextType>;
  WorkOrder?: WorkOrderResolvers<ContextType>;
  WorkOrderComment?: WorkOrderCommentResolvers<ContextType>;
  WorkOrderConnection?: WorkOrderConnectionResolvers<ContextType>;
  WorkOrderCost?: WorkOrderCostResolvers<ContextType>;
  WorkOrderEdge?: WorkOrderEdgeResolvers<ContextType>;
  WorkOrderPart?: WorkOrderPartResolvers<ContextType>;
  WorkOrderPerson?: WorkOrderPersonResolvers<ContextType>;
  WorkOrderSchedule?: WorkOrderScheduleResolvers<ContextType>;
  YearSeries?: YearSeriesResolvers<ContextType>;
}>;
