// The academy app (spec §7 Academy, contract §4.1): the shared categories and courses, each
// course with the caller's own progress. REST and GraphQL both call these methods.
import type { Db } from '../../../db/client.js';
import { badInput } from '../../../lib/errors.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { byText, demoTitle, pageOf, type DemoPage } from '../kit/demo-input.js';
import type {
  AcademyCategoryModel,
  CourseDetail,
  CourseModel,
  CourseProgressModel,
  CourseStepModel,
} from './academy.mappers.js';
import { academyReference, academyStore, PROGRESS } from './academy.repository.js';
import { CourseQuery, ProgressBody, ProgressInput } from './academy.schemas.js';

export class AcademyAppService {
  private readonly store;

  constructor(db: Db) {
    this.store = academyStore(db);
  }

  /** Every category, sorted by title. */
  categories(): AcademyCategoryModel[] {
    return [...academyReference().categories].sort(byText((category) => category.title));
  }

  /** The steps every course shares, numbered from 0. */
  steps(): CourseStepModel[] {
    return academyReference().steps;
  }

  /** Every course in data order, with the caller's progress. */
  async courses(user: UserModel): Promise<CourseModel[]> {
    const progress = await this.store.read(user.id, (data) => data.list<CourseProgressModel>(PROGRESS));
    const byCourse = new Map(progress.map((record) => [record.id, pick(record)]));
    return academyReference().courses.map((course) => ({
      ...course,
      progress: byCourse.get(course.id) ?? course.progress,
    }));
  }

  /** A page of the courses (GraphQL), optionally of one category (by slug). */
  async page(
    user: UserModel,
    category: string | null | undefined,
    args: { page?: number | null; size?: number | null },
  ): Promise<DemoPage<CourseModel>> {
    const slug = parseInput(demoTitle.nullish(), category);
    const courses = await this.courses(user);
    return pageOf(slug ? courses.filter((course) => course.category === slug) : courses, args);
  }

  /** The course with the caller's progress, or null for an unknown id. */
  async course(user: UserModel, id: unknown): Promise<CourseModel | null> {
    const course = findCourse(id);
    if (!course) return null;
    const progress = await this.store.read(user.id, (data) => data.get<CourseProgressModel>(PROGRESS, course.id));
    return { ...course, progress: progress ? pick(progress) : course.progress };
  }

  /** GET …/courses/course?id=: the course with its steps, or null. */
  async detailFromQuery(user: UserModel, query: unknown): Promise<CourseDetail | null> {
    return this.withSteps(await this.course(user, parseInput(CourseQuery, query).id));
  }

  /** Sets the caller's progress on a course (a shallow merge); null for an unknown course. */
  async setProgress(user: UserModel, id: unknown, input: unknown): Promise<CourseModel | null> {
    const progress = parseInput(ProgressInput, input);
    const course = findCourse(id);
    if (!course) return null;
    if (progress.currentStep !== undefined && progress.currentStep >= course.totalSteps)
      throw badInput(`progress.currentStep: steps are numbered 0 to ${course.totalSteps - 1}`);
    await this.store.write(user.id, (data) => data.merge(PROGRESS, course.id, progress));
    return this.course(user, course.id);
  }

  /** PATCH …/courses/course {id, progress}: the course with its steps, or null. */
  async setProgressFromBody(user: UserModel, body: unknown): Promise<CourseDetail | null> {
    const { id, progress } = parseInput(ProgressBody, body);
    return this.withSteps(await this.setProgress(user, id, progress));
  }

  private withSteps(course: CourseModel | null): CourseDetail | null {
    return course && { ...course, steps: this.steps() };
  }
}

const findCourse = (id: unknown): CourseModel | undefined =>
  academyReference().courses.find((course) => course.id === id);

const pick = ({ currentStep, completed }: CourseProgressModel): CourseProgressModel => ({ currentStep, completed });
