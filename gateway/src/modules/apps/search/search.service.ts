// Global search (spec §5 and §7 Common, contract §3.4): the account's contacts by name, the
// app shell's pages by their title in the reader's language, and the account's tasks by title
// or notes with the matches marked in the title. Each group holds at most GROUP_LIMIT results
// in stored (menu) order; contacts and tasks are found by one statement (kit/demo-search.ts)
// over what their apps let search look through.
import type { Db } from '../../../db/client.js';
import { translator, type Language } from '../../../lib/i18n.js';
import { parseInput } from '../../../lib/validation.js';
import { navigationFor } from '../../core/navigation/navigation.service.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import type { ContactModel } from '../contacts/contacts.mappers.js';
import type { ContactsAppService } from '../contacts/contacts.service.js';
import { DemoSearch } from '../kit/demo-search.js';
import type { TaskModel } from '../tasks/tasks.mappers.js';
import { markMatchesHtml, type TasksAppService } from '../tasks/tasks.service.js';
import type { GlobalSearchModel, PageSearchResultModel } from './search.mappers.js';
import { SearchLanguage, SearchQuery } from './search.schemas.js';

/** Results a group holds at most: a search box's suggestions, not a listing. */
export const GROUP_LIMIT = 10;

export const EMPTY_SEARCH: GlobalSearchModel = { contacts: [], pages: [], tasks: [] };

export class GlobalSearchService {
  private readonly records;

  constructor(db: Db, contacts: ContactsAppService, tasks: TasksAppService) {
    this.records = new DemoSearch(db, [contacts.searchable, tasks.searchable], GROUP_LIMIT);
  }

  /**
   * What `query` finds for the user (case-insensitive substring); null for an empty or blank
   * query. `farmId` picks the pages the user may open, `language` the titles matched.
   */
  async search(
    user: UserModel,
    farmId: string | null,
    query: unknown,
    language: unknown,
  ): Promise<GlobalSearchModel | null> {
    const text = parseInput(SearchQuery, query);
    const lang = parseInput(SearchLanguage, language ?? undefined);
    if (!text) return null;
    const [contacts, tasks] = (await this.records.find(user.id, text)) as [ContactModel[], TaskModel[]];
    return {
      contacts: contacts.map((contact) => ({
        link: `/apps/contacts/${contact.id}`,
        value: contact.name,
        contact,
      })),
      pages: pagesMatching(user, farmId, text, lang),
      tasks: tasks.map((task) => ({
        link: `/apps/tasks/${task.id}`,
        value: task.title,
        titleHtml: markMatchesHtml(task.title, text),
        task,
      })),
    };
  }
}

/** The shell's menu entries (as api/common/navigation answers them) whose title holds `text`. */
function pagesMatching(user: UserModel, farmId: string | null, text: string, lang: Language): PageSearchResultModel[] {
  const t = translator(lang);
  const needle = text.toLowerCase();
  return navigationFor(user, farmId)
    .default.map((page) => ({ link: page.link, value: t(page.title), page }))
    .filter((result) => result.value.toLowerCase().includes(needle))
    .slice(0, GROUP_LIMIT);
}
