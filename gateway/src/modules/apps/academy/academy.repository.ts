// Where the academy's data lives: categories, courses and steps are read-only reference data
// from fixtures/apps/academy.json, shared by every account; each account's progress per course
// is a record of the demo store (id = the course's id), seeded from the same file.
import type { Db } from '../../../db/client.js';
import { readFixtures } from '../kit/demo-input.js';
import { DemoStore, type SeedRecord } from '../kit/demo-store.js';
import type { AcademyCategoryModel, CourseModel, CourseStepModel } from './academy.mappers.js';

export const PROGRESS = 'progress';

export interface AcademyFixtures {
  categories: AcademyCategoryModel[];
  courses: CourseModel[];
  steps: CourseStepModel[];
}

export const academyReference = (): AcademyFixtures => readFixtures<AcademyFixtures>('academy');

function seedRecords(): SeedRecord[] {
  return academyReference().courses.map(({ id, progress }) => ({ kind: PROGRESS, id, data: { ...progress } }));
}

export const academyStore = (db: Db) => new DemoStore(db, 'academy', seedRecords);
