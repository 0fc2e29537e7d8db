// Where each account's tasks and task tags live (the demo store, seeded from
// fixtures/apps/tasks.json), and the members tasks are assigned to (shared, read-only).
import type { Db } from '../../../db/client.js';
import { readFixtures } from '../kit/demo-input.js';
import { DemoStore, type SeedRecord } from '../kit/demo-store.js';
import type { TaskDoc, TaskMemberModel } from './tasks.mappers.js';

export const TASK = 'task';

interface TasksFixtures {
  tags: { id: string; title: string }[];
  members: TaskMemberModel[];
  tasks: (TaskDoc & { id: string })[];
}

const fixtures = () => readFixtures<TasksFixtures>('tasks');

function seedRecords(): SeedRecord[] {
  const { tags, tasks } = fixtures();
  return [
    ...tags.map(({ id, ...data }) => ({ kind: 'tag', id, data })),
    ...tasks.map(({ id, ...data }) => ({ kind: TASK, id, data: { ...data } })),
  ];
}

export const tasksStore = (db: Db) => new DemoStore(db, 'tasks', seedRecords);
export const taskMembers = (): TaskMemberModel[] => fixtures().members;
