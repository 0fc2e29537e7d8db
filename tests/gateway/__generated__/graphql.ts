/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * Accepting an invitation. Signed in (the account's e-mail must be the invited one): only
 * `token` and `farmId`. Without an account: also `name` (1-120 characters) and `password`
 * (8-200 characters, as sign-up).
 */
export type AcceptInvitationInput = {
  /** The `farm` parameter of the link: the farm the invitation must be for. */
  farmId: string | number;
  name?: string | null | undefined;
  password?: string | null | undefined;
  /** The `token` parameter of the link. */
  token: string;
};

/** A new checklist item, added at the end. */
export type AddChecklistItemInput = {
  /** Optional id chosen by the client (a UUID): sending it again adds nothing and returns the first item. */
  id?: string | number | null | undefined;
  /** At most 500 characters. */
  text: string;
};

/** A comment to add to an order. */
export type AddWorkOrderCommentInput = {
  /** 1 to 5,000 characters. */
  body: string;
  /** Optional id chosen by the client (a UUID): sending it again adds nothing and returns the first comment. */
  id?: string | number | null | undefined;
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

/** The unit of a calendar trigger. */
export type CalendarUnit = 'DAY' | 'MONTH' | 'WEEK' | 'YEAR';

/** A new password for the signed-in user. */
export type ChangePasswordInput = {
  currentPassword: string;
  /** 8-200 characters. */
  newPassword: string;
};

/** A chat's own fields to change (a shallow merge): fields left out keep their value. */
export type ChatPatch = {
  /** At most 10,000 characters. */
  lastMessage?: string | null | undefined;
  /** A day as dd/mm/yyyy. */
  lastMessageAt?: string | null | undefined;
  muted?: boolean | null | undefined;
  /** 0 to 1,000,000; null for no count. */
  unreadCount?: number | null | undefined;
};

/** The outcome of a checklist item. */
export type ChecklistResult =
  | 'FAIL'
  /** Not applicable. */
  | 'NA'
  | 'PASS';

/** What completing an order records. */
export type CompleteWorkOrderInput = {
  /**
   * The machine's meter now, recorded as a reading with the equipment register's rules: lower
   * than the last reading is BAD_USER_INPUT, and then the order is not completed either.
   */
  meterReading?: number | null | undefined;
  /** What was done. */
  notes?: string | null | undefined;
};

/** An e-mail address of a contact, as written. */
export type ContactEmailInput = {
  email: string;
  label?: string | null | undefined;
};

/** A contact's job, as written. */
export type ContactJobInput = {
  company?: string | null | undefined;
  title?: string | null | undefined;
};

/** Fields of a contact to change (a shallow merge): fields left out keep their value. */
export type ContactPatch = {
  address?: string | null | undefined;
  /** An http(s) address, a path starting with / or a data:image URL. */
  avatar?: string | null | undefined;
  background?: string | null | undefined;
  birthday?: string | null | undefined;
  company?: string | null | undefined;
  emails?: Array<ContactEmailInput> | null | undefined;
  job?: ContactJobInput | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  phoneNumbers?: Array<ContactPhoneNumberInput> | null | undefined;
  tags?: Array<string | number> | null | undefined;
  title?: string | null | undefined;
};

/** A phone number of a contact, as written. */
export type ContactPhoneNumberInput = {
  /** A known ISO 3166-1 alpha-2 code. */
  country: string;
  label?: string | null | undefined;
  phoneNumber: string;
};

/** The language country names are given in. */
export type CountryNameLanguage =
  /** Arabic ("ar"). */
  | 'AR'
  /** English ("en" over REST). */
  | 'EN'
  /** French ("fr"). */
  | 'FR';

/** The caller's progress on a course: a field left out keeps its value. */
export type CourseProgressInput = {
  /** 0 to 10,000. */
  completed?: number | null | undefined;
  /** 0 to the course's totalSteps - 1. */
  currentStep?: number | null | undefined;
};

/** A new machine. */
export type CreateEquipmentInput = {
  category: EquipmentCategory;
  code: string;
  criticality?: Criticality | null | undefined;
  farmId: string | number;
  location?: string | null | undefined;
  make?: string | null | undefined;
  meterUnit?: MeterUnit | null | undefined;
  /** Initial meter value; recorded as the first reading. */
  meterValue?: number | null | undefined;
  model?: string | null | undefined;
  name: string;
  notes?: string | null | undefined;
  parentId?: string | number | null | undefined;
  photoUrl?: string | null | undefined;
  purchaseCost?: number | null | undefined;
  purchaseDate?: string | null | undefined;
  serialNumber?: string | null | undefined;
  status?: EquipmentStatus | null | undefined;
  warrantyEnd?: string | null | undefined;
  year?: number | null | undefined;
};

/** A new failure code of a farm. */
export type CreateFailureCodeInput = {
  /** Capitals, digits and _ (at most 40), e.g. PUMP_FAILURE. */
  code: string;
  farmId: string | number;
  /** Optional id chosen by the client (a UUID): sending it again creates nothing more. */
  id?: string | number | null | undefined;
  kind: FailureCodeKind;
  label: string;
};

/**
 * A new farm (admins). It starts with no members (invite its manager), amounts in USD (change
 * with `updateFarmCurrency`) and the UTC day.
 */
export type CreateFarmInput = {
  /** The city's name, at most 200 characters. */
  city?: string | null | undefined;
  /** At most 200 characters. */
  location?: string | null | undefined;
  /** 1-200 characters. */
  name: string;
  /** The short code shown as a tag, unique (e.g. `FRM-005`): 1-40 letters, digits, -, _ or . */
  reference: string;
};

/** A new spare part (stock starts at 0; use receiveStock). */
export type CreateSparePartInput = {
  category?: string | null | undefined;
  compatibleEquipmentIds?: Array<string | number> | null | undefined;
  farmId: string | number;
  minQuantity?: number | null | undefined;
  name: string;
  partNumber: string;
  reorderQuantity?: number | null | undefined;
  storageLocation?: string | null | undefined;
  supplier?: string | null | undefined;
  unit: PartUnit;
  unitCost?: number | null | undefined;
};

/** A new work order. Needs workorders.manage (managers). */
export type CreateWorkOrderInput = {
  /** Technicians or managers of the farm (at most 20). */
  assigneeIds?: Array<string | number> | null | undefined;
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  /** Corrective only: the machine is stopped, and goes DOWN until the order is completed or cancelled. */
  equipmentDown?: boolean | null | undefined;
  /** A machine of the same farm, not retired. */
  equipmentId: string | number;
  /** Estimated duration in minutes (1 to 525,600). */
  estimatedMinutes?: number | null | undefined;
  /** Corrective only. */
  failureAt?: string | null | undefined;
  farmId: string | number;
  /**
   * Optional id chosen by the client (a UUID, e.g. made offline): sending the same id again
   * creates nothing and returns the order the first call created.
   */
  id?: string | number | null | undefined;
  priority?: WorkOrderPriority | null | undefined;
  /** A member of the farm; by default the creator. */
  requesterId?: string | number | null | undefined;
  /** Not before scheduledStart. */
  scheduledEnd?: string | null | undefined;
  scheduledStart?: string | null | undefined;
  title: string;
  type: WorkOrderType;
};

/** How much a breakdown of the machine hurts the farm. */
export type Criticality = 'HIGH' | 'LOW' | 'MEDIUM';

/** A downtime period to record. */
export type DowntimeInput = {
  /** Not before startedAt, not in the future; absent while the machine is still stopped. */
  endedAt?: string | null | undefined;
  /** Optional id chosen by the client (a UUID): sending it again records nothing more. */
  id?: string | number | null | undefined;
  /** At most 500 characters. */
  reason: string;
  /** Not in the future. */
  startedAt: string;
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

/** Filters of the equipment list; all given ones must match. */
export type EquipmentFilter = {
  category?: Array<EquipmentCategory> | null | undefined;
  criticality?: Array<Criticality> | null | undefined;
  /** Include retired machines (default: only when status asks for RETIRED). */
  includeRetired?: boolean | null | undefined;
  location?: string | null | undefined;
  status?: Array<EquipmentStatus> | null | undefined;
  /** Matches code, name, make, model or serial number (case-insensitive substring). */
  text?: string | null | undefined;
};

/** Sort order of the equipment list. */
export type EquipmentSort = {
  direction?: SortDirection | null | undefined;
  field: EquipmentSortField;
};

/** Sortable columns of the equipment list. */
export type EquipmentSortField = 'CODE' | 'METER' | 'NAME' | 'STATUS' | 'UPDATED_AT';

/** Operating condition of a machine. */
export type EquipmentStatus = 'DOWN' | 'NEEDS_ATTENTION' | 'OPERATIONAL' | 'RETIRED';

/** Which list a failure code belongs to. */
export type FailureCodeKind =
  /** Why (e.g. normal wear). */
  | 'CAUSE'
  /** What went wrong (e.g. hydraulic leak). */
  | 'PROBLEM'
  /** What fixed it (e.g. replaced the part). */
  | 'REMEDY';

/** Filters of the member list; all given ones must match. */
export type FarmMemberFilter = {
  role?: Array<FarmRole> | null | undefined;
  status?: Array<MemberStatus> | null | undefined;
  /** Matches the name or the e-mail (case-insensitive substring); at most 200 characters. */
  text?: string | null | undefined;
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

/** Fields of a product to change (a shallow merge): fields left out keep their value. */
export type InventoryProductPatch = {
  /** Whether the product is on sale. */
  active?: boolean | null | undefined;
  /** At most 64 characters. */
  barcode?: string | null | undefined;
  /** 0 or more; null empties the field. */
  basePrice?: number | null | undefined;
  /** A brand's id, or empty. */
  brand?: string | null | undefined;
  /** A category's id, or empty. */
  category?: string | null | undefined;
  /** 0 or more; null empties the field. */
  cost?: number | null | undefined;
  /** At most 10,000 characters. */
  description?: string | null | undefined;
  /** At most 20 image addresses. */
  images?: Array<string> | null | undefined;
  /** At most 200 characters. */
  name?: string | null | undefined;
  /** 0 or more; null empties the field. */
  price?: number | null | undefined;
  /** A whole number, 0 or more; null empties the field. */
  reserved?: number | null | undefined;
  /** At most 64 characters. */
  sku?: string | null | undefined;
  /** A whole number, 0 or more; null empties the field. */
  stock?: number | null | undefined;
  /** Tag ids, at most 100. */
  tags?: Array<string | number> | null | undefined;
  /** 0 to 100; null empties the field. */
  taxPercent?: number | null | undefined;
  /** An image address or data URL; null or empty for none. */
  thumbnail?: string | null | undefined;
  /** A vendor's id, or empty. */
  vendor?: string | null | undefined;
  /** 0 or more; null empties the field. */
  weight?: number | null | undefined;
};

/** What products can be sorted by: SKU, NAME and ACTIVE as text (case-insensitive), the others as numbers. */
export type InventoryProductSort =
  /** active over REST (false before true). */
  | 'ACTIVE'
  /** basePrice over REST. */
  | 'BASE_PRICE'
  /** cost over REST. */
  | 'COST'
  /** name over REST. */
  | 'NAME'
  /** price over REST. */
  | 'PRICE'
  /** reserved over REST. */
  | 'RESERVED'
  /** sku over REST. */
  | 'SKU'
  /** stock over REST. */
  | 'STOCK'
  /** taxPercent over REST. */
  | 'TAX_PERCENT'
  /** weight over REST. */
  | 'WEIGHT';

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
  email: string;
  farmId: string | number;
  role: FarmRole;
};

/**
 * Time spent on an order: minutes (with an optional start; by default the work just ended), or
 * a start and an end. At most a week; it cannot end in the future.
 */
export type LogLabourInput = {
  /** With startedAt, instead of minutes. */
  endedAt?: string | null | undefined;
  /** Optional id chosen by the client (a UUID): sending it again logs nothing more and returns the first entry. */
  id?: string | number | null | undefined;
  /** 1 to 10,080, instead of endedAt. */
  minutes?: number | null | undefined;
  /** At most 2,000 characters. */
  note?: string | null | undefined;
  startedAt?: string | null | undefined;
  /** Whose time: by default the caller. Only a manager may log someone else's (a member of the farm). */
  userId?: string | number | null | undefined;
};

/** A new label. */
export type MailLabelInput = {
  /** A colour name or #rrggbb, at most 32 characters; blue when left out. */
  color?: string | null | undefined;
  /** 1 to 200 characters; the slug is made from it. */
  title: string;
};

/** Fields of a label to change (a shallow merge): a new title makes a new slug. */
export type MailLabelPatch = {
  /** A colour name or #rrggbb, at most 32 characters. */
  color?: string | null | undefined;
  /** 1 to 200 characters. */
  title?: string | null | undefined;
};

/** The states of a mail to change (a shallow merge): fields left out keep their value. */
export type MailPatch = {
  /** Moves the mail to this folder (one of `mailFolders`). */
  folder?: string | number | null | undefined;
  /** Important or not. */
  important?: boolean | null | undefined;
  /** Its labels: at most 100 ids of the caller's labels. */
  labels?: Array<string | number> | null | undefined;
  /** Starred or not. */
  starred?: boolean | null | undefined;
  /** Unread or read. */
  unread?: boolean | null | undefined;
};

/**
 * A plan's fields. On create, equipmentId, title and at least one trigger (calendarEvery with
 * calendarUnit, or meterEvery) are required; on update, only the fields given change (null
 * clears an optional one).
 */
export type MaintenancePlanInput = {
  anchor?: PlanAnchor | null | undefined;
  breakInDays?: number | null | undefined;
  breakInMeter?: number | null | undefined;
  calendarEvery?: number | null | undefined;
  calendarUnit?: CalendarUnit | null | undefined;
  checklist?: Array<string> | null | undefined;
  defaultAssigneeId?: string | number | null | undefined;
  equipmentId?: string | number | null | undefined;
  estimatedMinutes?: number | null | undefined;
  instructions?: string | null | undefined;
  leadDays?: number | null | undefined;
  meterEvery?: number | null | undefined;
  parts?: Array<PlanPartInput> | null | undefined;
  priority?: WorkOrderPriority | null | undefined;
  seasonEnd?: string | null | undefined;
  seasonStart?: string | null | undefined;
  /** Defaults to the farm's today. */
  startDate?: string | null | undefined;
  /** Defaults to the machine's meter. */
  startMeter?: number | null | undefined;
  title?: string | null | undefined;
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

/** Fields of a message to create. */
export type MessageInput = {
  description?: string | null | undefined;
  farmId?: string | number | null | undefined;
  image?: string | null | undefined;
  link?: string | null | undefined;
  read?: boolean | null | undefined;
  time?: string | null | undefined;
  title?: string | null | undefined;
  useRouter?: boolean | null | undefined;
};

/** Fields of a message to change; absent fields keep their value. */
export type MessagePatch = {
  description?: string | null | undefined;
  image?: string | null | undefined;
  link?: string | null | undefined;
  read?: boolean | null | undefined;
  time?: string | null | undefined;
  title?: string | null | undefined;
  useRouter?: boolean | null | undefined;
};

/** What the machine's meter counts. */
export type MeterUnit = 'HOURS' | 'KM' | 'NONE';

/** Kinds of navigation entries. */
export type NavigationItemType = 'aside' | 'basic' | 'collapsable' | 'divider' | 'group' | 'spacer';

/** A note, whole: a field left out gets its blank value (empty text, no tasks, not archived). */
export type NoteInput = {
  archived?: boolean | null | undefined;
  content?: string | null | undefined;
  /** Defaults to now for a new note, and to the stored value when a note is replaced. */
  createdAt?: string | null | undefined;
  image?: string | null | undefined;
  /** Label ids. */
  labels?: Array<string | number> | null | undefined;
  reminder?: string | null | undefined;
  tasks?: Array<NoteTaskInput> | null | undefined;
  title?: string | null | undefined;
  updatedAt?: string | null | undefined;
};

/** An item of a note's task list, as written. */
export type NoteTaskInput = {
  completed?: boolean | null | undefined;
  content: string;
  /** Kept when given; a new item without one gets a fresh id. */
  id?: string | number | null | undefined;
};

/** Fields of a notification to create. */
export type NotificationInput = {
  description?: string | null | undefined;
  farmId?: string | number | null | undefined;
  icon?: string | null | undefined;
  image?: string | null | undefined;
  link?: string | null | undefined;
  read?: boolean | null | undefined;
  time?: string | null | undefined;
  title?: string | null | undefined;
  useRouter?: boolean | null | undefined;
};

/** Fields of a notification to change; absent fields keep their value. */
export type NotificationPatch = {
  description?: string | null | undefined;
  icon?: string | null | undefined;
  image?: string | null | undefined;
  link?: string | null | undefined;
  read?: boolean | null | undefined;
  time?: string | null | undefined;
  title?: string | null | undefined;
  useRouter?: boolean | null | undefined;
};

/** What opening a corrective order from a failed checklist item records; the machine is the item's order's. */
export type OpenCorrectiveInput = {
  description?: string | null | undefined;
  /** The machine is stopped: it goes DOWN until the new order is completed or cancelled. */
  equipmentDown?: boolean | null | undefined;
  /** Optional id chosen by the client (a UUID): sending it again opens nothing more. */
  id?: string | number | null | undefined;
  priority?: WorkOrderPriority | null | undefined;
  /** By default: the item's text. */
  title?: string | null | undefined;
};

/** What a machine's operating time was measured by. */
export type OperatingTimeBasis =
  /** The period less the machine's downtime: it has no hours meter, or no reading in the period moved it. */
  | 'CALENDAR'
  /** Hours its HOURS meter advanced over the period: the last reading in the period less the last before it (else the first in it). */
  | 'METER';

/** Unit a spare part is counted in. */
export type PartUnit = 'KG' | 'L' | 'M' | 'PCS';

/** How a plan counts its next service from the last one. */
export type PlanAnchor =
  /** From the plan's start, every interval (a late service does not shift the next). */
  | 'FIXED'
  /** From the last completion (a late service shifts the next). */
  | 'FLOATING';

/** One part of a plan's parts template. */
export type PlanPartInput = {
  partId: string | number;
  /** Above 0, at most 1,000,000. */
  quantity: number;
};

/** A part to plan on an order. */
export type PlanWorkOrderPartInput = {
  /** Optional id chosen by the client (a UUID): sending it again plans nothing more and returns the first line. */
  id?: string | number | null | undefined;
  /** A part of the order's farm that is not on the order yet (CONFLICT if it is). */
  partId: string | number;
  /** More than 0 and at most what is available (on hand − reserved); more is BAD_USER_INPUT naming what is. */
  quantity: number;
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
  assigneeIds?: Array<string | number> | null | undefined;
  equipmentId?: string | number | null | undefined;
  type?: Array<WorkOrderType> | null | undefined;
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

/** Narrows the reports to some machines; both given: machines matching both. */
export type ReportFilter = {
  category?: EquipmentCategory | null | undefined;
  /** One machine of the farm (NOT_FOUND otherwise). */
  equipmentId?: string | number | null | undefined;
};

/** The period of a report: whole days of the farm's calendar. */
export type ReportPeriodInput = {
  /** The first day. */
  from: string;
  /** The last day, inclusive: on or after `from`, at most 366 days in all, and `from` not after the farm's today. */
  to: string;
};

/** A move on the planning calendar. */
export type RescheduleWorkOrderInput = {
  /** Hands the order to this technician or manager of the farm (its only assignee then). */
  assigneeId?: string | number | null | undefined;
  /** The exact assignees, e.g. those `previous` gave back for an undo; not with assigneeId. */
  assigneeIds?: Array<string | number> | null | undefined;
  /** Absent: the order keeps its duration (or has no end); null clears the end. */
  scheduledEnd?: string | null | undefined;
  /**
   * Required; null unschedules the order (it shows on its due date again), which is how
   * `previous` undoes the first move of an order that had no schedule.
   */
  scheduledStart?: string | null | undefined;
};

/** A new password, authorised by the single-use token sent by `forgotPassword`. */
export type ResetPasswordInput = {
  /** At least 8 characters. */
  password: string;
  token: string;
};

/** A new card. */
export type ScrumboardCardInput = {
  /** One of the caller's boards. */
  boardId: string | number;
  /** At most 10,000 characters. */
  description?: string | null | undefined;
  /** When it is due; none by default. */
  dueDate?: string | null | undefined;
  /** Label ids of that board (at most 100). */
  labels?: Array<string | number> | null | undefined;
  /** A list of that board. */
  listId: string | number;
  /** -1 to 2^48; by default 65536 after the list's last card. */
  position?: number | null | undefined;
  /** 1 to 200 characters. */
  title: string;
};

/** Fields of a card to change (a shallow merge): fields left out keep their value. */
export type ScrumboardCardPatch = {
  /** At most 10,000 characters; null clears it. */
  description?: string | null | undefined;
  /** Null clears it. */
  dueDate?: string | null | undefined;
  /** Label ids of its board; replaces its labels. */
  labels?: Array<string | number> | null | undefined;
  /** Moves the card to another list of its board. */
  listId?: string | number | null | undefined;
  /** -1 to 2^48. */
  position?: number | null | undefined;
  /** 1 to 200 characters. */
  title?: string | null | undefined;
};

/** A card where it is: its id, list and board (all must be the card's). */
export type ScrumboardCardPlace = {
  /** The card's board. */
  boardId: string | number;
  /** One of the caller's cards. */
  id: string | number;
  /** The card's list. */
  listId: string | number;
};

/** One card's change in a batch. */
export type ScrumboardCardUpdate = {
  /** At most 10,000 characters; null clears it. */
  description?: string | null | undefined;
  /** Null clears it. */
  dueDate?: string | null | undefined;
  /** One of the caller's cards. */
  id: string | number;
  /** Label ids of its board; replaces its labels. */
  labels?: Array<string | number> | null | undefined;
  /** Another list of its board. */
  listId?: string | number | null | undefined;
  /** -1 to 2^48. */
  position?: number | null | undefined;
  /** 1 to 200 characters. */
  title?: string | null | undefined;
};

/** A new list. */
export type ScrumboardListInput = {
  /** One of the caller's boards. */
  boardId: string | number;
  /** -1 to 2^48; by default 65536 after the board's last list. */
  position?: number | null | undefined;
  /** 1 to 200 characters. */
  title: string;
};

/** Fields of a list to change (a shallow merge): fields left out keep their value. */
export type ScrumboardListPatch = {
  /** -1 to 2^48. */
  position?: number | null | undefined;
  /** 1 to 200 characters. */
  title?: string | null | undefined;
};

/** One list's change in a batch. */
export type ScrumboardListUpdate = {
  /** One of the caller's lists. */
  id: string | number;
  /** -1 to 2^48. */
  position?: number | null | undefined;
  /** 1 to 200 characters. */
  title?: string | null | undefined;
};

/** The language page titles are matched and answered in. */
export type SearchLanguage =
  /** Arabic ("ar"). */
  | 'AR'
  /** English ("en" over REST). */
  | 'EN'
  /** French ("fr"). */
  | 'FR';

/** Fields of a shortcut. */
export type ShortcutInput = {
  description?: string | null | undefined;
  icon?: string | null | undefined;
  label: string;
  link: string;
  useRouter?: boolean | null | undefined;
};

/** Fields of a shortcut to change; absent fields keep their value. */
export type ShortcutPatch = {
  description?: string | null | undefined;
  icon?: string | null | undefined;
  label?: string | null | undefined;
  link?: string | null | undefined;
  useRouter?: boolean | null | undefined;
};

/** Data needed to create an account. */
export type SignUpInput = {
  company?: string | null | undefined;
  email: string;
  name: string;
  /** At least 8 characters. */
  password: string;
};

/** Sort direction. */
export type SortDirection = 'ASC' | 'DESC';

/** Filters of the parts list. */
export type SparePartFilter = {
  category?: string | null | undefined;
  /** Only parts whose available quantity is at or below their minimum quantity. */
  lowStock?: boolean | null | undefined;
  /** Matches part number, name, category or supplier (case-insensitive substring). */
  text?: string | null | undefined;
};

/** Sort order of the parts list. */
export type SparePartSort = {
  direction?: SortDirection | null | undefined;
  field: SparePartSortField;
};

/** Sortable columns of the parts list. */
export type SparePartSortField = 'NAME' | 'PART_NUMBER' | 'QUANTITY' | 'UPDATED_AT';

/** A timer to start on an order. */
export type StartLabourTimerInput = {
  /** Optional id chosen by the client (a UUID): sending it again starts nothing more and returns the first timer. */
  id?: string | number | null | undefined;
  /** At most 2,000 characters. */
  note?: string | null | undefined;
  /** Whose timer: by default the caller. Only a manager may start someone else's (a member of the farm). */
  userId?: string | number | null | undefined;
};

/** Why the stock of a part changed. */
export type StockMovementType = 'ADJUSTMENT' | 'ISSUE' | 'RECEIPT' | 'RETURN';

/** Fields of a task to change (a shallow merge): fields left out keep their value. */
export type TaskPatch = {
  assignedTo?: string | number | null | undefined;
  completed?: boolean | null | undefined;
  dueDate?: string | null | undefined;
  notes?: string | null | undefined;
  order?: number | null | undefined;
  /** 0, 1 or 2. */
  priority?: number | null | undefined;
  subTasks?: Array<TaskSubTaskInput> | null | undefined;
  tags?: Array<string | number> | null | undefined;
  /** At most 200 characters. */
  title?: string | null | undefined;
  type?: TaskType | null | undefined;
};

/** A step of a task, as written. */
export type TaskSubTaskInput = {
  completed: boolean;
  id: string | number;
  title: string;
};

/** What a row of the tasks demo app is: a task, or a section heading the tasks under it. */
export type TaskType =
  /** A section heading ("section" over REST). */
  | 'SECTION'
  /** A task (stored and sent over REST as "task"). */
  | 'TASK';

/** Changes to a downtime period; absent fields keep their value. */
export type UpdateDowntimeInput = {
  endedAt?: string | null | undefined;
  reason?: string | null | undefined;
  startedAt?: string | null | undefined;
};

/** Changes to a machine; absent fields keep their value, null clears an optional one. */
export type UpdateEquipmentInput = {
  category?: EquipmentCategory | null | undefined;
  code?: string | null | undefined;
  criticality?: Criticality | null | undefined;
  location?: string | null | undefined;
  make?: string | null | undefined;
  meterUnit?: MeterUnit | null | undefined;
  model?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  parentId?: string | number | null | undefined;
  photoUrl?: string | null | undefined;
  purchaseCost?: number | null | undefined;
  purchaseDate?: string | null | undefined;
  serialNumber?: string | null | undefined;
  status?: EquipmentStatus | null | undefined;
  warrantyEnd?: string | null | undefined;
  year?: number | null | undefined;
};

/** Changes to a failure code; absent fields keep their value. */
export type UpdateFailureCodeInput = {
  active?: boolean | null | undefined;
  label?: string | null | undefined;
};

/** Changes a user may make to their own record. */
export type UpdateMeInput = {
  avatar?: string | null | undefined;
  name?: string | null | undefined;
  status?: UserStatus | null | undefined;
};

/** Changes to a part; stock is changed only through movements. */
export type UpdateSparePartInput = {
  category?: string | null | undefined;
  compatibleEquipmentIds?: Array<string | number> | null | undefined;
  minQuantity?: number | null | undefined;
  name?: string | null | undefined;
  partNumber?: string | null | undefined;
  reorderQuantity?: number | null | undefined;
  storageLocation?: string | null | undefined;
  supplier?: string | null | undefined;
  unit?: PartUnit | null | undefined;
  unitCost?: number | null | undefined;
};

/** Changes to an order that is not closed; absent fields keep their value, null clears an optional one. */
export type UpdateWorkOrderInput = {
  description?: string | null | undefined;
  dueDate?: string | null | undefined;
  equipmentDown?: boolean | null | undefined;
  equipmentId?: string | number | null | undefined;
  estimatedMinutes?: number | null | undefined;
  failureAt?: string | null | undefined;
  priority?: WorkOrderPriority | null | undefined;
  requesterId?: string | number | null | undefined;
  scheduledEnd?: string | null | undefined;
  scheduledStart?: string | null | undefined;
  title?: string | null | undefined;
};

/** Filters of the account list; all given ones must match. */
export type UserAccountFilter = {
  admin?: boolean | null | undefined;
  deactivated?: boolean | null | undefined;
  /** Matches the name or the e-mail (case-insensitive substring); at most 200 characters. */
  text?: string | null | undefined;
};

/** Presence shown by the dot on the avatar. */
export type UserStatus =
  | 'AWAY'
  | 'BUSY'
  /** Displayed as Invisible; `not-visible` on the REST routes. */
  | 'NOT_VISIBLE'
  | 'ONLINE';

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

/** The failure codes of a corrective order; null clears one. */
export type WorkOrderFailureInput = {
  /** A CAUSE code of the order's farm. */
  causeCodeId?: string | number | null | undefined;
  /** A PROBLEM code of the order's farm. */
  problemCodeId?: string | number | null | undefined;
  /** A REMEDY code of the order's farm. */
  remedyCodeId?: string | number | null | undefined;
};

/** Filters of the work-order list; all given ones must match. */
export type WorkOrderFilter = {
  /** Orders the signed-in user is assigned to. */
  assignedToMe?: boolean | null | undefined;
  /** Orders this member is assigned to. */
  assigneeId?: string | number | null | undefined;
  /** Due on or after this date. */
  dueFrom?: string | null | undefined;
  /** Due on or before this date. */
  dueTo?: string | null | undefined;
  equipmentId?: string | number | null | undefined;
  /** True: only overdue orders; false: only orders that are not overdue. */
  overdue?: boolean | null | undefined;
  priority?: Array<WorkOrderPriority> | null | undefined;
  status?: Array<WorkOrderStatus> | null | undefined;
  /** Matches the number (WO-000123, or part of it), the title, or the machine's code or name (case-insensitive). */
  text?: string | null | undefined;
  type?: Array<WorkOrderType> | null | undefined;
};

/** Parts issued to an order (used) or brought back from it (returned). */
export type WorkOrderPartMovementInput = {
  /**
   * Optional id chosen by the client (a UUID), which the stock movement takes: sending it again
   * moves nothing more and returns the line.
   */
  id?: string | number | null | undefined;
  /** At most 500 characters. */
  note?: string | null | undefined;
  /** A part of the order's farm. */
  partId: string | number;
  /** More than 0. */
  quantity: number;
};

/** How urgent a work order is. */
export type WorkOrderPriority = 'HIGH' | 'LOW' | 'MEDIUM' | 'URGENT';

/** Sort order of the work-order list (default: newest number first). */
export type WorkOrderSort = {
  direction?: SortDirection | null | undefined;
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

export type AppsAcademyCoursesQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
  category?: string | null | undefined;
}>;

export type AppsAcademyCoursesQuery = {
  academyCategories: Array<{ id: string; title: string; slug: string }>;
  courses: {
    items: Array<{
      id: string;
      slug: string;
      category: string;
      totalSteps: number;
      progress: { currentStep: number; completed: number };
    }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
};

export type AppsAcademyCourseQueryVariables = Exact<{
  id: string | number;
}>;

export type AppsAcademyCourseQuery = {
  course: {
    id: string;
    title: string;
    progress: { currentStep: number; completed: number };
    steps: Array<{ order: number; title: string }>;
  } | null;
};

export type AppsAcademySetProgressMutationVariables = Exact<{
  id: string | number;
  input: CourseProgressInput;
}>;

export type AppsAcademySetProgressMutation = {
  setCourseProgress: { id: string; progress: { currentStep: number; completed: number } } | null;
};

export type AppsContactsPageQueryVariables = Exact<{
  query?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type AppsContactsPageQuery = {
  contacts: {
    items: Array<{ id: string; name: string }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
};

export type AppsCountriesQueryVariables = Exact<{
  lang?: CountryNameLanguage | null | undefined;
}>;

export type AppsCountriesQuery = { countries: Array<{ iso: string; name: string; code: string }> };

export type AppsUpdateContactMutationVariables = Exact<{
  id: string | number;
  input: ContactPatch;
}>;

export type AppsUpdateContactMutation = {
  updateContact: {
    id: string;
    name: string;
    company: string | null;
    phoneNumbers: Array<{ country: string; phoneNumber: string; label: string | null }>;
  } | null;
};

export type AppsContactAvatarMutationVariables = Exact<{
  id: string | number;
  avatar: string;
}>;

export type AppsContactAvatarMutation = { updateContactAvatar: { id: string; avatar: string | null } | null };

export type AppsCreateContactMutationVariables = Exact<{ [key: string]: never }>;

export type AppsCreateContactMutation = {
  createContact: {
    id: string;
    name: string;
    tags: Array<string>;
    emails: Array<{ email: string }>;
    job: { title: string | null; company: string | null } | null;
  };
};

export type AppsDashboardsQueryVariables = Exact<{ [key: string]: never }>;

export type AppsDashboardsQuery = {
  analyticsDashboard: {
    visitors: { series: { thisYear: Array<{ name: string; data: Array<{ x: string; y: number }> }> } };
    gender: { uniqueVisitors: number; labels: Array<string>; series: Array<number> };
  };
  cryptoDashboard: {
    btc: { amount: number; trend: { dir: string; amount: number } };
    prices: { btc: number; eth: number };
    watchlist: Array<{ title: string; iso: string }>;
  };
  financeDashboard: {
    budget: { expenses: number; expensesLimit: number };
    currentStatement: { status: string };
    recentTransactions: Array<{
      id: string;
      transactionId: string;
      name: string;
      amount: number;
      status: string;
      date: string;
    }>;
  };
  projectDashboard: {
    githubIssues: {
      overview: { thisWeek: { newIssues: number; wontFix: number } };
      series: { lastWeek: Array<{ name: string; type: string | null; data: Array<number> }> };
    };
    schedule: { today: Array<{ title: string; time: string; location: string | null }> };
    budgetDetails: {
      rows: Array<{
        id: number;
        type: string;
        total: number;
        expensesAmount: number;
        expensesPercentage: number;
        remainingAmount: number;
        remainingPercentage: number;
      }>;
    };
    teamMembers: Array<{ id: string; avatar: string; name: string; email: string; phone: string; title: string }>;
  };
};

export type AppsActivitiesQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type AppsActivitiesQuery = {
  activities: {
    items: Array<{
      id: string;
      icon: string | null;
      image: string | null;
      description: string;
      date: string;
      extraContent: string | null;
      linkedContent: string | null;
      link: string | null;
      useRouter: boolean | null;
    }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
};

export type AppsFileManagerQueryVariables = Exact<{
  folderId?: string | number | null | undefined;
}>;

export type AppsFileManagerQuery = {
  fileManager: {
    folders: Array<{ name: string }>;
    files: Array<{ name: string; type: string }>;
    path: Array<{ id: string; name: string }>;
  };
};

export type AppsHelpCenterGuidesQueryVariables = Exact<{
  slug?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type AppsHelpCenterGuidesQuery = {
  helpCenterGuides: Array<{
    slug: string;
    visibleGuides: number | null;
    totalGuides: number;
    guides: Array<{ slug: string }>;
  }>;
  helpCenterFaqs: Array<{ slug: string; faqs: Array<{ id: string; question: string }> }>;
};

export type AppsHelpCenterGuideQueryVariables = Exact<{
  categorySlug: string;
  guideSlug: string;
}>;

export type AppsHelpCenterGuideQuery = {
  helpCenterGuide: {
    slug: string;
    title: string;
    guides: Array<{ slug: string; title: string; content: string }>;
  } | null;
};

export type AppsIconSetQueryVariables = Exact<{
  set: string;
}>;

export type AppsIconSetQuery = {
  iconSetNames: Array<string>;
  iconSet: { namespace: string; name: string; grid: string; list: Array<string> } | null;
};

export type AppsMailsQueryVariables = Exact<{
  folder?: string | null | undefined;
  filter?: string | null | undefined;
  label?: string | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type AppsMailsQuery = {
  mails: {
    items: Array<{
      id: string;
      date: string;
      cc: Array<string> | null;
      ccCount: number;
      bccCount: number;
      labels: Array<string>;
    }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
};

export type AppsMailboxQueryVariables = Exact<{
  id: string | number;
}>;

export type AppsMailboxQuery = {
  mailboxSettings: { messageLayout: string };
  mailFolders: Array<{ slug: string; count: number }>;
  mailFilters: Array<{ slug: string }>;
  mailLabels: Array<{ slug: string; color: string }>;
  mail: { id: string; subject: string; ccCount: number; from: { contact: string } } | null;
};

export type AppsMailboxWritesMutationVariables = Exact<{
  mailId: string | number;
  mail: MailPatch;
  label: MailLabelInput;
}>;

export type AppsMailboxWritesMutation = {
  updateMailboxSettings: { messageLayout: string };
  updateMail: { id: string; starred: boolean; unread: boolean; folder: string; subject: string } | null;
  createMailLabel: { id: string; title: string; slug: string; color: string };
};

export type AppsMailLabelWritesMutationVariables = Exact<{
  id: string | number;
  input: MailLabelPatch;
  deleteId: string | number;
}>;

export type AppsMailLabelWritesMutation = {
  deleteMailLabel: boolean;
  updateMailLabel: { slug: string; color: string } | null;
};

export type AppsNotesPageQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
  archived?: boolean | null | undefined;
}>;

export type AppsNotesPageQuery = {
  notes: {
    items: Array<{ id: string; title: string; archived: boolean; labels: Array<{ id: string; title: string } | null> }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
};

export type AppsCreateNoteMutationVariables = Exact<{
  input: NoteInput;
}>;

export type AppsCreateNoteMutation = {
  createNote: {
    id: string;
    title: string;
    content: string;
    archived: boolean;
    createdAt: string;
    tasks: Array<{ id: string; content: string; completed: boolean }> | null;
    labels: Array<{ id: string; title: string } | null>;
  };
};

export type AppsReplaceNoteMutationVariables = Exact<{
  id: string | number;
  input: NoteInput;
}>;

export type AppsReplaceNoteMutation = {
  replaceNote: { id: string; title: string; content: string; archived: boolean } | null;
};

export type AppsNoteLabelsMutationVariables = Exact<{
  title: string;
  deleteId: string | number;
}>;

export type AppsNoteLabelsMutation = {
  createNoteLabel: Array<{ id: string; title: string }>;
  deleteNoteLabel: Array<{ id: string }>;
};

export type AppsGlobalSearchQueryVariables = Exact<{
  query: string;
  lang?: SearchLanguage | null | undefined;
}>;

export type AppsGlobalSearchQuery = {
  globalSearch: {
    contacts: Array<{ link: string; value: string; contact: { id: string; name: string } }>;
    pages: Array<{ link: string; value: string; page: { id: string; title: string | null } }>;
    tasks: Array<{
      link: string;
      value: string;
      titleHtml: string;
      task: { id: string; title: string; type: TaskType };
    }>;
  };
};

export type AppsTasksPageQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type AppsTasksPageQuery = {
  tasks: {
    items: Array<{ id: string; type: TaskType; title: string; order: number }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
};

export type AppsSearchTasksQueryVariables = Exact<{
  query: string;
}>;

export type AppsSearchTasksQuery = {
  searchTasks: { items: Array<{ id: string; title: string }>; pagination: { total: number } } | null;
};

export type AppsCreateTaskMutationVariables = Exact<{
  type: TaskType;
}>;

export type AppsCreateTaskMutation = {
  createTask: {
    id: string;
    type: TaskType;
    title: string;
    notes: string | null;
    completed: boolean;
    dueDate: string | null;
    priority: number;
    tags: Array<string>;
    order: number;
  };
};

export type AppsUpdateTaskMutationVariables = Exact<{
  id: string | number;
  input: TaskPatch;
}>;

export type AppsUpdateTaskMutation = {
  updateTask: { id: string; title: string; priority: number; completed: boolean; notes: string | null } | null;
};

export type AppsTaskTagsMutationVariables = Exact<{
  title: string;
  deleteId: string | number;
}>;

export type AppsTaskTagsMutation = { deleteTaskTag: boolean; createTaskTag: { id: string; title: string } };

export type AppsReorderTasksMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type AppsReorderTasksMutation = { reorderTasks: Array<{ id: string; order: number }> };

export type TestDashboardQueryVariables = Exact<{
  farmId: string | number;
}>;

export type TestDashboardQuery = {
  dashboard: {
    farmId: string;
    pendingRequests: number;
    lowStockParts: number;
    stockValue: number;
    currency: string;
    openByPriority: Array<{ type: WorkOrderType; priority: WorkOrderPriority | null; count: number }>;
    overdue: Array<{ type: WorkOrderType; count: number }>;
    completedThisMonth: Array<{ type: WorkOrderType; count: number }>;
    machinesDown: Array<{ since: string | null; equipment: { id: string; status: EquipmentStatus } }>;
    recentActivity: Array<{
      id: string;
      entityType: string;
      label: string | null;
      actorName: string | null;
      at: string;
    }>;
    ordersPerWeek: Array<{ weekStart: string; opened: number; completed: number }>;
    downtimeByMachine: Array<{ hours: number; equipment: { id: string } }>;
  };
};

export type TestMyFarmRolesQueryVariables = Exact<{ [key: string]: never }>;

export type TestMyFarmRolesQuery = { farms: Array<{ id: string; viewerRole: FarmRole | null }> };

export type TestPartPlannedOnQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;

export type TestPartPlannedOnQuery = {
  sparePart: {
    id: string;
    reserved: number;
    plannedOn: Array<{
      id: string;
      plannedQuantity: number;
      reservedQuantity: number;
      issuedQuantity: number;
      workOrder: { id: string; number: string; status: WorkOrderStatus };
    }>;
    movements: Array<{ type: StockMovementType; quantity: number; workOrder: { id: string; number: string } | null }>;
  } | null;
};

export type TestPlanningQueryVariables = Exact<{
  farmId: string | number;
  from: string;
  to: string;
  filter?: PlanningFilter | null | undefined;
}>;

export type TestPlanningQuery = {
  planning: {
    weeklyCapacityHours: number;
    orders: Array<{ day: string; basis: PlanningBasis; order: { id: string; title: string } }>;
    workload: Array<{
      week: string;
      weekStart: string;
      estimatedHours: number;
      orderCount: number;
      capacityHours: number;
      overCapacity: boolean;
      technician: { id: string };
    }>;
  };
};

export type TestRescheduleMutationVariables = Exact<{
  id: string | number;
  input: RescheduleWorkOrderInput;
}>;

export type TestRescheduleMutation = {
  rescheduleWorkOrder: {
    order: { id: string; scheduledStart: string | null; scheduledEnd: string | null; assignees: Array<{ id: string }> };
    previous: { scheduledStart: string | null; scheduledEnd: string | null; assigneeIds: Array<string> };
  };
};

export type TestPlanningCapacityMutationVariables = Exact<{
  farmId: string | number;
  hours: number;
}>;

export type TestPlanningCapacityMutation = { setPlanningCapacity: number };

export type TestPlansDueSoonTileQueryVariables = Exact<{
  farmId: string | number;
}>;

export type TestPlansDueSoonTileQuery = { dashboard: { plansDueSoon: number } };

export type TestPlansDueWithinQueryVariables = Exact<{
  farmId: string | number;
  days?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type TestPlansDueWithinQuery = {
  maintenancePlans: {
    totalCount: number;
    totalCountIsExact: boolean;
    edges: Array<{ node: { id: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type TestPlanForecastsQueryVariables = Exact<{
  farmId: string | number;
  from: string;
  to: string;
  filter?: PlanningFilter | null | undefined;
}>;

export type TestPlanForecastsQuery = {
  planning: {
    forecasts: Array<{
      dueDate: string;
      meter: number | null;
      breakIn: boolean;
      key: string;
      overdue: boolean;
      hasOpenOrder: boolean;
      plan: { id: string };
      equipment: { id: string };
    }>;
  };
};

export type TestPlanLatenessQueryVariables = Exact<{
  orderId: string | number;
  planId: string | number;
}>;

export type TestPlanLatenessQuery = {
  workOrder: {
    id: string;
    status: WorkOrderStatus;
    dueDate: string | null;
    planDueDate: string | null;
    planLate: boolean | null;
  } | null;
  maintenancePlan: { lateCount: number } | null;
};

export type AppsChatsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
  messagesSize?: number | null | undefined;
  newestFirst?: boolean | null | undefined;
}>;

export type AppsChatsQuery = {
  chats: {
    items: Array<{
      id: string;
      muted: boolean;
      unreadCount: number | null;
      contact: { name: string } | null;
      messages: {
        items: Array<{ value: string; isMine: boolean }>;
        pagination: { total: number; page: number; size: number; lastPage: number };
      };
    }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
};

export type AppsChatQueryVariables = Exact<{
  id: string | number;
}>;

export type AppsChatQuery = {
  chat: { id: string; lastMessage: string | null } | null;
  chatProfile: { id: string; name: string; email: string; about: string | null };
};

export type AppsChatContactsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
  id: string | number;
}>;

export type AppsChatContactsQuery = {
  chatContacts: {
    items: Array<{ id: string; name: string }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
  chatContact: {
    details: { company: string | null; emails: Array<{ email: string }> };
    attachments: { media: Array<string> };
  } | null;
};

export type AppsUpdateChatMutationVariables = Exact<{
  id: string | number;
  input: ChatPatch;
}>;

export type AppsUpdateChatMutation = {
  updateChat: { id: string; muted: boolean; unreadCount: number | null; lastMessageAt: string | null } | null;
};

export type AppsSendChatMessageMutationVariables = Exact<{
  chatId: string | number;
  value: string;
}>;

export type AppsSendChatMessageMutation = {
  sendChatMessage: {
    message: { chatId: string; contactId: string; value: string; isMine: boolean };
    chat: { lastMessage: string | null; messages: { items: Array<{ value: string }> } };
  } | null;
};

export type AppsPaginationFragment = { total: number; page: number; size: number; lastPage: number };

export type AppsInventoryProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: InventoryProductSort | null | undefined;
  order?: SortDirection | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type AppsInventoryProductsQuery = {
  inventoryProducts: {
    products: Array<{ id: string; name: string; price: number | null }> | null;
    pagination: {
      length: number | null;
      size: number | null;
      page: number | null;
      lastPage: number;
      startIndex: number | null;
      endIndex: number | null;
    };
  };
};

export type AppsInventoryReferenceQueryVariables = Exact<{ [key: string]: never }>;

export type AppsInventoryReferenceQuery = {
  inventoryCategories: Array<{ name: string; slug: string; parentId: string | null }>;
  inventoryBrands: Array<{ name: string }>;
  inventoryVendors: Array<{ name: string }>;
  inventoryTags: Array<{ id: string; title: string }>;
};

export type AppsInventoryProductFieldsFragment = {
  id: string;
  name: string;
  description: string;
  tags: Array<string>;
  sku: string;
  category: string;
  stock: number | null;
  price: number | null;
  thumbnail: string | null;
  images: Array<string>;
  active: boolean;
};

export type AppsCreateInventoryProductMutationVariables = Exact<{ [key: string]: never }>;

export type AppsCreateInventoryProductMutation = {
  createInventoryProduct: {
    id: string;
    name: string;
    description: string;
    tags: Array<string>;
    sku: string;
    category: string;
    stock: number | null;
    price: number | null;
    thumbnail: string | null;
    images: Array<string>;
    active: boolean;
  };
};

export type AppsUpdateInventoryProductMutationVariables = Exact<{
  id: string | number;
  input: InventoryProductPatch;
}>;

export type AppsUpdateInventoryProductMutation = {
  updateInventoryProduct: {
    id: string;
    name: string;
    description: string;
    tags: Array<string>;
    sku: string;
    category: string;
    stock: number | null;
    price: number | null;
    thumbnail: string | null;
    images: Array<string>;
    active: boolean;
  } | null;
};

export type AppsInventoryDeletesMutationVariables = Exact<{
  product: string | number;
  tag: string | number;
}>;

export type AppsInventoryDeletesMutation = { deleteInventoryProduct: boolean; deleteInventoryTag: boolean };

export type AppsInventoryTagsMutationVariables = Exact<{
  title: string;
  rename: string;
  id: string | number;
}>;

export type AppsInventoryTagsMutation = {
  createInventoryTag: { id: string; title: string };
  updateInventoryTag: { id: string; title: string } | null;
};

export type TestNotificationsQueryVariables = Exact<{
  farmId?: string | number | null | undefined;
}>;

export type TestNotificationsQuery = {
  notifications: Array<{
    id: string;
    farmId: string | null;
    icon: string | null;
    image: string | null;
    title: string | null;
    description: string | null;
    time: string;
    link: string | null;
    useRouter: boolean;
    read: boolean;
    messageKey: string | null;
    messageParams: unknown;
  }>;
};

export type TestMessagesQueryVariables = Exact<{
  farmId?: string | number | null | undefined;
}>;

export type TestMessagesQuery = {
  messages: Array<{
    id: string;
    farmId: string | null;
    image: string | null;
    title: string | null;
    description: string | null;
    time: string;
    link: string | null;
    useRouter: boolean;
    read: boolean;
  }>;
};

export type TestShortcutsQueryVariables = Exact<{ [key: string]: never }>;

export type TestShortcutsQuery = {
  shortcuts: Array<{
    id: string;
    label: string;
    description: string | null;
    icon: string | null;
    link: string;
    useRouter: boolean;
  }>;
};

export type TestCreateNotificationMutationVariables = Exact<{
  input: NotificationInput;
}>;

export type TestCreateNotificationMutation = {
  createNotification: {
    id: string;
    farmId: string | null;
    icon: string | null;
    title: string | null;
    description: string | null;
    time: string;
    link: string | null;
    useRouter: boolean;
    read: boolean;
  };
};

export type TestUpdateNotificationMutationVariables = Exact<{
  id: string | number;
  input: NotificationPatch;
}>;

export type TestUpdateNotificationMutation = {
  updateNotification: {
    id: string;
    farmId: string | null;
    icon: string | null;
    title: string | null;
    description: string | null;
    link: string | null;
    useRouter: boolean;
    read: boolean;
    messageKey: string | null;
    messageParams: unknown;
  };
};

export type TestDeleteNotificationMutationVariables = Exact<{
  id: string | number;
}>;

export type TestDeleteNotificationMutation = { deleteNotification: boolean };

export type TestToggleNotificationReadMutationVariables = Exact<{
  id: string | number;
  read: boolean;
}>;

export type TestToggleNotificationReadMutation = { toggleNotificationRead: { id: string; read: boolean } };

export type TestMarkAllNotificationsAsReadMutationVariables = Exact<{
  farmId?: string | number | null | undefined;
}>;

export type TestMarkAllNotificationsAsReadMutation = { markAllNotificationsAsRead: boolean };

export type TestCreateMessageMutationVariables = Exact<{
  input: MessageInput;
}>;

export type TestCreateMessageMutation = {
  createMessage: {
    id: string;
    farmId: string | null;
    title: string | null;
    description: string | null;
    time: string;
    link: string | null;
    useRouter: boolean;
    read: boolean;
  };
};

export type TestUpdateMessageMutationVariables = Exact<{
  id: string | number;
  input: MessagePatch;
}>;

export type TestUpdateMessageMutation = {
  updateMessage: {
    id: string;
    farmId: string | null;
    title: string | null;
    description: string | null;
    link: string | null;
    useRouter: boolean;
    read: boolean;
  };
};

export type TestDeleteMessageMutationVariables = Exact<{
  id: string | number;
}>;

export type TestDeleteMessageMutation = { deleteMessage: boolean };

export type TestToggleMessageReadMutationVariables = Exact<{
  id: string | number;
  read: boolean;
}>;

export type TestToggleMessageReadMutation = { toggleMessageRead: { id: string; read: boolean } };

export type TestMarkAllMessagesAsReadMutationVariables = Exact<{
  farmId?: string | number | null | undefined;
}>;

export type TestMarkAllMessagesAsReadMutation = { markAllMessagesAsRead: boolean };

export type TestCreateShortcutMutationVariables = Exact<{
  input: ShortcutInput;
}>;

export type TestCreateShortcutMutation = {
  createShortcut: {
    id: string;
    label: string;
    description: string | null;
    icon: string | null;
    link: string;
    useRouter: boolean;
  };
};

export type TestUpdateShortcutMutationVariables = Exact<{
  id: string | number;
  input: ShortcutPatch;
}>;

export type TestUpdateShortcutMutation = {
  updateShortcut: {
    id: string;
    label: string;
    description: string | null;
    icon: string | null;
    link: string;
    useRouter: boolean;
  };
};

export type TestDeleteShortcutMutationVariables = Exact<{
  id: string | number;
}>;

export type TestDeleteShortcutMutation = { deleteShortcut: boolean };

export type TestEquipmentListQueryVariables = Exact<{
  farmId: string | number;
  filter?: EquipmentFilter | null | undefined;
  sort?: EquipmentSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type TestEquipmentListQuery = {
  equipmentList: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        farmId: string;
        code: string;
        name: string;
        category: EquipmentCategory;
        make: string | null;
        model: string | null;
        serialNumber: string | null;
        status: EquipmentStatus;
        criticality: Criticality;
        location: string | null;
        meterUnit: MeterUnit;
        meterValue: number;
        updatedAt: string;
      };
    }>;
  };
};

export type TestEquipmentQueryVariables = Exact<{
  id: string | number;
}>;

export type TestEquipmentQuery = {
  equipment: {
    id: string;
    farmId: string;
    code: string;
    name: string;
    category: EquipmentCategory;
    make: string | null;
    model: string | null;
    serialNumber: string | null;
    year: number | null;
    status: EquipmentStatus;
    criticality: Criticality;
    location: string | null;
    meterUnit: MeterUnit;
    meterValue: number;
    purchaseDate: string | null;
    purchaseCost: number | null;
    warrantyEnd: string | null;
    photoUrl: string | null;
    notes: string | null;
    createdAt: string;
    updatedAt: string;
    parent: { id: string; code: string } | null;
    children: Array<{ id: string; code: string }>;
    readings: Array<{ id: string; value: number; readAt: string; recordedByName: string | null }>;
    compatibleParts: Array<{ id: string; partNumber: string }>;
    history: Array<{ id: string; action: string; actorName: string | null; at: string; changes: unknown }>;
  } | null;
};

export type TestCreateEquipmentMutationVariables = Exact<{
  input: CreateEquipmentInput;
}>;

export type TestCreateEquipmentMutation = {
  createEquipment: {
    id: string;
    farmId: string;
    code: string;
    name: string;
    category: EquipmentCategory;
    make: string | null;
    model: string | null;
    serialNumber: string | null;
    year: number | null;
    status: EquipmentStatus;
    criticality: Criticality;
    location: string | null;
    meterUnit: MeterUnit;
    meterValue: number;
    purchaseDate: string | null;
    purchaseCost: number | null;
    warrantyEnd: string | null;
    notes: string | null;
    parent: { id: string } | null;
  };
};

export type TestUpdateEquipmentMutationVariables = Exact<{
  id: string | number;
  input: UpdateEquipmentInput;
}>;

export type TestUpdateEquipmentMutation = {
  updateEquipment: {
    id: string;
    code: string;
    name: string;
    status: EquipmentStatus;
    criticality: Criticality;
    location: string | null;
    meterUnit: MeterUnit;
    meterValue: number;
    parent: { id: string } | null;
  };
};

export type TestRetireEquipmentMutationVariables = Exact<{
  id: string | number;
}>;

export type TestRetireEquipmentMutation = { retireEquipment: { id: string; status: EquipmentStatus } };

export type TestRecordMeterReadingMutationVariables = Exact<{
  equipmentId: string | number;
  value: number;
  readAt?: string | null | undefined;
}>;

export type TestRecordMeterReadingMutation = {
  recordMeterReading: { id: string; value: number; readAt: string; recordedByName: string | null };
};

export type TestSparePartsQueryVariables = Exact<{
  farmId: string | number;
  filter?: SparePartFilter | null | undefined;
  sort?: SparePartSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type TestSparePartsQuery = {
  spareParts: {
    totalCount: number;
    farmStockValue: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        farmId: string;
        partNumber: string;
        name: string;
        category: string | null;
        unit: PartUnit;
        quantityOnHand: number;
        minQuantity: number;
        reorderQuantity: number;
        unitCost: number;
        stockValue: number;
        lowStock: boolean;
        storageLocation: string | null;
        supplier: string | null;
        updatedAt: string;
      };
    }>;
  };
};

export type TestSparePartQueryVariables = Exact<{
  id: string | number;
}>;

export type TestSparePartQuery = {
  sparePart: {
    id: string;
    farmId: string;
    partNumber: string;
    name: string;
    category: string | null;
    unit: PartUnit;
    quantityOnHand: number;
    minQuantity: number;
    reorderQuantity: number;
    unitCost: number;
    stockValue: number;
    lowStock: boolean;
    storageLocation: string | null;
    supplier: string | null;
    createdAt: string;
    updatedAt: string;
    compatibleEquipment: Array<{ id: string; code: string }>;
    movements: Array<{
      id: string;
      type: StockMovementType;
      quantity: number;
      unitCost: number | null;
      balanceAfter: number;
      note: string | null;
      createdByName: string | null;
      createdAt: string;
    }>;
    history: Array<{ id: string; action: string; actorName: string | null; at: string; changes: unknown }>;
  } | null;
};

export type TestCreateSparePartMutationVariables = Exact<{
  input: CreateSparePartInput;
}>;

export type TestCreateSparePartMutation = {
  createSparePart: {
    id: string;
    farmId: string;
    partNumber: string;
    name: string;
    category: string | null;
    unit: PartUnit;
    quantityOnHand: number;
    minQuantity: number;
    reorderQuantity: number;
    unitCost: number;
    stockValue: number;
    lowStock: boolean;
    storageLocation: string | null;
    supplier: string | null;
    compatibleEquipment: Array<{ id: string }>;
  };
};

export type TestUpdateSparePartMutationVariables = Exact<{
  id: string | number;
  input: UpdateSparePartInput;
}>;

export type TestUpdateSparePartMutation = {
  updateSparePart: {
    id: string;
    partNumber: string;
    name: string;
    minQuantity: number;
    unitCost: number;
    quantityOnHand: number;
    compatibleEquipment: Array<{ id: string }>;
  };
};

export type TestReceiveStockMutationVariables = Exact<{
  partId: string | number;
  quantity: number;
  unitCost?: number | null | undefined;
  note?: string | null | undefined;
}>;

export type TestReceiveStockMutation = {
  receiveStock: { id: string; quantityOnHand: number; unitCost: number; stockValue: number; lowStock: boolean };
};

export type TestAdjustStockMutationVariables = Exact<{
  partId: string | number;
  quantity: number;
  reason: string;
}>;

export type TestAdjustStockMutation = {
  adjustStock: { id: string; quantityOnHand: number; unitCost: number; lowStock: boolean };
};

export type TestIssueStockMutationVariables = Exact<{
  partId: string | number;
  quantity: number;
  note?: string | null | undefined;
}>;

export type TestIssueStockMutation = { issueStock: { id: string; quantityOnHand: number; lowStock: boolean } };

export type TestFarmMembersQueryVariables = Exact<{
  farmId: string | number;
  filter?: FarmMemberFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type TestFarmMembersQuery = {
  farmMembers: {
    totalCount: number;
    totalCountIsExact: boolean;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{
      node: {
        id: string;
        farmId: string;
        userId: string;
        name: string;
        email: string;
        role: FarmRole;
        status: MemberStatus;
        deactivatedAt: string | null;
        accountDeactivated: boolean;
        admin: boolean;
        lastSignInAt: string | null;
        joinedAt: string;
        labourRate: { hourlyRate: number | null; effectiveRate: number | null };
      };
    }>;
  };
};

export type TestFarmInvitationsQueryVariables = Exact<{
  farmId: string | number;
  status?: Array<InvitationStatus> | InvitationStatus | null | undefined;
}>;

export type TestFarmInvitationsQuery = {
  farmInvitations: {
    totalCount: number;
    edges: Array<{
      node: {
        id: string;
        email: string;
        role: FarmRole;
        status: InvitationStatus;
        invitedByName: string | null;
        expiresAt: string;
        acceptedAt: string | null;
        revokedAt: string | null;
      };
    }>;
  };
};

export type TestInvitationQueryVariables = Exact<{
  token: string;
}>;

export type TestInvitationQuery = {
  invitation: {
    farmId: string;
    farmName: string;
    email: string;
    role: FarmRole;
    status: InvitationStatus;
    invitedByName: string | null;
    expiresAt: string;
    accountExists: boolean;
  };
};

export type TestUserAccountsQueryVariables = Exact<{
  filter?: UserAccountFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type TestUserAccountsQuery = {
  userAccounts: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{
      node: { id: string; email: string; admin: boolean; deactivated: boolean; lastSignInAt: string | null };
    }>;
  };
};

export type TestInviteFarmMemberMutationVariables = Exact<{
  input: InviteFarmMemberInput;
}>;

export type TestInviteFarmMemberMutation = {
  inviteFarmMember: {
    id: string;
    farmId: string;
    email: string;
    role: FarmRole;
    status: InvitationStatus;
    invitedByName: string | null;
    createdAt: string;
    expiresAt: string;
  };
};

export type TestRevokeFarmInvitationMutationVariables = Exact<{
  farmId: string | number;
  id: string | number;
}>;

export type TestRevokeFarmInvitationMutation = {
  revokeFarmInvitation: { id: string; status: InvitationStatus; revokedAt: string | null };
};

export type TestAcceptInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;

export type TestAcceptInvitationMutation = {
  acceptInvitation: {
    accessToken: string;
    user: { id: string; email: string; name: string; farms: Array<{ id: string }> };
  };
};

export type TestSetFarmMemberRoleMutationVariables = Exact<{
  farmId: string | number;
  userId: string | number;
  role: FarmRole;
}>;

export type TestSetFarmMemberRoleMutation = { setFarmMemberRole: { id: string; role: FarmRole; status: MemberStatus } };

export type TestDeactivateFarmMemberMutationVariables = Exact<{
  farmId: string | number;
  userId: string | number;
}>;

export type TestDeactivateFarmMemberMutation = {
  deactivateFarmMember: { id: string; role: FarmRole; status: MemberStatus; deactivatedAt: string | null };
};

export type TestReactivateFarmMemberMutationVariables = Exact<{
  farmId: string | number;
  userId: string | number;
}>;

export type TestReactivateFarmMemberMutation = {
  reactivateFarmMember: { id: string; role: FarmRole; status: MemberStatus; deactivatedAt: string | null };
};

export type TestSetUserAdminMutationVariables = Exact<{
  userId: string | number;
  admin: boolean;
}>;

export type TestSetUserAdminMutation = { setUserAdmin: { id: string; admin: boolean } };

export type TestSetAccountActiveMutationVariables = Exact<{
  userId: string | number;
  active: boolean;
}>;

export type TestSetAccountActiveMutation = { setAccountActive: { id: string; deactivated: boolean } };

export type TestCreateFarmMutationVariables = Exact<{
  input: CreateFarmInput;
}>;

export type TestCreateFarmMutation = {
  createFarm: { id: string; name: string; reference: string; location: string | null; city: { name: string } | null };
};

export type TestChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;

export type TestChangePasswordMutation = { changePassword: boolean };

export type TestHealthQueryVariables = Exact<{ [key: string]: never }>;

export type TestHealthQuery = { health: boolean };

export type TestMeQueryVariables = Exact<{ [key: string]: never }>;

export type TestMeQuery = {
  me: {
    id: string;
    name: string;
    email: string;
    avatar: string | null;
    status: UserStatus;
    permissions: Array<string>;
    roles: Array<string>;
    farms: Array<{ id: string }>;
  };
};

export type TestFarmsQueryVariables = Exact<{ [key: string]: never }>;

export type TestFarmsQuery = {
  farms: Array<{ id: string; name: string; reference: string; location: string | null; city: { name: string } | null }>;
};

export type TestFarmQueryVariables = Exact<{
  id: string | number;
}>;

export type TestFarmQuery = {
  farm: { id: string; name: string; reference: string; location: string | null; city: { name: string } | null } | null;
};

export type TestNavigationQueryVariables = Exact<{ [key: string]: never }>;

export type TestNavigationQuery = {
  navigation: {
    compact: Array<{
      id: string;
      type: NavigationItemType;
      title: string | null;
      icon: string | null;
      link: string | null;
    }>;
    default: Array<{
      id: string;
      type: NavigationItemType;
      title: string | null;
      icon: string | null;
      link: string | null;
    }>;
    futuristic: Array<{
      id: string;
      type: NavigationItemType;
      title: string | null;
      icon: string | null;
      link: string | null;
    }>;
    horizontal: Array<{
      id: string;
      type: NavigationItemType;
      title: string | null;
      icon: string | null;
      link: string | null;
    }>;
  };
};

export type TestLanguagesQueryVariables = Exact<{ [key: string]: never }>;

export type TestLanguagesQuery = { languages: Array<{ id: string; label: string; direction: string }> };

export type TestSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type TestSignInMutation = {
  signIn: {
    accessToken: string;
    tokenType: string;
    user: {
      id: string;
      name: string;
      email: string;
      avatar: string | null;
      status: UserStatus;
      permissions: Array<string>;
      roles: Array<string>;
      farms: Array<{ id: string }>;
    };
  };
};

export type TestSignInWithTokenMutationVariables = Exact<{
  accessToken: string;
}>;

export type TestSignInWithTokenMutation = {
  signInWithToken: {
    accessToken: string;
    tokenType: string;
    user: { id: string; email: string; farms: Array<{ id: string }> };
  };
};

export type TestUnlockSessionMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type TestUnlockSessionMutation = {
  unlockSession: { accessToken: string; tokenType: string; user: { id: string; email: string } };
};

export type TestSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;

export type TestSignUpMutation = { signUp: boolean };

export type TestForgotPasswordMutationVariables = Exact<{
  email: string;
}>;

export type TestForgotPasswordMutation = { forgotPassword: boolean };

export type TestResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;

export type TestResetPasswordMutation = { resetPassword: boolean };

export type TestUpdateMeMutationVariables = Exact<{
  input: UpdateMeInput;
}>;

export type TestUpdateMeMutation = {
  updateMe: { id: string; name: string; avatar: string | null; status: UserStatus };
};

export type TestFarmCurrenciesQueryVariables = Exact<{ [key: string]: never }>;

export type TestFarmCurrenciesQuery = { farms: Array<{ id: string; currency: string }> };

export type TestUpdateFarmCurrencyMutationVariables = Exact<{
  farmId: string | number;
  currency: string;
}>;

export type TestUpdateFarmCurrencyMutation = { updateFarmCurrency: { id: string; currency: string } };

export type TestAppConfigQueryVariables = Exact<{ [key: string]: never }>;

export type TestAppConfigQuery = { appConfig: { publicUrl: string } };

export type TestPartStockQueryVariables = Exact<{
  id: string | number;
}>;

export type TestPartStockQuery = {
  sparePart: {
    id: string;
    partNumber: string;
    unit: PartUnit;
    quantityOnHand: number;
    reserved: number;
    available: number;
    minQuantity: number;
    lowStock: boolean;
    unitCost: number;
    movements: Array<{
      type: StockMovementType;
      quantity: number;
      unitCost: number | null;
      balanceAfter: number;
      createdAt: string;
      workOrder: { id: string } | null;
    }>;
  } | null;
};

export type TestOrderPartsQueryVariables = Exact<{
  id: string | number;
}>;

export type TestOrderPartsQuery = {
  workOrder: {
    id: string;
    status: WorkOrderStatus;
    parts: Array<{
      id: string;
      plannedQuantity: number;
      reservedQuantity: number;
      issuedQuantity: number;
      returnedQuantity: number;
      usedQuantity: number;
      cost: number;
      part: { id: string };
    }>;
    cost: { parts: number; labour: number; total: number; currency: string };
    timeline: Array<{ action: string; changes: unknown }>;
  } | null;
};

export type TestOrderLabourQueryVariables = Exact<{
  id: string | number;
}>;

export type TestOrderLabourQuery = {
  workOrder: {
    id: string;
    status: WorkOrderStatus;
    labour: Array<{
      id: string;
      minutes: number | null;
      running: boolean;
      hourlyRate: number | null;
      cost: number | null;
      startedAt: string;
      endedAt: string | null;
      note: string | null;
      person: { id: string } | null;
      workOrder: { id: string };
    }>;
    cost: { parts: number; labour: number; total: number; currency: string };
    timeline: Array<{ action: string; changes: unknown }>;
  } | null;
};

export type TestWorkOrderPartFieldsFragment = {
  id: string;
  plannedQuantity: number;
  reservedQuantity: number;
  issuedQuantity: number;
  returnedQuantity: number;
  usedQuantity: number;
  cost: number;
};

export type TestPlanPartMutationVariables = Exact<{
  workOrderId: string | number;
  input: PlanWorkOrderPartInput;
}>;

export type TestPlanPartMutation = {
  planWorkOrderPart: {
    id: string;
    plannedQuantity: number;
    reservedQuantity: number;
    issuedQuantity: number;
    returnedQuantity: number;
    usedQuantity: number;
    cost: number;
  };
};

export type TestSetPlanMutationVariables = Exact<{
  id: string | number;
  quantity: number;
}>;

export type TestSetPlanMutation = {
  setWorkOrderPartPlan: {
    id: string;
    plannedQuantity: number;
    reservedQuantity: number;
    issuedQuantity: number;
    returnedQuantity: number;
    usedQuantity: number;
    cost: number;
  };
};

export type TestRemovePartMutationVariables = Exact<{
  id: string | number;
}>;

export type TestRemovePartMutation = { removeWorkOrderPart: boolean };

export type TestUsePartMutationVariables = Exact<{
  workOrderId: string | number;
  input: WorkOrderPartMovementInput;
}>;

export type TestUsePartMutation = {
  useWorkOrderPart: {
    id: string;
    plannedQuantity: number;
    reservedQuantity: number;
    issuedQuantity: number;
    returnedQuantity: number;
    usedQuantity: number;
    cost: number;
  };
};

export type TestReturnPartMutationVariables = Exact<{
  workOrderId: string | number;
  input: WorkOrderPartMovementInput;
}>;

export type TestReturnPartMutation = {
  returnWorkOrderPart: {
    id: string;
    plannedQuantity: number;
    reservedQuantity: number;
    issuedQuantity: number;
    returnedQuantity: number;
    usedQuantity: number;
    cost: number;
  };
};

export type TestLabourEntryFieldsFragment = {
  id: string;
  minutes: number | null;
  running: boolean;
  hourlyRate: number | null;
  cost: number | null;
  startedAt: string;
  endedAt: string | null;
  note: string | null;
  person: { id: string } | null;
};

export type TestLogLabourMutationVariables = Exact<{
  workOrderId: string | number;
  input: LogLabourInput;
}>;

export type TestLogLabourMutation = {
  logLabour: {
    id: string;
    minutes: number | null;
    running: boolean;
    hourlyRate: number | null;
    cost: number | null;
    startedAt: string;
    endedAt: string | null;
    note: string | null;
    person: { id: string } | null;
  };
};

export type TestStartTimerMutationVariables = Exact<{
  workOrderId: string | number;
  input?: StartLabourTimerInput | null | undefined;
}>;

export type TestStartTimerMutation = {
  startLabourTimer: {
    id: string;
    minutes: number | null;
    running: boolean;
    hourlyRate: number | null;
    cost: number | null;
    startedAt: string;
    endedAt: string | null;
    note: string | null;
    person: { id: string } | null;
  };
};

export type TestStopTimerMutationVariables = Exact<{
  id: string | number;
}>;

export type TestStopTimerMutation = {
  stopLabourTimer: {
    id: string;
    minutes: number | null;
    running: boolean;
    hourlyRate: number | null;
    cost: number | null;
    startedAt: string;
    endedAt: string | null;
    note: string | null;
    person: { id: string } | null;
  };
};

export type TestDeleteLabourMutationVariables = Exact<{
  id: string | number;
}>;

export type TestDeleteLabourMutation = { deleteLabourEntry: boolean };

export type TestRunningTimerQueryVariables = Exact<{
  farmId: string | number;
}>;

export type TestRunningTimerQuery = { runningLabourTimer: { id: string; workOrder: { id: string } } | null };

export type TestLabourRatesQueryVariables = Exact<{
  farmId: string | number;
}>;

export type TestLabourRatesQuery = {
  labourRates: Array<{ role: string; hourlyRate: number | null; effectiveRate: number | null; person: { id: string } }>;
  farm: { id: string; defaultHourlyRate: number | null } | null;
};

export type TestSetFarmRateMutationVariables = Exact<{
  farmId: string | number;
  rate?: number | null | undefined;
}>;

export type TestSetFarmRateMutation = { setFarmDefaultHourlyRate: { id: string; defaultHourlyRate: number | null } };

export type TestSetMemberRateMutationVariables = Exact<{
  farmId: string | number;
  userId: string | number;
  rate?: number | null | undefined;
}>;

export type TestSetMemberRateMutation = {
  setMemberHourlyRate: { hourlyRate: number | null; effectiveRate: number | null; person: { id: string } };
};

export type TestStockUpMutationVariables = Exact<{
  partId: string | number;
  quantity: number;
  unitCost?: number | null | undefined;
}>;

export type TestStockUpMutation = { receiveStock: { id: string } };

export type TestPlanFieldsFragment = {
  id: string;
  farmId: string;
  title: string;
  checklist: Array<string>;
  priority: WorkOrderPriority;
  leadDays: number;
  active: boolean;
  calendarEvery: number | null;
  calendarUnit: CalendarUnit | null;
  meterEvery: number | null;
  anchor: PlanAnchor;
  startDate: string;
  startMeter: number | null;
  equipment: { id: string };
  defaultAssignee: { id: string } | null;
  lastDone: { date: string; meter: number | null; key: string | null } | null;
  lastSkipped: { date: string; meter: number | null; key: string | null } | null;
  nextDue: {
    date: string | null;
    meter: number | null;
    dueDate: string | null;
    dueNow: boolean;
    key: string | null;
  } | null;
  openOrder: { id: string } | null;
};

export type TestCreatePlanMutationVariables = Exact<{
  farmId: string | number;
  input: MaintenancePlanInput;
}>;

export type TestCreatePlanMutation = {
  createMaintenancePlan: {
    id: string;
    farmId: string;
    title: string;
    checklist: Array<string>;
    priority: WorkOrderPriority;
    leadDays: number;
    active: boolean;
    calendarEvery: number | null;
    calendarUnit: CalendarUnit | null;
    meterEvery: number | null;
    anchor: PlanAnchor;
    startDate: string;
    startMeter: number | null;
    equipment: { id: string };
    defaultAssignee: { id: string } | null;
    lastDone: { date: string; meter: number | null; key: string | null } | null;
    lastSkipped: { date: string; meter: number | null; key: string | null } | null;
    nextDue: {
      date: string | null;
      meter: number | null;
      dueDate: string | null;
      dueNow: boolean;
      key: string | null;
    } | null;
    openOrder: { id: string } | null;
  };
};

export type TestUpdatePlanMutationVariables = Exact<{
  id: string | number;
  input: MaintenancePlanInput;
}>;

export type TestUpdatePlanMutation = {
  updateMaintenancePlan: {
    id: string;
    farmId: string;
    title: string;
    checklist: Array<string>;
    priority: WorkOrderPriority;
    leadDays: number;
    active: boolean;
    calendarEvery: number | null;
    calendarUnit: CalendarUnit | null;
    meterEvery: number | null;
    anchor: PlanAnchor;
    startDate: string;
    startMeter: number | null;
    equipment: { id: string };
    defaultAssignee: { id: string } | null;
    lastDone: { date: string; meter: number | null; key: string | null } | null;
    lastSkipped: { date: string; meter: number | null; key: string | null } | null;
    nextDue: {
      date: string | null;
      meter: number | null;
      dueDate: string | null;
      dueNow: boolean;
      key: string | null;
    } | null;
    openOrder: { id: string } | null;
  };
};

export type TestSetPlanActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;

export type TestSetPlanActiveMutation = { setMaintenancePlanActive: { id: string; active: boolean } };

export type TestDeletePlanMutationVariables = Exact<{
  id: string | number;
}>;

export type TestDeletePlanMutation = { deleteMaintenancePlan: boolean };

export type TestRunPlanSchedulerMutationVariables = Exact<{
  farmId: string | number;
}>;

export type TestRunPlanSchedulerMutation = {
  runPlanScheduler: {
    opened: number;
    orders: Array<{
      id: string;
      type: WorkOrderType;
      title: string;
      status: WorkOrderStatus;
      dueDate: string | null;
      planId: string | null;
      plan: { id: string } | null;
      checklist: Array<{ text: string }>;
      assignees: Array<{ id: string }>;
    }>;
  };
};

export type TestPlanQueryVariables = Exact<{
  id: string | number;
}>;

export type TestPlanQuery = {
  maintenancePlan: {
    id: string;
    farmId: string;
    title: string;
    checklist: Array<string>;
    priority: WorkOrderPriority;
    leadDays: number;
    active: boolean;
    calendarEvery: number | null;
    calendarUnit: CalendarUnit | null;
    meterEvery: number | null;
    anchor: PlanAnchor;
    startDate: string;
    startMeter: number | null;
    equipment: { id: string };
    defaultAssignee: { id: string } | null;
    lastDone: { date: string; meter: number | null; key: string | null } | null;
    lastSkipped: { date: string; meter: number | null; key: string | null } | null;
    nextDue: {
      date: string | null;
      meter: number | null;
      dueDate: string | null;
      dueNow: boolean;
      key: string | null;
    } | null;
    openOrder: { id: string } | null;
  } | null;
};

export type TestPlansQueryVariables = Exact<{
  farmId: string | number;
  equipmentId?: string | number | null | undefined;
  active?: boolean | null | undefined;
}>;

export type TestPlansQuery = {
  maintenancePlans: { totalCount: number; edges: Array<{ node: { id: string; title: string } }> };
};

export type TestMachinePlansQueryVariables = Exact<{
  id: string | number;
}>;

export type TestMachinePlansQuery = { equipment: { plans: Array<{ id: string }> } | null };

export type TestOrderPlanQueryVariables = Exact<{
  id: string | number;
}>;

export type TestOrderPlanQuery = {
  workOrder: {
    id: string;
    status: WorkOrderStatus;
    planId: string | null;
    plan: { id: string; title: string } | null;
  } | null;
};

export type TestReportsQueryVariables = Exact<{
  farmId: string | number;
  period: ReportPeriodInput;
  filter?: ReportFilter | null | undefined;
  top?: number | null | undefined;
}>;

export type TestReportsQuery = {
  reports: {
    farmId: string;
    from: string;
    to: string;
    timeZone: string;
    periodStart: string;
    periodEnd: string;
    periodHours: number;
    currency: string;
    equipmentId: string | null;
    category: EquipmentCategory | null;
    reliability: {
      machines: number;
      operatingHours: number;
      failures: number;
      mtbfHours: number | null;
      repairs: number;
      repairHours: number;
      mttrHours: number | null;
      downtimeHours: number;
      availability: number | null;
      byMachine: Array<{
        basis: OperatingTimeBasis;
        operatingHours: number;
        failures: number;
        mtbfHours: number | null;
        repairs: number;
        repairHours: number;
        mttrHours: number | null;
        downtimeHours: number;
        availability: number;
        equipment: { id: string; code: string };
      }>;
    };
    downtime: {
      totalHours: number;
      byMachine: Array<{ hours: number; periods: number; share: number; equipment: { id: string; code: string } }>;
      byReason: Array<{ reason: string; hours: number; periods: number; share: number }>;
    };
    failurePareto: {
      failures: number;
      byProblem: Array<{
        failures: number;
        share: number;
        cumulativeShare: number;
        failureCode: { code: string; label: string } | null;
      }>;
      byCause: Array<{
        failures: number;
        share: number;
        cumulativeShare: number;
        failureCode: { code: string; label: string } | null;
      }>;
      byMachine: Array<{ failures: number; share: number; cumulativeShare: number; equipment: { code: string } }>;
    };
    cost: {
      parts: number;
      labour: number;
      total: number;
      labourHours: number;
      byMonth: Array<{ month: string; parts: number; labour: number; total: number; labourHours: number }>;
      byMachine: Array<{
        parts: number;
        labour: number;
        total: number;
        labourHours: number;
        purchaseCost: number | null;
        shareOfPurchaseCost: number | null;
        equipment: { code: string };
      }>;
      byCategory: Array<{
        category: EquipmentCategory;
        parts: number;
        labour: number;
        total: number;
        labourHours: number;
      }>;
    };
    pmCompliance: {
      due: number;
      onTime: number;
      late: number;
      missed: number;
      notYetDue: number;
      compliance: number | null;
      exceptions: Array<{
        dueDate: string;
        outcome: PmOutcome;
        completedOn: string | null;
        daysLate: number;
        order: { number: string; title: string };
      }>;
    };
    plannedVsReactive: {
      plannedOrderShare: number | null;
      plannedHourShare: number | null;
      byType: Array<{ type: WorkOrderType; completedOrders: number; labourHours: number }>;
    };
    backlog: { total: number; cells: Array<{ age: BacklogAge; priority: WorkOrderPriority; count: number }> };
    partsConsumption: {
      parts: number;
      issuedValue: number;
      returnedValue: number;
      netValue: number;
      top: Array<{
        issued: number;
        returned: number;
        net: number;
        netValue: number;
        share: number | null;
        part: { partNumber: string };
      }>;
    };
    stockValue: { opening: number; months: Array<{ month: string; at: string; value: number }> };
  };
};

export type TestRequestLinkQueryVariables = Exact<{
  id: string | number;
}>;

export type TestRequestLinkQuery = {
  equipment: { id: string; status: EquipmentStatus; requestLink: string | null } | null;
};

export type TestRotateRequestTokenMutationVariables = Exact<{
  equipmentId: string | number;
}>;

export type TestRotateRequestTokenMutation = { rotateRequestToken: { id: string; requestLink: string | null } };

export type TestPhotoFieldsFragment = {
  id: string;
  url: string;
  thumbnailUrl: string;
  createdAt: string;
  createdBy: { id: string } | null;
};

export type TestRequestFieldsFragment = {
  id: string;
  farmId: string;
  status: MaintenanceRequestStatus;
  description: string;
  machineStopped: boolean;
  reporterName: string | null;
  reporterPhone: string | null;
  declineReason: string | null;
  decidedAt: string | null;
  createdAt: string;
  decidedBy: { id: string } | null;
  equipment: { id: string; code: string };
  photo: { id: string; url: string; thumbnailUrl: string; createdAt: string; createdBy: { id: string } | null } | null;
  workOrder: { id: string } | null;
};

export type TestRequestOrderFieldsFragment = {
  workOrder: {
    id: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    equipmentDown: boolean;
    failureAt: string | null;
    equipment: { id: string; status: EquipmentStatus };
    assignees: Array<{ id: string }>;
    photos: Array<{
      id: string;
      url: string;
      thumbnailUrl: string;
      createdAt: string;
      createdBy: { id: string } | null;
    }>;
    maintenanceRequest: { id: string; reporterName: string | null } | null;
    timeline: Array<{ action: string; changes: unknown }>;
  } | null;
};

export type TestMaintenanceRequestsQueryVariables = Exact<{
  farmId: string | number;
  status?: Array<MaintenanceRequestStatus> | MaintenanceRequestStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type TestMaintenanceRequestsQuery = {
  maintenanceRequests: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{
      node: {
        id: string;
        farmId: string;
        status: MaintenanceRequestStatus;
        description: string;
        machineStopped: boolean;
        reporterName: string | null;
        reporterPhone: string | null;
        declineReason: string | null;
        decidedAt: string | null;
        createdAt: string;
        decidedBy: { id: string } | null;
        equipment: { id: string; code: string };
        photo: {
          id: string;
          url: string;
          thumbnailUrl: string;
          createdAt: string;
          createdBy: { id: string } | null;
        } | null;
        workOrder: { id: string } | null;
      };
    }>;
  };
};

export type TestMaintenanceRequestQueryVariables = Exact<{
  id: string | number;
}>;

export type TestMaintenanceRequestQuery = {
  maintenanceRequest: {
    id: string;
    farmId: string;
    status: MaintenanceRequestStatus;
    description: string;
    machineStopped: boolean;
    reporterName: string | null;
    reporterPhone: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    createdAt: string;
    decidedBy: { id: string } | null;
    equipment: { id: string; code: string };
    photo: {
      id: string;
      url: string;
      thumbnailUrl: string;
      createdAt: string;
      createdBy: { id: string } | null;
    } | null;
    workOrder: {
      id: string;
      type: WorkOrderType;
      title: string;
      description: string | null;
      priority: WorkOrderPriority;
      status: WorkOrderStatus;
      equipmentDown: boolean;
      failureAt: string | null;
      equipment: { id: string; status: EquipmentStatus };
      assignees: Array<{ id: string }>;
      photos: Array<{
        id: string;
        url: string;
        thumbnailUrl: string;
        createdAt: string;
        createdBy: { id: string } | null;
      }>;
      maintenanceRequest: { id: string; reporterName: string | null } | null;
      timeline: Array<{ action: string; changes: unknown }>;
    } | null;
  } | null;
};

export type TestApproveRequestMutationVariables = Exact<{
  id: string | number;
  priority?: WorkOrderPriority | null | undefined;
  assigneeIds?: Array<string | number> | string | number | null | undefined;
}>;

export type TestApproveRequestMutation = {
  approveMaintenanceRequest: {
    id: string;
    farmId: string;
    status: MaintenanceRequestStatus;
    description: string;
    machineStopped: boolean;
    reporterName: string | null;
    reporterPhone: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    createdAt: string;
    decidedBy: { id: string } | null;
    equipment: { id: string; code: string };
    photo: {
      id: string;
      url: string;
      thumbnailUrl: string;
      createdAt: string;
      createdBy: { id: string } | null;
    } | null;
    workOrder: {
      id: string;
      type: WorkOrderType;
      title: string;
      description: string | null;
      priority: WorkOrderPriority;
      status: WorkOrderStatus;
      equipmentDown: boolean;
      failureAt: string | null;
      equipment: { id: string; status: EquipmentStatus };
      assignees: Array<{ id: string }>;
      photos: Array<{
        id: string;
        url: string;
        thumbnailUrl: string;
        createdAt: string;
        createdBy: { id: string } | null;
      }>;
      maintenanceRequest: { id: string; reporterName: string | null } | null;
      timeline: Array<{ action: string; changes: unknown }>;
    } | null;
  };
};

export type TestDeclineRequestMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type TestDeclineRequestMutation = {
  declineMaintenanceRequest: {
    id: string;
    farmId: string;
    status: MaintenanceRequestStatus;
    description: string;
    machineStopped: boolean;
    reporterName: string | null;
    reporterPhone: string | null;
    declineReason: string | null;
    decidedAt: string | null;
    createdAt: string;
    decidedBy: { id: string } | null;
    equipment: { id: string; code: string };
    photo: {
      id: string;
      url: string;
      thumbnailUrl: string;
      createdAt: string;
      createdBy: { id: string } | null;
    } | null;
    workOrder: {
      id: string;
      type: WorkOrderType;
      title: string;
      description: string | null;
      priority: WorkOrderPriority;
      status: WorkOrderStatus;
      equipmentDown: boolean;
      failureAt: string | null;
      equipment: { id: string; status: EquipmentStatus };
      assignees: Array<{ id: string }>;
      photos: Array<{
        id: string;
        url: string;
        thumbnailUrl: string;
        createdAt: string;
        createdBy: { id: string } | null;
      }>;
      maintenanceRequest: { id: string; reporterName: string | null } | null;
      timeline: Array<{ action: string; changes: unknown }>;
    } | null;
  };
};

export type TestOrderNotesQueryVariables = Exact<{
  id: string | number;
}>;

export type TestOrderNotesQuery = {
  workOrder: {
    id: string;
    photos: Array<{
      id: string;
      url: string;
      thumbnailUrl: string;
      createdAt: string;
      createdBy: { id: string } | null;
    }>;
    checklist: Array<{ id: string; photos: Array<{ id: string }> }>;
    comments: Array<{ id: string; body: string; createdAt: string; author: { id: string } | null }>;
    timeline: Array<{ action: string; changes: unknown }>;
  } | null;
};

export type TestAttachPhotoMutationVariables = Exact<{
  workOrderId: string | number;
  photoId: string | number;
  checklistItemId?: string | number | null | undefined;
}>;

export type TestAttachPhotoMutation = { attachWorkOrderPhoto: { id: string; photos: Array<{ id: string }> } };

export type TestDetachPhotoMutationVariables = Exact<{
  workOrderId: string | number;
  photoId: string | number;
}>;

export type TestDetachPhotoMutation = { detachWorkOrderPhoto: { id: string; photos: Array<{ id: string }> } };

export type TestAddCommentMutationVariables = Exact<{
  workOrderId: string | number;
  input: AddWorkOrderCommentInput;
}>;

export type TestAddCommentMutation = {
  addWorkOrderComment: { id: string; body: string; author: { id: string } | null };
};

export type AppsScrumboardCardFragment = {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string | null;
  dueDate: string | null;
  labels: Array<{ id: string; title: string }>;
};

export type AppsScrumboardsQueryVariables = Exact<{
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;

export type AppsScrumboardsQuery = {
  scrumboards: {
    items: Array<{
      id: string;
      title: string;
      members: Array<{ id: string; name: string }>;
      lists: Array<{ title: string }>;
    }>;
    pagination: { total: number; page: number; size: number; lastPage: number };
  };
};

export type AppsScrumboardQueryVariables = Exact<{
  id: string | number;
}>;

export type AppsScrumboardQuery = {
  scrumboard: {
    id: string;
    title: string;
    members: Array<{ id: string }>;
    lists: Array<{
      id: string;
      title: string;
      position: number;
      cards: Array<{
        id: string;
        boardId: string;
        listId: string;
        position: number;
        title: string;
        description: string | null;
        dueDate: string | null;
        labels: Array<{ id: string; title: string }>;
      }>;
    }>;
    labels: Array<{ id: string; title: string }>;
  } | null;
};

export type AppsScrumboardLabelsQueryVariables = Exact<{
  boardId: string | number;
}>;

export type AppsScrumboardLabelsQuery = { scrumboardLabels: Array<{ id: string; boardId: string; title: string }> };

export type AppsScrumboardListsMutationVariables = Exact<{
  input: ScrumboardListInput;
  lists: Array<ScrumboardListUpdate> | ScrumboardListUpdate;
}>;

export type AppsScrumboardListsMutation = {
  createScrumboardList: { id: string; position: number; cards: Array<{ id: string }> };
  updateScrumboardLists: Array<{ id: string; title: string; position: number }>;
};

export type AppsScrumboardListEditsMutationVariables = Exact<{
  id: string | number;
  input: ScrumboardListPatch;
  deleteId: string | number;
}>;

export type AppsScrumboardListEditsMutation = {
  deleteScrumboardList: boolean;
  updateScrumboardList: { id: string; title: string; cards: Array<{ id: string }> } | null;
};

export type AppsScrumboardCardsMutationVariables = Exact<{
  input: ScrumboardCardInput;
  id: string | number;
  patch: ScrumboardCardPatch;
}>;

export type AppsScrumboardCardsMutation = {
  createScrumboardCard: {
    id: string;
    boardId: string;
    listId: string;
    position: number;
    title: string;
    description: string | null;
    dueDate: string | null;
    labels: Array<{ id: string; title: string }>;
  };
  updateScrumboardCard: {
    id: string;
    boardId: string;
    listId: string;
    position: number;
    title: string;
    description: string | null;
    dueDate: string | null;
    labels: Array<{ id: string; title: string }>;
  } | null;
};

export type AppsScrumboardCardBatchesMutationVariables = Exact<{
  cards: Array<ScrumboardCardUpdate> | ScrumboardCardUpdate;
  places: Array<ScrumboardCardPlace> | ScrumboardCardPlace;
}>;

export type AppsScrumboardCardBatchesMutation = {
  updateScrumboardCards: Array<{ id: string; position: number }>;
  updateScrumboardCardPositions: Array<{ id: string; position: number }>;
};

export type AppsScrumboardDeletesMutationVariables = Exact<{
  cardId: string | number;
  labelId: string | number;
}>;

export type AppsScrumboardDeletesMutation = { deleteScrumboardCard: boolean; deleteScrumboardLabel: boolean };

export type AppsScrumboardLabelMutationsMutationVariables = Exact<{
  boardId: string | number;
  title: string;
}>;

export type AppsScrumboardLabelMutationsMutation = {
  createScrumboardLabel: { id: string; boardId: string; title: string };
};

export type AppsScrumboardRenameLabelMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;

export type AppsScrumboardRenameLabelMutation = { updateScrumboardLabel: { id: string; title: string } | null };

export type AppsScrumboardUpdateCardMutationVariables = Exact<{
  id: string | number;
  patch: ScrumboardCardPatch;
}>;

export type AppsScrumboardUpdateCardMutation = { updateScrumboardCard: { id: string } | null };

export type AppsScrumboardUpdateCardsMutationVariables = Exact<{
  cards: Array<ScrumboardCardUpdate> | ScrumboardCardUpdate;
}>;

export type AppsScrumboardUpdateCardsMutation = { updateScrumboardCards: Array<{ id: string }> };

export type TestChecklistQueryVariables = Exact<{
  id: string | number;
}>;

export type TestChecklistQuery = {
  workOrder: {
    id: string;
    status: WorkOrderStatus;
    checklist: Array<{
      id: string;
      position: number;
      text: string;
      result: ChecklistResult | null;
      note: string | null;
      doneAt: string | null;
      doneBy: { id: string } | null;
      correctiveOrder: { id: string; number: string } | null;
    }>;
  } | null;
};

export type TestAddChecklistItemMutationVariables = Exact<{
  workOrderId: string | number;
  input: AddChecklistItemInput;
}>;

export type TestAddChecklistItemMutation = {
  addChecklistItem: { id: string; position: number; text: string; result: ChecklistResult | null };
};

export type TestRemoveChecklistItemMutationVariables = Exact<{
  id: string | number;
}>;

export type TestRemoveChecklistItemMutation = { removeChecklistItem: boolean };

export type TestRecordChecklistResultMutationVariables = Exact<{
  id: string | number;
  result?: ChecklistResult | null | undefined;
  note?: string | null | undefined;
}>;

export type TestRecordChecklistResultMutation = {
  recordChecklistResult: {
    id: string;
    result: ChecklistResult | null;
    note: string | null;
    doneAt: string | null;
    doneBy: { id: string } | null;
  };
};

export type TestOpenCorrectiveMutationVariables = Exact<{
  itemId: string | number;
  input?: OpenCorrectiveInput | null | undefined;
}>;

export type TestOpenCorrectiveMutation = {
  openCorrectiveFromChecklistItem: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestFailureCodesQueryVariables = Exact<{
  farmId: string | number;
  kind?: FailureCodeKind | null | undefined;
  includeInactive?: boolean | null | undefined;
}>;

export type TestFailureCodesQuery = {
  failureCodes: Array<{
    id: string;
    farmId: string;
    kind: FailureCodeKind;
    code: string;
    label: string;
    active: boolean;
  }>;
};

export type TestCreateFailureCodeMutationVariables = Exact<{
  input: CreateFailureCodeInput;
}>;

export type TestCreateFailureCodeMutation = {
  createFailureCode: {
    id: string;
    farmId: string;
    kind: FailureCodeKind;
    code: string;
    label: string;
    active: boolean;
  };
};

export type TestUpdateFailureCodeMutationVariables = Exact<{
  id: string | number;
  input: UpdateFailureCodeInput;
}>;

export type TestUpdateFailureCodeMutation = { updateFailureCode: { id: string; label: string; active: boolean } };

export type TestRecordFailureMutationVariables = Exact<{
  id: string | number;
  input: WorkOrderFailureInput;
}>;

export type TestRecordFailureMutation = {
  recordWorkOrderFailure: {
    id: string;
    problem: { code: string } | null;
    cause: { code: string } | null;
    remedy: { code: string } | null;
  };
};

export type TestDowntimeQueryVariables = Exact<{
  id: string | number;
}>;

export type TestDowntimeQuery = {
  workOrder: {
    id: string;
    downtime: Array<{ id: string; startedAt: string; endedAt: string | null; reason: string; minutes: number }>;
  } | null;
};

export type TestAddDowntimeMutationVariables = Exact<{
  workOrderId: string | number;
  input: DowntimeInput;
}>;

export type TestAddDowntimeMutation = {
  addDowntime: { id: string; startedAt: string; endedAt: string | null; reason: string; minutes: number };
};

export type TestUpdateDowntimeMutationVariables = Exact<{
  id: string | number;
  input: UpdateDowntimeInput;
}>;

export type TestUpdateDowntimeMutation = {
  updateDowntime: { id: string; startedAt: string; endedAt: string | null; reason: string; minutes: number };
};

export type TestRemoveDowntimeMutationVariables = Exact<{
  id: string | number;
}>;

export type TestRemoveDowntimeMutation = { removeDowntime: boolean };

export type TestWorkOrderFieldsFragment = {
  id: string;
  farmId: string;
  number: string;
  type: WorkOrderType;
  title: string;
  description: string | null;
  priority: WorkOrderPriority;
  status: WorkOrderStatus;
  dueDate: string | null;
  overdue: boolean;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  estimatedMinutes: number | null;
  startedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  holdReason: string | null;
  completionNotes: string | null;
  failureAt: string | null;
  equipmentDown: boolean;
  planId: string | null;
  viewerActions: Array<WorkOrderAction>;
  updatedAt: string;
  equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
  assignees: Array<{ id: string; name: string }>;
  requester: { id: string; name: string } | null;
  parent: { id: string; number: string } | null;
};

export type TestWorkOrderQueryVariables = Exact<{
  id: string | number;
}>;

export type TestWorkOrderQuery = {
  workOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    timeline: Array<{ id: string; action: string; actorName: string | null; at: string; changes: unknown }>;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  } | null;
};

export type TestWorkOrdersQueryVariables = Exact<{
  farmId: string | number;
  filter?: WorkOrderFilter | null | undefined;
  sort?: WorkOrderSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type TestWorkOrdersQuery = {
  workOrders: {
    totalCount: number;
    totalCountIsExact: boolean;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        number: string;
        title: string;
        status: WorkOrderStatus;
        priority: WorkOrderPriority;
        dueDate: string | null;
        overdue: boolean;
        updatedAt: string;
        equipment: { id: string; code: string };
        assignees: Array<{ id: string }>;
      };
    }>;
  };
};

export type TestWorkOrderAssigneesQueryVariables = Exact<{
  farmId: string | number;
}>;

export type TestWorkOrderAssigneesQuery = { workOrderAssignees: Array<{ id: string; name: string }> };

export type TestMachineWorkOrdersQueryVariables = Exact<{
  id: string | number;
}>;

export type TestMachineWorkOrdersQuery = {
  equipment: {
    id: string;
    status: EquipmentStatus;
    workOrders: Array<{ id: string; number: string; status: WorkOrderStatus }>;
  } | null;
};

export type TestCreateWorkOrderMutationVariables = Exact<{
  input: CreateWorkOrderInput;
}>;

export type TestCreateWorkOrderMutation = {
  createWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestUpdateWorkOrderMutationVariables = Exact<{
  id: string | number;
  input: UpdateWorkOrderInput;
}>;

export type TestUpdateWorkOrderMutation = {
  updateWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestAssignWorkOrderMutationVariables = Exact<{
  id: string | number;
  assigneeIds: Array<string | number> | string | number;
}>;

export type TestAssignWorkOrderMutation = {
  assignWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestStartWorkOrderMutationVariables = Exact<{
  id: string | number;
}>;

export type TestStartWorkOrderMutation = {
  startWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestHoldWorkOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type TestHoldWorkOrderMutation = {
  holdWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestResumeWorkOrderMutationVariables = Exact<{
  id: string | number;
}>;

export type TestResumeWorkOrderMutation = {
  resumeWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestCompleteWorkOrderMutationVariables = Exact<{
  id: string | number;
  input?: CompleteWorkOrderInput | null | undefined;
}>;

export type TestCompleteWorkOrderMutation = {
  completeWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestCancelWorkOrderMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;

export type TestCancelWorkOrderMutation = {
  cancelWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestReopenWorkOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type TestReopenWorkOrderMutation = {
  reopenWorkOrder: {
    id: string;
    farmId: string;
    number: string;
    type: WorkOrderType;
    title: string;
    description: string | null;
    priority: WorkOrderPriority;
    status: WorkOrderStatus;
    dueDate: string | null;
    overdue: boolean;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    estimatedMinutes: number | null;
    startedAt: string | null;
    completedAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    holdReason: string | null;
    completionNotes: string | null;
    failureAt: string | null;
    equipmentDown: boolean;
    planId: string | null;
    viewerActions: Array<WorkOrderAction>;
    updatedAt: string;
    equipment: { id: string; code: string; status: EquipmentStatus; meterValue: number };
    assignees: Array<{ id: string; name: string }>;
    requester: { id: string; name: string } | null;
    parent: { id: string; number: string } | null;
  };
};

export type TestLowPartsQueryVariables = Exact<{
  farmId: string | number;
}>;

export type TestLowPartsQuery = {
  spareParts: { edges: Array<{ node: { id: string; reserved: number; available: number; lowStock: boolean } }> };
};

export const AppsPaginationFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsPaginationFragment, unknown>;
export const AppsInventoryProductFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsInventoryProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryProduct' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsInventoryProductFieldsFragment, unknown>;
export const TestWorkOrderPartFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestWorkOrderPartFieldsFragment, unknown>;
export const TestLabourEntryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestLabourEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LabourEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'running' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hourlyRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'person' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestLabourEntryFieldsFragment, unknown>;
export const TestPlanFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenancePlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checklist' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'leadDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarEvery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meterEvery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anchor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startMeter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'defaultAssignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastSkipped' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextDue' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueNow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlanFieldsFragment, unknown>;
export const TestPhotoFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPhotoFieldsFragment, unknown>;
export const TestRequestFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineStopped' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decidedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRequestFieldsFragment, unknown>;
export const TestRequestOrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photos' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'maintenanceRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timeline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRequestOrderFieldsFragment, unknown>;
export const AppsScrumboardCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsScrumboardCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'boardId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardCardFragment, unknown>;
export const TestWorkOrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestWorkOrderFieldsFragment, unknown>;
export const AppsAcademyCoursesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsAcademyCourses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'academyCategories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalSteps' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'progress' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'currentStep' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsAcademyCoursesQuery, AppsAcademyCoursesQueryVariables>;
export const AppsAcademyCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsAcademyCourse' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentStep' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'steps' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsAcademyCourseQuery, AppsAcademyCourseQueryVariables>;
export const AppsAcademySetProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsAcademySetProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseProgressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setCourseProgress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentStep' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsAcademySetProgressMutation, AppsAcademySetProgressMutationVariables>;
export const AppsContactsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsContactsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contacts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsContactsPageQuery, AppsContactsPageQueryVariables>;
export const AppsCountriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsCountries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lang' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CountryNameLanguage' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lang' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lang' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'iso' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsCountriesQuery, AppsCountriesQueryVariables>;
export const AppsUpdateContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsUpdateContact' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactPatch' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'phoneNumbers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsUpdateContactMutation, AppsUpdateContactMutationVariables>;
export const AppsContactAvatarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsContactAvatar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'avatar' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateContactAvatar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'avatar' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'avatar' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsContactAvatarMutation, AppsContactAvatarMutationVariables>;
export const AppsCreateContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsCreateContact' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createContact' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'emails' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'email' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'job' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsCreateContactMutation, AppsCreateContactMutationVariables>;
export const AppsDashboardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsDashboards' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'analyticsDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'visitors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'series' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'thisYear' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'data' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'x' } },
                                        { kind: 'Field', name: { kind: 'Name', value: 'y' } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gender' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uniqueVisitors' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'series' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cryptoDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'btc' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'trend' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'dir' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'btc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'eth' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'watchlist' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'iso' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'financeDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'budget' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'expenses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expensesLimit' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentStatement' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recentTransactions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transactionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'projectDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'githubIssues' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'overview' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'thisWeek' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'newIssues' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'wontFix' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'series' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'lastWeek' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'data' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'schedule' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'today' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'budgetDetails' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rows' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expensesAmount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expensesPercentage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'remainingAmount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'remainingPercentage' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'teamMembers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsDashboardsQuery, AppsDashboardsQueryVariables>;
export const AppsActivitiesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsActivities' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activities' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'extraContent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkedContent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsActivitiesQuery, AppsActivitiesQueryVariables>;
export const AppsFileManagerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsFileManager' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fileManager' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'folders' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'path' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsFileManagerQuery, AppsFileManagerQueryVariables>;
export const AppsHelpCenterGuidesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsHelpCenterGuides' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'helpCenterGuides' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'visibleGuides' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalGuides' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'guides' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'slug' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'helpCenterFaqs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'faqs' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'question' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsHelpCenterGuidesQuery, AppsHelpCenterGuidesQueryVariables>;
export const AppsHelpCenterGuideDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsHelpCenterGuide' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categorySlug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'guideSlug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'helpCenterGuide' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'categorySlug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categorySlug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'guideSlug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'guideSlug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'guides' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsHelpCenterGuideQuery, AppsHelpCenterGuideQueryVariables>;
export const AppsIconSetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsIconSet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'set' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'iconSet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'set' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'set' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'namespace' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'list' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'iconSetNames' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsIconSetQuery, AppsIconSetQueryVariables>;
export const AppsMailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsMails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folder' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'label' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mails' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folder' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'label' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'label' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ccCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bccCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsMailsQuery, AppsMailsQueryVariables>;
export const AppsMailboxDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsMailbox' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailboxSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'messageLayout' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailFolders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailFilters' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'slug' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mailLabels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ccCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'from' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'contact' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsMailboxQuery, AppsMailboxQueryVariables>;
export const AppsMailboxWritesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsMailboxWrites' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mailId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mail' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailPatch' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'label' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailLabelInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMailboxSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'messageLayout' },
                      value: { kind: 'StringValue', value: 'full', block: false },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'messageLayout' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mailId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mail' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'starred' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
                { kind: 'Field', name: { kind: 'Name', value: 'folder' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMailLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'label' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsMailboxWritesMutation, AppsMailboxWritesMutationVariables>;
export const AppsMailLabelWritesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsMailLabelWrites' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MailLabelPatch' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deleteId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMailLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMailLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deleteId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsMailLabelWritesMutation, AppsMailLabelWritesMutationVariables>;
export const AppsNotesPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsNotesPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'archived' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'archived' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'archived' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'labels' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsNotesPageQuery, AppsNotesPageQueryVariables>;
export const AppsCreateNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsCreateNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'NoteInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tasks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'labels' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsCreateNoteMutation, AppsCreateNoteMutationVariables>;
export const AppsReplaceNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsReplaceNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'NoteInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'replaceNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'archived' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsReplaceNoteMutation, AppsReplaceNoteMutationVariables>;
export const AppsNoteLabelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsNoteLabels' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deleteId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createNoteLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteNoteLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deleteId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsNoteLabelsMutation, AppsNoteLabelsMutationVariables>;
export const AppsGlobalSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsGlobalSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lang' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SearchLanguage' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'globalSearch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lang' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lang' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'contacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'contact' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pages' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'page' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tasks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'titleHtml' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'task' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsGlobalSearchQuery, AppsGlobalSearchQueryVariables>;
export const AppsTasksPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsTasksPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tasks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsTasksPageQuery, AppsTasksPageQueryVariables>;
export const AppsSearchTasksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsSearchTasks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchTasks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'total' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsSearchTasksQuery, AppsSearchTasksQueryVariables>;
export const AppsCreateTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsCreateTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskType' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'order' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsCreateTaskMutation, AppsCreateTaskMutationVariables>;
export const AppsUpdateTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsUpdateTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskPatch' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsUpdateTaskMutation, AppsUpdateTaskMutationVariables>;
export const AppsTaskTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsTaskTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deleteId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTaskTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTaskTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deleteId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsTaskTagsMutation, AppsTaskTagsMutationVariables>;
export const AppsReorderTasksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsReorderTasks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reorderTasks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'order' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsReorderTasksMutation, AppsReorderTasksMutationVariables>;
export const TestDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestDashboard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dashboard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'openByPriority' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overdue' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'completedThisMonth' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'machinesDown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'equipment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'since' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingRequests' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowStockParts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recentActivity' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ordersPerWeek' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekStart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'opened' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'downtimeByMachine' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'equipment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'hours' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDashboardQuery, TestDashboardQueryVariables>;
export const TestMyFarmRolesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestMyFarmRoles' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'farms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerRole' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMyFarmRolesQuery, TestMyFarmRolesQueryVariables>;
export const TestPartPlannedOnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPartPlannedOn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sparePart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reserved' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'plannedOn' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plannedQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reservedQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'issuedQuantity' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'workOrder' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'movements' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'IntValue', value: '5' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'workOrder' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPartPlannedOnQuery, TestPartPlannedOnQueryVariables>;
export const TestPlanningDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPlanning' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LocalDate' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LocalDate' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlanningFilter' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'planning' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'weeklyCapacityHours' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orders' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'order' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'workload' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'technician' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'week' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'weekStart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'estimatedHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'capacityHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'overCapacity' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlanningQuery, TestPlanningQueryVariables>;
export const TestRescheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestReschedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RescheduleWorkOrderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rescheduleWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'assignees' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'previous' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'assigneeIds' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRescheduleMutation, TestRescheduleMutationVariables>;
export const TestPlanningCapacityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestPlanningCapacity' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setPlanningCapacity' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'weeklyCapacityHours' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlanningCapacityMutation, TestPlanningCapacityMutationVariables>;
export const TestPlansDueSoonTileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPlansDueSoonTile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dashboard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'plansDueSoon' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlansDueSoonTileQuery, TestPlansDueSoonTileQueryVariables>;
export const TestPlansDueWithinDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPlansDueWithin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'maintenancePlans' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dueWithinDays' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '20' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCountIsExact' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlansDueWithinQuery, TestPlansDueWithinQueryVariables>;
export const TestPlanForecastsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPlanForecasts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LocalDate' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LocalDate' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlanningFilter' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'planning' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'forecasts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'plan' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'equipment' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'breakIn' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasOpenOrder' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlanForecastsQuery, TestPlanForecastsQueryVariables>;
export const TestPlanLatenessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPlanLateness' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'planId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planDueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planLate' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'maintenancePlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'planId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'lateCount' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlanLatenessQuery, TestPlanLatenessQueryVariables>;
export const AppsChatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsChats' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'messagesSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newestFirst' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chats' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'muted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'contact' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'messages' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'size' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'messagesSize' } },
                          },
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'newestFirst' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'newestFirst' } },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'isMine' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'pagination' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsChatsQuery, AppsChatsQueryVariables>;
export const AppsChatDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsChat' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chat' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastMessage' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatProfile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'about' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsChatQuery, AppsChatQueryVariables>;
export const AppsChatContactsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsChatContacts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatContacts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'details' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'emails' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'email' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attachments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'media' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsChatContactsQuery, AppsChatContactsQueryVariables>;
export const AppsUpdateChatDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsUpdateChat' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatPatch' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateChat' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'muted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastMessageAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsUpdateChatMutation, AppsUpdateChatMutationVariables>;
export const AppsSendChatMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsSendChatMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'chatId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendChatMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'chatId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'chatId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'message' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'chatId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'contactId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isMine' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chat' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lastMessage' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'messages' },
                        arguments: [
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'size' },
                            value: { kind: 'IntValue', value: '1' },
                          },
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'newestFirst' },
                            value: { kind: 'BooleanValue', value: true },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsSendChatMessageMutation, AppsSendChatMessageMutationVariables>;
export const AppsInventoryProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsInventoryProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryProductSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'order' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SortDirection' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inventoryProducts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'order' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'order' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'products' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'length' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endIndex' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsInventoryProductsQuery, AppsInventoryProductsQueryVariables>;
export const AppsInventoryReferenceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsInventoryReference' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inventoryCategories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inventoryBrands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inventoryVendors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inventoryTags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsInventoryReferenceQuery, AppsInventoryReferenceQueryVariables>;
export const AppsCreateInventoryProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsCreateInventoryProduct' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createInventoryProduct' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsInventoryProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsInventoryProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryProduct' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsCreateInventoryProductMutation, AppsCreateInventoryProductMutationVariables>;
export const AppsUpdateInventoryProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsUpdateInventoryProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryProductPatch' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateInventoryProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsInventoryProductFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsInventoryProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InventoryProduct' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsUpdateInventoryProductMutation, AppsUpdateInventoryProductMutationVariables>;
export const AppsInventoryDeletesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsInventoryDeletes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'product' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteInventoryProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'product' } },
              },
            ],
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteInventoryTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsInventoryDeletesMutation, AppsInventoryDeletesMutationVariables>;
export const AppsInventoryTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsInventoryTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rename' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createInventoryTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateInventoryTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rename' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsInventoryTagsMutation, AppsInventoryTagsMutationVariables>;
export const TestNotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestNotifications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
                { kind: 'Field', name: { kind: 'Name', value: 'messageKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'messageParams' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestNotificationsQuery, TestNotificationsQueryVariables>;
export const TestMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestMessages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMessagesQuery, TestMessagesQueryVariables>;
export const TestShortcutsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestShortcuts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shortcuts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestShortcutsQuery, TestShortcutsQueryVariables>;
export const TestCreateNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreateNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreateNotificationMutation, TestCreateNotificationMutationVariables>;
export const TestUpdateNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationPatch' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
                { kind: 'Field', name: { kind: 'Name', value: 'messageKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'messageParams' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateNotificationMutation, TestUpdateNotificationMutationVariables>;
export const TestDeleteNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestDeleteNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDeleteNotificationMutation, TestDeleteNotificationMutationVariables>;
export const TestToggleNotificationReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestToggleNotificationRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'read' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toggleNotificationRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'read' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'read' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestToggleNotificationReadMutation, TestToggleNotificationReadMutationVariables>;
export const TestMarkAllNotificationsAsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestMarkAllNotificationsAsRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markAllNotificationsAsRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMarkAllNotificationsAsReadMutation, TestMarkAllNotificationsAsReadMutationVariables>;
export const TestCreateMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreateMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MessageInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'time' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreateMessageMutation, TestCreateMessageMutationVariables>;
export const TestUpdateMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MessagePatch' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateMessageMutation, TestUpdateMessageMutationVariables>;
export const TestDeleteMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestDeleteMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDeleteMessageMutation, TestDeleteMessageMutationVariables>;
export const TestToggleMessageReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestToggleMessageRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'read' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toggleMessageRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'read' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'read' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestToggleMessageReadMutation, TestToggleMessageReadMutationVariables>;
export const TestMarkAllMessagesAsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestMarkAllMessagesAsRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markAllMessagesAsRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMarkAllMessagesAsReadMutation, TestMarkAllMessagesAsReadMutationVariables>;
export const TestCreateShortcutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreateShortcut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShortcutInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createShortcut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreateShortcutMutation, TestCreateShortcutMutationVariables>;
export const TestUpdateShortcutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateShortcut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShortcutPatch' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateShortcut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'useRouter' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateShortcutMutation, TestUpdateShortcutMutationVariables>;
export const TestDeleteShortcutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestDeleteShortcut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteShortcut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDeleteShortcutMutation, TestDeleteShortcutMutationVariables>;
export const TestEquipmentListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestEquipmentList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'EquipmentSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'make' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'criticality' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'meterUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestEquipmentListQuery, TestEquipmentListQueryVariables>;
export const TestEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'make' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'criticality' } },
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'purchaseDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'purchaseCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warrantyEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'children' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'readings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recordedByName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'compatibleParts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'partNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'history' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestEquipmentQuery, TestEquipmentQueryVariables>;
export const TestCreateEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreateEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateEquipmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'make' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serialNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'criticality' } },
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'purchaseDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'purchaseCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warrantyEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreateEquipmentMutation, TestCreateEquipmentMutationVariables>;
export const TestUpdateEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateEquipmentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'criticality' } },
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterUnit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateEquipmentMutation, TestUpdateEquipmentMutationVariables>;
export const TestRetireEquipmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRetireEquipment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'retireEquipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRetireEquipmentMutation, TestRetireEquipmentMutationVariables>;
export const TestRecordMeterReadingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRecordMeterReading' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'readAt' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordMeterReading' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'value' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'value' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'readAt' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'readAt' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordedByName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRecordMeterReadingMutation, TestRecordMeterReadingMutationVariables>;
export const TestSparePartsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestSpareParts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SparePartFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SparePartSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'spareParts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmStockValue' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'partNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantityOnHand' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'minQuantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reorderQuantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'stockValue' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lowStock' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'storageLocation' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'supplier' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSparePartsQuery, TestSparePartsQueryVariables>;
export const TestSparePartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestSparePart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sparePart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityOnHand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reorderQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowStock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'storageLocation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'compatibleEquipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'movements' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balanceAfter' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdByName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'history' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSparePartQuery, TestSparePartQueryVariables>;
export const TestCreateSparePartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreateSparePart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateSparePartInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSparePart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityOnHand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reorderQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowStock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'storageLocation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supplier' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'compatibleEquipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreateSparePartMutation, TestCreateSparePartMutationVariables>;
export const TestUpdateSparePartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateSparePart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateSparePartInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSparePart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityOnHand' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'compatibleEquipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateSparePartMutation, TestUpdateSparePartMutationVariables>;
export const TestReceiveStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestReceiveStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'partId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unitCost' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receiveStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unitCost' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unitCost' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityOnHand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stockValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowStock' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestReceiveStockMutation, TestReceiveStockMutationVariables>;
export const TestAdjustStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestAdjustStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'partId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityOnHand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowStock' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAdjustStockMutation, TestAdjustStockMutationVariables>;
export const TestIssueStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestIssueStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'partId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'issueStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityOnHand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowStock' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestIssueStockMutation, TestIssueStockMutationVariables>;
export const TestFarmMembersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestFarmMembers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'FarmMemberFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'farmMembers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCountIsExact' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accountDeactivated' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'joinedAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'labourRate' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'hourlyRate' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'effectiveRate' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestFarmMembersQuery, TestFarmMembersQueryVariables>;
export const TestFarmInvitationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestFarmInvitations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'InvitationStatus' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'farmInvitations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'invitedByName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'acceptedAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestFarmInvitationsQuery, TestFarmInvitationsQueryVariables>;
export const TestInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invitedByName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'accountExists' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestInvitationQuery, TestInvitationQueryVariables>;
export const TestUserAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestUserAccounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserAccountFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userAccounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastSignInAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUserAccountsQuery, TestUserAccountsQueryVariables>;
export const TestInviteFarmMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestInviteFarmMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InviteFarmMemberInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteFarmMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invitedByName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestInviteFarmMemberMutation, TestInviteFarmMemberMutationVariables>;
export const TestRevokeFarmInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRevokeFarmInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeFarmInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRevokeFarmInvitationMutation, TestRevokeFarmInvitationMutationVariables>;
export const TestAcceptInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestAcceptInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AcceptInvitationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'farms' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAcceptInvitationMutation, TestAcceptInvitationMutationVariables>;
export const TestSetFarmMemberRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSetFarmMemberRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'FarmRole' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setFarmMemberRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSetFarmMemberRoleMutation, TestSetFarmMemberRoleMutationVariables>;
export const TestDeactivateFarmMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestDeactivateFarmMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deactivateFarmMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDeactivateFarmMemberMutation, TestDeactivateFarmMemberMutationVariables>;
export const TestReactivateFarmMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestReactivateFarmMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reactivateFarmMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deactivatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestReactivateFarmMemberMutation, TestReactivateFarmMemberMutationVariables>;
export const TestSetUserAdminDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSetUserAdmin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setUserAdmin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'admin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'admin' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'admin' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSetUserAdminMutation, TestSetUserAdminMutationVariables>;
export const TestSetAccountActiveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSetAccountActive' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'active' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAccountActive' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'active' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'active' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deactivated' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSetAccountActiveMutation, TestSetAccountActiveMutationVariables>;
export const TestCreateFarmDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreateFarm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateFarmInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createFarm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'city' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreateFarmMutation, TestCreateFarmMutationVariables>;
export const TestChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangePasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestChangePasswordMutation, TestChangePasswordMutationVariables>;
export const TestHealthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestHealth' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'health' } }] },
    },
  ],
} as unknown as DocumentNode<TestHealthQuery, TestHealthQueryVariables>;
export const TestMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestMe' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'permissions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'farms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMeQuery, TestMeQueryVariables>;
export const TestFarmsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestFarms' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'farms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'city' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestFarmsQuery, TestFarmsQueryVariables>;
export const TestFarmDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestFarm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'farm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'location' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'city' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestFarmQuery, TestFarmQueryVariables>;
export const TestNavigationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestNavigation' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'navigation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'compact' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'default' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'futuristic' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'horizontal' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestNavigationQuery, TestNavigationQueryVariables>;
export const TestLanguagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestLanguages' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'languages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestLanguagesQuery, TestLanguagesQueryVariables>;
export const TestSignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'permissions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'farms' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSignInMutation, TestSignInMutationVariables>;
export const TestSignInWithTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSignInWithToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accessToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signInWithToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accessToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accessToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'farms' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSignInWithTokenMutation, TestSignInWithTokenMutationVariables>;
export const TestUnlockSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUnlockSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unlockSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'accessToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUnlockSessionMutation, TestUnlockSessionMutationVariables>;
export const TestSignUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSignUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignUpInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSignUpMutation, TestSignUpMutationVariables>;
export const TestForgotPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestForgotPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailAddress' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'forgotPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestForgotPasswordMutation, TestForgotPasswordMutationVariables>;
export const TestResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResetPasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestResetPasswordMutation, TestResetPasswordMutationVariables>;
export const TestUpdateMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateMe' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateMeInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMe' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateMeMutation, TestUpdateMeMutationVariables>;
export const TestFarmCurrenciesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestFarmCurrencies' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'farms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestFarmCurrenciesQuery, TestFarmCurrenciesQueryVariables>;
export const TestUpdateFarmCurrencyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateFarmCurrency' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currency' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFarmCurrency' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currency' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currency' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateFarmCurrencyMutation, TestUpdateFarmCurrencyMutationVariables>;
export const TestAppConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestAppConfig' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'appConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'publicUrl' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAppConfigQuery, TestAppConfigQueryVariables>;
export const TestPartStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPartStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sparePart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantityOnHand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reserved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minQuantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowStock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'movements' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unitCost' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'balanceAfter' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'workOrder' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPartStockQuery, TestPartStockQueryVariables>;
export const TestOrderPartsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestOrderParts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plannedQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reservedQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'issuedQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'returnedQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'usedQuantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'part' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cost' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'parts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timeline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestOrderPartsQuery, TestOrderPartsQueryVariables>;
export const TestOrderLabourDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestOrderLabour' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'labour' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'running' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hourlyRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'person' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'workOrder' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cost' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'parts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timeline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestOrderLabourQuery, TestOrderLabourQueryVariables>;
export const TestPlanPartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestPlanPart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlanWorkOrderPartInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'planWorkOrderPart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderPartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlanPartMutation, TestPlanPartMutationVariables>;
export const TestSetPlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSetPlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setWorkOrderPartPlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderPartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSetPlanMutation, TestSetPlanMutationVariables>;
export const TestRemovePartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRemovePart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeWorkOrderPart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRemovePartMutation, TestRemovePartMutationVariables>;
export const TestUsePartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUsePart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderPartMovementInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'useWorkOrderPart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderPartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUsePartMutation, TestUsePartMutationVariables>;
export const TestReturnPartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestReturnPart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderPartMovementInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'returnWorkOrderPart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderPartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plannedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'issuedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'usedQuantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestReturnPartMutation, TestReturnPartMutationVariables>;
export const TestLogLabourDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestLogLabour' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LogLabourInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'logLabour' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestLabourEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestLabourEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LabourEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'running' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hourlyRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'person' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestLogLabourMutation, TestLogLabourMutationVariables>;
export const TestStartTimerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestStartTimer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'StartLabourTimerInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startLabourTimer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestLabourEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestLabourEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LabourEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'running' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hourlyRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'person' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestStartTimerMutation, TestStartTimerMutationVariables>;
export const TestStopTimerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestStopTimer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stopLabourTimer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestLabourEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestLabourEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LabourEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'running' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hourlyRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'person' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestStopTimerMutation, TestStopTimerMutationVariables>;
export const TestDeleteLabourDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestDeleteLabour' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteLabourEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDeleteLabourMutation, TestDeleteLabourMutationVariables>;
export const TestRunningTimerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestRunningTimer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'runningLabourTimer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'workOrder' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRunningTimerQuery, TestRunningTimerQueryVariables>;
export const TestLabourRatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestLabourRates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'labourRates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hourlyRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveRate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'person' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'farm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultHourlyRate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestLabourRatesQuery, TestLabourRatesQueryVariables>;
export const TestSetFarmRateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSetFarmRate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setFarmDefaultHourlyRate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultHourlyRate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSetFarmRateMutation, TestSetFarmRateMutationVariables>;
export const TestSetMemberRateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSetMemberRate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMemberHourlyRate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hourlyRate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveRate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'person' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSetMemberRateMutation, TestSetMemberRateMutationVariables>;
export const TestStockUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestStockUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'partId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unitCost' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'receiveStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unitCost' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unitCost' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestStockUpMutation, TestStockUpMutationVariables>;
export const TestCreatePlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreatePlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenancePlanInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMaintenancePlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPlanFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenancePlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checklist' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'leadDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarEvery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meterEvery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anchor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startMeter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'defaultAssignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastSkipped' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextDue' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueNow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreatePlanMutation, TestCreatePlanMutationVariables>;
export const TestUpdatePlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdatePlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenancePlanInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMaintenancePlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPlanFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenancePlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checklist' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'leadDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarEvery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meterEvery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anchor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startMeter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'defaultAssignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastSkipped' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextDue' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueNow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdatePlanMutation, TestUpdatePlanMutationVariables>;
export const TestSetPlanActiveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestSetPlanActive' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'active' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMaintenancePlanActive' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'active' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'active' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestSetPlanActiveMutation, TestSetPlanActiveMutationVariables>;
export const TestDeletePlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestDeletePlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMaintenancePlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDeletePlanMutation, TestDeletePlanMutationVariables>;
export const TestRunPlanSchedulerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRunPlanScheduler' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'runPlanScheduler' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'opened' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orders' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'plan' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'checklist' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'assignees' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRunPlanSchedulerMutation, TestRunPlanSchedulerMutationVariables>;
export const TestPlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'maintenancePlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPlanFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenancePlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checklist' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'leadDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarEvery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calendarUnit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meterEvery' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anchor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startMeter' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'defaultAssignee' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDone' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastSkipped' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nextDue' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueNow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlanQuery, TestPlanQueryVariables>;
export const TestPlansDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestPlans' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'active' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'maintenancePlans' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'active' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'active' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestPlansQuery, TestPlansQueryVariables>;
export const TestMachinePlansDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestMachinePlans' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'plans' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMachinePlansQuery, TestMachinePlansQueryVariables>;
export const TestOrderPlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestOrderPlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'plan' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestOrderPlanQuery, TestOrderPlanQueryVariables>;
export const TestReportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestReports' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportPeriodInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'top' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodStart' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reliability' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'machines' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'operatingHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'failures' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mtbfHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'repairs' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'repairHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mttrHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'downtimeHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byMachine' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'equipment' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'operatingHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'failures' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'mtbfHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'repairs' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'repairHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'mttrHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'downtimeHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'availability' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'downtime' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byMachine' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'equipment' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'hours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'periods' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byReason' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'periods' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'failurePareto' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'failures' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byProblem' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'failureCode' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'failures' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'cumulativeShare' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byCause' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'failureCode' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'failures' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'cumulativeShare' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byMachine' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'equipment' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'failures' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'cumulativeShare' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cost' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'parts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'labourHours' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byMonth' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'parts' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labour' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labourHours' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byMachine' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'equipment' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'parts' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labour' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labourHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'purchaseCost' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'shareOfPurchaseCost' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byCategory' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'parts' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labour' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labourHours' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pmCompliance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'onTime' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'missed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'notYetDue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'compliance' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exceptions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'order' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'completedOn' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'daysLate' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'plannedVsReactive' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byType' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'completedOrders' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'labourHours' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'plannedOrderShare' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plannedHourShare' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'backlog' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'cells' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'age' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'partsConsumption' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'top' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'top' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'parts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'issuedValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'returnedValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'netValue' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'top' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'part' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'partNumber' } }],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'issued' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'returned' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'net' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'netValue' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stockValue' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'opening' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'months' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestReportsQuery, TestReportsQueryVariables>;
export const TestRequestLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestRequestLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRequestLinkQuery, TestRequestLinkQueryVariables>;
export const TestRotateRequestTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRotateRequestToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateRequestToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRotateRequestTokenMutation, TestRotateRequestTokenMutationVariables>;
export const TestMaintenanceRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestMaintenanceRequests' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequestStatus' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'maintenanceRequests' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestRequestFields' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineStopped' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decidedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMaintenanceRequestsQuery, TestMaintenanceRequestsQueryVariables>;
export const TestMaintenanceRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestMaintenanceRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'maintenanceRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestRequestFields' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestRequestOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineStopped' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decidedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photos' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'maintenanceRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timeline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMaintenanceRequestQuery, TestMaintenanceRequestQueryVariables>;
export const TestApproveRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestApproveRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'priority' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderPriority' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assigneeIds' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveMaintenanceRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'priority' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'priority' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'assigneeIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'assigneeIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestRequestFields' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestRequestOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineStopped' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decidedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photos' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'maintenanceRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timeline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestApproveRequestMutation, TestApproveRequestMutationVariables>;
export const TestDeclineRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestDeclineRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'declineMaintenanceRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestRequestFields' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestRequestOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'machineStopped' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reporterPhone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declineReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decidedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestRequestOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MaintenanceRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'assignees' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photos' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'maintenanceRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reporterName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timeline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDeclineRequestMutation, TestDeclineRequestMutationVariables>;
export const TestOrderNotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestOrderNotes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photos' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestPhotoFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'checklist' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'photos' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timeline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestPhotoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Photo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnailUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createdBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestOrderNotesQuery, TestOrderNotesQueryVariables>;
export const TestAttachPhotoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestAttachPhoto' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'checklistItemId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attachWorkOrderPhoto' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'checklistItemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'checklistItemId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photos' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAttachPhotoMutation, TestAttachPhotoMutationVariables>;
export const TestDetachPhotoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestDetachPhoto' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'detachWorkOrderPhoto' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'photos' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDetachPhotoMutation, TestDetachPhotoMutationVariables>;
export const TestAddCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestAddComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddWorkOrderCommentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addWorkOrderComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAddCommentMutation, TestAddCommentMutationVariables>;
export const AppsScrumboardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsScrumboards' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scrumboards' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'members' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'lists' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'title' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsPagination' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsPagination' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DemoPagination' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'page' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardsQuery, AppsScrumboardsQueryVariables>;
export const AppsScrumboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsScrumboard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scrumboard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'members' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lists' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'cards' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsScrumboardCard' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'labels' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsScrumboardCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'boardId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardQuery, AppsScrumboardQueryVariables>;
export const AppsScrumboardLabelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppsScrumboardLabels' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'boardId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scrumboardLabels' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'boardId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'boardId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'boardId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardLabelsQuery, AppsScrumboardLabelsQueryVariables>;
export const AppsScrumboardListsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardLists' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardListInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardListUpdate' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createScrumboardList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cards' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScrumboardLists' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lists' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lists' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardListsMutation, AppsScrumboardListsMutationVariables>;
export const AppsScrumboardListEditsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardListEdits' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardListPatch' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deleteId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScrumboardList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cards' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteScrumboardList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deleteId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardListEditsMutation, AppsScrumboardListEditsMutationVariables>;
export const AppsScrumboardCardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardCards' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCardInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'patch' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCardPatch' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createScrumboardCard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsScrumboardCard' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScrumboardCard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'patch' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppsScrumboardCard' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppsScrumboardCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCard' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'boardId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardCardsMutation, AppsScrumboardCardsMutationVariables>;
export const AppsScrumboardCardBatchesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardCardBatches' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cards' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCardUpdate' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'places' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCardPlace' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScrumboardCards' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cards' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cards' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScrumboardCardPositions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cards' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'places' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardCardBatchesMutation, AppsScrumboardCardBatchesMutationVariables>;
export const AppsScrumboardDeletesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardDeletes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cardId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'labelId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteScrumboardCard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cardId' } },
              },
            ],
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteScrumboardLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'labelId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardDeletesMutation, AppsScrumboardDeletesMutationVariables>;
export const AppsScrumboardLabelMutationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardLabelMutations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'boardId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createScrumboardLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'boardId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'boardId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'boardId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardLabelMutationsMutation, AppsScrumboardLabelMutationsMutationVariables>;
export const AppsScrumboardRenameLabelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardRenameLabel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScrumboardLabel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardRenameLabelMutation, AppsScrumboardRenameLabelMutationVariables>;
export const AppsScrumboardUpdateCardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardUpdateCard' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'patch' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCardPatch' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScrumboardCard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'patch' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardUpdateCardMutation, AppsScrumboardUpdateCardMutationVariables>;
export const AppsScrumboardUpdateCardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AppsScrumboardUpdateCards' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cards' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScrumboardCardUpdate' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScrumboardCards' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cards' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cards' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppsScrumboardUpdateCardsMutation, AppsScrumboardUpdateCardsMutationVariables>;
export const TestChecklistDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestChecklist' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'checklist' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'doneAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'doneBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'correctiveOrder' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestChecklistQuery, TestChecklistQueryVariables>;
export const TestAddChecklistItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestAddChecklistItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddChecklistItemInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addChecklistItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAddChecklistItemMutation, TestAddChecklistItemMutationVariables>;
export const TestRemoveChecklistItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRemoveChecklistItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeChecklistItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRemoveChecklistItemMutation, TestRemoveChecklistItemMutationVariables>;
export const TestRecordChecklistResultDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRecordChecklistResult' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'result' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChecklistResult' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordChecklistResult' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'result' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'result' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'note' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'doneAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'doneBy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRecordChecklistResultMutation, TestRecordChecklistResultMutationVariables>;
export const TestOpenCorrectiveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestOpenCorrective' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'itemId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'OpenCorrectiveInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openCorrectiveFromChecklistItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'itemId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'itemId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestOpenCorrectiveMutation, TestOpenCorrectiveMutationVariables>;
export const TestFailureCodesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestFailureCodes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'FailureCodeKind' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeInactive' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'failureCodes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeInactive' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeInactive' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestFailureCodesQuery, TestFailureCodesQueryVariables>;
export const TestCreateFailureCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreateFailureCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateFailureCodeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createFailureCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreateFailureCodeMutation, TestCreateFailureCodeMutationVariables>;
export const TestUpdateFailureCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateFailureCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateFailureCodeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateFailureCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateFailureCodeMutation, TestUpdateFailureCodeMutationVariables>;
export const TestRecordFailureDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRecordFailure' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderFailureInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordWorkOrderFailure' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'problem' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cause' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'remedy' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRecordFailureMutation, TestRecordFailureMutationVariables>;
export const TestDowntimeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestDowntime' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'downtime' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestDowntimeQuery, TestDowntimeQueryVariables>;
export const TestAddDowntimeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestAddDowntime' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DowntimeInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addDowntime' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workOrderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workOrderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAddDowntimeMutation, TestAddDowntimeMutationVariables>;
export const TestUpdateDowntimeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateDowntime' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateDowntimeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateDowntime' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minutes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateDowntimeMutation, TestUpdateDowntimeMutationVariables>;
export const TestRemoveDowntimeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestRemoveDowntime' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeDowntime' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestRemoveDowntimeMutation, TestRemoveDowntimeMutationVariables>;
export const TestWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timeline' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestWorkOrderQuery, TestWorkOrderQueryVariables>;
export const TestWorkOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestWorkOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrderSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCountIsExact' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'equipment' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'assignees' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestWorkOrdersQuery, TestWorkOrdersQueryVariables>;
export const TestWorkOrderAssigneesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestWorkOrderAssignees' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workOrderAssignees' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestWorkOrderAssigneesQuery, TestWorkOrderAssigneesQueryVariables>;
export const TestMachineWorkOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestMachineWorkOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'workOrders' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestMachineWorkOrdersQuery, TestMachineWorkOrdersQueryVariables>;
export const TestCreateWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCreateWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateWorkOrderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCreateWorkOrderMutation, TestCreateWorkOrderMutationVariables>;
export const TestUpdateWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestUpdateWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateWorkOrderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestUpdateWorkOrderMutation, TestUpdateWorkOrderMutationVariables>;
export const TestAssignWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestAssignWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assigneeIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'assigneeIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'assigneeIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestAssignWorkOrderMutation, TestAssignWorkOrderMutationVariables>;
export const TestStartWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestStartWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestStartWorkOrderMutation, TestStartWorkOrderMutationVariables>;
export const TestHoldWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestHoldWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'holdWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestHoldWorkOrderMutation, TestHoldWorkOrderMutationVariables>;
export const TestResumeWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestResumeWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resumeWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestResumeWorkOrderMutation, TestResumeWorkOrderMutationVariables>;
export const TestCompleteWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCompleteWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CompleteWorkOrderInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCompleteWorkOrderMutation, TestCompleteWorkOrderMutationVariables>;
export const TestCancelWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCancelWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCancelWorkOrderMutation, TestCancelWorkOrderMutationVariables>;
export const TestReopenWorkOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestReopenWorkOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reopenWorkOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TestWorkOrderFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TestWorkOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'farmId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'overdue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'holdReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completionNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentDown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'meterValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignees' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requester' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestReopenWorkOrderMutation, TestReopenWorkOrderMutationVariables>;
export const TestLowPartsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestLowParts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'spareParts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'farmId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'farmId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'lowStock' },
                      value: { kind: 'BooleanValue', value: true },
                    },
                  ],
                },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reserved' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'available' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lowStock' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestLowPartsQuery, TestLowPartsQueryVariables>;
