// The academy app's inputs: a course id, and the progress a reader sets.
import { z } from 'zod';
import { demoId } from '../kit/demo-input.js';

/** GET …/courses/course?id=: one id (a repeated or missing one is bad input). */
export const CourseQuery = z.object({ id: demoId });

/** A reader's progress: the step they are on (steps are numbered from 0), times finished. */
export const ProgressInput = z
  .object({
    currentStep: z.number().int().min(0).max(1_000),
    completed: z.number().int().min(0).max(10_000),
  })
  .partial()
  .strict();

/** PATCH …/courses/course: {id, progress: {currentStep?, completed?}}. */
export const ProgressBody = z.object({ id: demoId, progress: ProgressInput });
