// The tasks app's records, as stored and answered.
import type { DemoItem } from '../kit/demo-store.js';

export type TaskTypeValue = 'task' | 'section';

export interface TaskDoc {
  type: TaskTypeValue;
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  /** 0 low, 1 normal, 2 high. */
  priority: number;
  /** Tag ids. */
  tags: string[];
  /** A member's id. */
  assignedTo?: string | null;
  subTasks?: { id: string; title: string; completed: boolean }[];
  order: number;
}

export type TaskModel = DemoItem<TaskDoc>;
export type TaskTagModel = DemoItem<{ title: string }>;
export interface TaskMemberModel {
  id: string;
  name: string;
  avatar: string | null;
}
