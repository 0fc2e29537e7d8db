// The academy app's records: categories, courses and steps are shared reference data; a
// course's progress is the account's own.
export interface AcademyCategoryModel {
  id: string;
  title: string;
  slug: string;
}

export interface CourseProgressModel {
  /** The step the reader is on, 0 to totalSteps - 1. */
  currentStep: number;
  /** How many times the reader finished the course. */
  completed: number;
}

export interface CourseStepModel {
  order: number;
  title: string;
  subtitle: string;
  content: string;
}

/** A course as listed: the shared fields and the account's progress. */
export interface CourseModel {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** The category's slug. */
  category: string;
  duration: number;
  totalSteps: number;
  updatedAt: string;
  featured: boolean;
  progress: CourseProgressModel;
}

/** The detail answer: the course with its steps. */
export type CourseDetail = CourseModel & { steps: CourseStepModel[] };
