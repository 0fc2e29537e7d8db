// The tasks app (spec §7 Tasks, contract §4.10), one account's copy each: tasks and sections
// in the user's order, their tags, and search with the matches marked in the title.
import type { Db } from '../../../db/client.js';
import { escapeHtml } from '../../../lib/html.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { pageOf, type DemoPage } from '../kit/demo-input.js';
import type { DemoSearchable } from '../kit/demo-search.js';
import { DemoTags } from '../kit/demo-tags.js';
import type { TaskDoc, TaskMemberModel, TaskModel } from './tasks.mappers.js';
import { TASK, taskMembers, tasksStore } from './tasks.repository.js';
import { NewTaskBody, OrderBody, SearchQuery, TaskPatchBody } from './tasks.schemas.js';

type PageArgs = { page?: number | null; size?: number | null };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every case-insensitive occurrence of `query` in `title` wrapped in <mark>, its casing kept
 * (tasks search and global search). The client shows it as HTML, and a title is user data:
 * its text is escaped first, so a title holding markup shows that markup as text.
 */
export const markMatchesHtml = (title: string, query: string) =>
  title
    .split(new RegExp(`(${escapeRegExp(query)})`, 'gi'))
    .map((part, index) => (index % 2 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('');

export class TasksAppService {
  private readonly store;
  /** The account's task tags (deleting one takes it off every task). */
  readonly tags;

  constructor(db: Db) {
    this.store = tasksStore(db);
    this.tags = new DemoTags(this.store, TASK);
  }

  members(): TaskMemberModel[] {
    return taskMembers();
  }

  /** Every task and section by `order` (ties in stored order). */
  all(user: UserModel): Promise<TaskModel[]> {
    return this.store.read(user.id, async (data) => (await data.list<TaskDoc>(TASK)).sort((a, b) => a.order - b.order));
  }

  async page(user: UserModel, args: PageArgs): Promise<DemoPage<TaskModel>> {
    return pageOf(await this.all(user), args);
  }

  /**
   * Tasks whose title or notes hold `query` (case-insensitive), in stored order, each title
   * with the matches marked; null for an empty query.
   */
  async search(user: UserModel, query: unknown): Promise<TaskModel[] | null> {
    const text = parseInput(SearchQuery, query ?? null);
    if (!text) return null;
    const needle = text.toLowerCase();
    const tasks = await this.store.read(user.id, (data) => data.list<TaskDoc>(TASK));
    return tasks
      .filter((task) => task.title.toLowerCase().includes(needle) || task.notes?.toLowerCase().includes(needle))
      .map((task) => ({ ...task, title: markMatchesHtml(task.title, text) }));
  }

  /** What global search looks through: tasks and sections, by title or notes. */
  get searchable(): DemoSearchable {
    return { store: this.store, kind: TASK, fields: ['title', 'notes'] };
  }

  async searchPage(user: UserModel, query: unknown, args: PageArgs): Promise<DemoPage<TaskModel> | null> {
    const found = await this.search(user, query);
    return found && pageOf(found, args);
  }

  /**
   * PATCH order {tasks}: every task's order becomes its index in the list sent (-1 when it is
   * not in it); answers every task in stored order.
   */
  reorder(user: UserModel, body: unknown): Promise<TaskModel[]> {
    const { tasks } = parseInput(OrderBody, body);
    return this.store.write(user.id, async (data) => {
      await data.renumber(
        TASK,
        'order',
        tasks.map((task) => task.id),
      );
      return data.list<TaskDoc>(TASK);
    });
  }

  task(user: UserModel, id: unknown): Promise<TaskModel | null> {
    return this.store.read(user.id, (data) => data.get<TaskDoc>(TASK, id));
  }

  /** A blank task or section (POST {type}), first in the order: every other one moves down one. */
  create(user: UserModel, body: unknown): Promise<TaskModel> {
    const { type } = parseInput(NewTaskBody, body);
    const task: TaskDoc = {
      type,
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: 0,
    };
    return this.store.write(user.id, async (data) => {
      await data.shift(TASK, 'order', 1);
      return data.insert(TASK, task, 'first');
    });
  }

  /** Shallow merge (PATCH {id, task}); null when unknown. */
  update(user: UserModel, body: unknown): Promise<TaskModel | null> {
    const { id, task } = parseInput(TaskPatchBody, body);
    return this.store.write(user.id, (data) => data.merge<TaskDoc>(TASK, id, task));
  }

  /** Deletes a task (the others keep their order); true when it was there. */
  remove(user: UserModel, id: unknown): Promise<boolean> {
    return this.store.write(user.id, async (data) => Boolean(await data.remove(TASK, id)));
  }
}
