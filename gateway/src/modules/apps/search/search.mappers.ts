// Global search's answers, as the service gives them: GraphQL resolves these types as they
// are; REST spreads each result's record into it (contract §3.4).
import type { NavigationItem } from '../../core/navigation/navigation.service.js';
import type { ContactModel } from '../contacts/contacts.mappers.js';
import type { TaskModel } from '../tasks/tasks.mappers.js';

export interface ContactSearchResultModel {
  link: string;
  /** The contact's name. */
  value: string;
  contact: ContactModel;
}

export interface PageSearchResultModel {
  link: string;
  /** The page's title in the language asked for. */
  value: string;
  page: NavigationItem;
}

export interface TaskSearchResultModel {
  link: string;
  /** The task's title as plain text. */
  value: string;
  /** The title as HTML: escaped, every match in <mark>. */
  titleHtml: string;
  /** The task as stored (plain title). */
  task: TaskModel;
}

export interface GlobalSearchModel {
  contacts: ContactSearchResultModel[];
  pages: PageSearchResultModel[];
  tasks: TaskSearchResultModel[];
}
