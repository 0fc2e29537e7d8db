// The mailbox (spec §7 Mailbox, §9; contract §4.7), one account's copy each: settings, the
// shared folders (with the account's counts) and filters, labels, and mails listed by folder,
// filter or label, newest first, 10 a page. REST and GraphQL both call these methods.
//
// The original answers the mail list after 625 ms (its simulated latency); a real server
// answers as soon as it can, so nothing here waits.
import type { Db } from '../../../db/client.js';
import { badInput } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { PageArgs, type DemoPage } from '../kit/demo-input.js';
import { MailLabels } from './mail-labels.js';
import type { MailboxSettingsModel, MailFilterModel, MailFolderModel, MailModel } from './mailbox.mappers.js';
import {
  folderTallies,
  MAIL,
  mailboxStore,
  mailById,
  mailFilters,
  mailFolders,
  MailPages,
  SETTINGS,
  settingsId,
  type MailCondition,
} from './mailbox.repository.js';
import { FILTER_FIELDS, MailPatchBody, MailSelector, RestPage, SettingsPatchBody } from './mailbox.schemas.js';

/** The spec's page size of the mail list. */
export const MAILS_PER_PAGE = 10;

/** REST's mail list (contract §4.7): a page past the last names only the last page. */
export type MailList =
  | {
      mails: MailModel[];
      pagination: {
        totalResults: number;
        resultsPerPage: number;
        currentPage: number;
        lastPage: number;
        startIndex: number;
        endIndex: number;
      };
    }
  | { mails: null; pagination: { lastPage: number } };

const lastPageOf = (total: number, size: number) => Math.max(Math.ceil(total / size), 1);

/** Spec §9: sent and trash show 0, drafts and spam all their mails, the others their unread. */
function folderCount(slug: string, tally = { total: 0, unread: 0 }): number {
  if (slug === 'sent' || slug === 'trash') return 0;
  return slug === 'drafts' || slug === 'spam' ? tally.total : tally.unread;
}

/** Which mails a selector lists; null when its folder or filter does not exist (nothing). */
function conditionOf(query: unknown): MailCondition | null {
  const { folder, filter, label } = parseInput(MailSelector, query);
  if (folder != null) {
    const known = mailFolders().find((candidate) => candidate.slug === folder);
    return known ? { folder: known.id } : null;
  }
  if (filter != null) {
    const field = FILTER_FIELDS.find((candidate) => candidate === filter);
    return field ? { filter: field } : null;
  }
  return { labelSlug: label! };
}

const settingsOf = (stored: { messageLayout?: string } | null): MailboxSettingsModel => ({
  messageLayout: stored?.messageLayout ?? 'right',
});

const withCounts = (mail: MailModel): MailModel => ({
  ...mail,
  ccCount: mail.cc?.length ?? 0,
  bccCount: mail.bcc?.length ?? 0,
});

export class MailboxAppService {
  private readonly store;
  /** The account's labels (deleting one takes it off every mail). */
  readonly labels;
  private readonly mailPages;

  constructor(private readonly db: Db) {
    this.store = mailboxStore(db);
    this.mailPages = new MailPages(db);
    this.labels = new MailLabels(this.store);
  }

  settings(user: UserModel): Promise<MailboxSettingsModel> {
    return this.store.read(user.id, async (data) => settingsOf(await data.get(SETTINGS, settingsId())));
  }

  /** PATCH settings {settings}: shallow merge; answers the settings. */
  updateSettings(user: UserModel, body: unknown): Promise<MailboxSettingsModel> {
    const { settings } = parseInput(SettingsPatchBody, body);
    return this.store.write(user.id, async (data) => settingsOf(await data.merge(SETTINGS, settingsId(), settings)));
  }

  /** The folders with the account's counts (one statement). */
  async folders(user: UserModel): Promise<MailFolderModel[]> {
    await this.store.seed(user.id);
    const tallies = await folderTallies(this.db, user.id);
    return mailFolders().map((folder) => ({ ...folder, count: folderCount(folder.slug, tallies.get(folder.id)) }));
  }

  filters(): MailFilterModel[] {
    return mailFilters();
  }

  /** The page at `offset` of the mails `query` selects (exactly one of folder, filter, label). */
  private async select(user: UserModel, query: unknown, offset: number, limit: number) {
    const condition = conditionOf(query);
    await this.store.seed(user.id);
    return condition ? this.mailPages.page(user.id, condition, offset, limit) : { total: 0, mails: [] };
  }

  /** REST GET mails: one-based `page` (1 when absent), 10 a page, each mail with ccCount and bccCount. */
  async list(user: UserModel, query: Record<string, unknown>): Promise<MailList> {
    const page = parseInput(RestPage, query.page);
    const { folder, filter, label } = query;
    const begin = (page - 1) * MAILS_PER_PAGE;
    const { total, mails } = await this.select(user, { folder, filter, label }, begin, MAILS_PER_PAGE);
    const lastPage = lastPageOf(total, MAILS_PER_PAGE);
    if (page > lastPage) return { mails: null, pagination: { lastPage } };
    const end = Math.min(MAILS_PER_PAGE * page, total);
    return {
      mails: mails.map(withCounts),
      pagination: {
        totalResults: total,
        resultsPerPage: MAILS_PER_PAGE,
        currentPage: page,
        lastPage,
        startIndex: begin,
        endIndex: end - 1,
      },
    };
  }

  /** GraphQL mails: a zero-based page of 1 to 100 mails (10 by default); past the end, none. */
  async page(
    user: UserModel,
    query: { folder?: string | null; filter?: string | null; label?: string | null },
    args: { page?: number | null; size?: number | null },
  ): Promise<DemoPage<MailModel>> {
    const { page, size } = parseInput(PageArgs, { page: args.page ?? undefined, size: args.size ?? MAILS_PER_PAGE });
    const { total, mails } = await this.select(user, query, page * size, size);
    return { items: mails, pagination: { total, page, size, lastPage: lastPageOf(total, size) } };
  }

  /** One mail (without ccCount and bccCount); null when unknown. */
  async mail(user: UserModel, id: unknown): Promise<MailModel | null> {
    await this.store.seed(user.id);
    return mailById(this.db, user.id, id);
  }

  /**
   * PATCH mail {id, mail}: shallow merge of starred, important, unread, folder (one of the
   * folders) and labels (the account's own); null when unknown.
   */
  async update(user: UserModel, body: unknown): Promise<MailModel | null> {
    const { id, mail } = parseInput(MailPatchBody, body);
    if (mail.folder !== undefined && !mailFolders().some((folder) => folder.id === mail.folder))
      throw badInput('mail.folder: no such folder');
    const patch = mail.labels ? { ...mail, labels: [...new Set(mail.labels)] } : mail;
    const merged = await this.store.write(user.id, async (data) => {
      if (patch.labels && !(await this.labels.known(data, patch.labels))) throw badInput('mail.labels: no such label');
      return data.merge(MAIL, id, patch);
    });
    return merged && mailById(this.db, user.id, merged.id);
  }
}
