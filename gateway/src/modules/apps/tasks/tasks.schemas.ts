// The tasks app's inputs.
import { z } from 'zod';
import { filterText } from '../../../lib/input.js';
import { demoId, demoIds, demoInstant, demoText, demoTitle } from '../kit/demo-input.js';
import { MAX_RECORDS_PER_KIND } from '../kit/demo-store.js';

export const TASK_TYPES = ['task', 'section'] as const;

const SubTask = z.object({ id: demoId, title: demoTitle, completed: z.boolean() });

/** The fields PATCH merges (shallowly): only those sent change. */
export const TaskPatch = z.object({
  type: z.enum(TASK_TYPES).optional(),
  title: demoTitle.optional(),
  notes: demoText.nullable().optional(),
  completed: z.boolean().optional(),
  dueDate: demoInstant.nullable().optional(),
  priority: z.number().int().min(0).max(2).optional(),
  tags: demoIds.optional(),
  assignedTo: demoId.nullable().optional(),
  subTasks: z.array(SubTask).max(100).optional(),
  order: z.number().int().min(-1).max(1_000_000).optional(),
});

export const NewTaskBody = z.object({ type: z.enum(TASK_TYPES) });
export const TaskPatchBody = z.object({ id: demoId, task: TaskPatch });
export const OrderBody = z.object({
  tasks: z.array(z.object({ id: demoId }).passthrough()).max(MAX_RECORDS_PER_KIND),
});
export const SearchQuery = filterText;
