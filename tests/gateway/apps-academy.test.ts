// The academy demo app (spec §7 Academy, contract §4.1) through REST and GraphQL: shared
// categories and courses, each account's own progress.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { appFixtures, expectSignedInOnly, freshToken, HUGE_TEXT, listed, NOT_JSON } from './support/apps.js';
import { errorCode, gql, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const fixtures = appFixtures('academy');
const base = '/api/apps/academy';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

const CoursesQuery = graphql(`
  query AppsAcademyCourses($page: Int, $size: Int, $category: String) {
    academyCategories {
      id
      title
      slug
    }
    courses(page: $page, size: $size, category: $category) {
      items {
        id
        slug
        category
        totalSteps
        progress {
          currentStep
          completed
        }
      }
      pagination {
        total
        page
        size
        lastPage
      }
    }
  }
`);
const CourseQuery = graphql(`
  query AppsAcademyCourse($id: ID!) {
    course(id: $id) {
      id
      title
      progress {
        currentStep
        completed
      }
      steps {
        order
        title
      }
    }
  }
`);
const SetProgressMutation = graphql(`
  mutation AppsAcademySetProgress($id: ID!, $input: CourseProgressInput!) {
    setCourseProgress(id: $id, input: $input) {
      id
      progress {
        currentStep
        completed
      }
    }
  }
`);

const course = (token: string, id: string) =>
  rest(gateway, 'GET', `${base}/courses/course?id=${encodeURIComponent(id)}`, undefined, { token });

describe('academy: REST', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'academy-rest');
  });

  it('every path needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ['GET', `${base}/categories`],
      ['GET', `${base}/courses`],
      ['GET', `${base}/courses/course?id=${UNKNOWN}`],
      ['PATCH', `${base}/courses/course`],
    ]);
    expect(errorCode((await gql(gateway, CoursesQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it('GET categories: the 4 categories sorted by title, fields id, title, slug', async () => {
    const categories = await listed(gateway, `${base}/categories`, token);
    expect(categories.map((category) => category.title)).toEqual(['Electrics', 'Engines', 'Hydraulics', 'Safety']);
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(['id', 'slug', 'title']);
  });

  it('GET courses: all 18 in data order, 7/4/4/3 by category, 2 featured, 11 steps each', async () => {
    const courses = await listed(gateway, `${base}/courses`, token);
    expect(courses.map((c) => c.id)).toEqual(fixtures.courses.map((c: Json) => c.id));
    const count = (slug: string) => courses.filter((c) => c.category === slug).length;
    expect([count('hydraulics'), count('engines'), count('electrics'), count('safety')]).toEqual([7, 4, 4, 3]);
    expect(courses.filter((c) => c.featured)).toHaveLength(2);
    for (const c of courses) {
      expect(c).toEqual(fixtures.courses.find((f: Json) => f.id === c.id));
      expect(c.totalSteps).toBe(11);
      expect([30, 45, 60, 90, 120]).toContain(c.duration);
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect(c.steps).toBeUndefined();
    }
    expect(courses[0].title).toBe('Hydraulics basics for tractor drivers');
  });

  it('GET courses/course?id: the course with its 11 steps numbered 0 to 10; unknown id: 200 null', async () => {
    const [first] = fixtures.courses;
    const res = await course(token, first.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...first, steps: fixtures.steps });
    expect(res.body.steps.map((step: Json) => step.order)).toEqual([...Array(11).keys()]);
    expect(res.body.steps[0].content).toContain('<h2');
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const unknown = await course(token, id);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toBeNull();
    }
  });

  it("PATCH courses/course sets this account's progress only (shallow merge); unknown id: null", async () => {
    const other = await freshToken(gateway, 'academy-other');
    const [first] = fixtures.courses;
    const res = await rest(
      gateway,
      'PATCH',
      `${base}/courses/course`,
      { id: first.id, progress: { currentStep: 10 } },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.progress).toEqual({ currentStep: 10, completed: first.progress.completed });
    expect(res.body.steps).toHaveLength(11);
    expect((await course(token, first.id)).body.progress.currentStep).toBe(10);
    const listedCourse = (await listed(gateway, `${base}/courses`, token)).find((c) => c.id === first.id);
    expect(listedCourse?.progress.currentStep).toBe(10);
    expect((await course(other, first.id)).body.progress).toEqual(first.progress);
    const unknown = await rest(
      gateway,
      'PATCH',
      `${base}/courses/course`,
      { id: UNKNOWN, progress: { completed: 1 } },
      { token },
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = await listed(gateway, `${base}/courses`, token);
    const id = fixtures.courses[1].id;
    const bad: [string, unknown][] = [
      ['PATCH', NOT_JSON],
      ['PATCH', { id, progress: { currentStep: 11 } }],
      ['PATCH', { id, progress: { currentStep: -1 } }],
      ['PATCH', { id, progress: { currentStep: 'two' } }],
      ['PATCH', { id, progress: { completed: 1.5 } }],
      ['PATCH', { id, progress: { colour: 'red' } }],
      ['PATCH', { id: HUGE_TEXT, progress: {} }],
      ['PATCH', { id }],
    ];
    for (const [method, body] of bad) {
      const res = await rest(gateway, method as 'PATCH', `${base}/courses/course`, body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    for (const query of ['', `?id=${id}&id=${id}`, `?id=${'x'.repeat(100)}`]) {
      const res = await rest(gateway, 'GET', `${base}/courses/course${query}`, undefined, { token });
      expect(res.status, query).toBe(400);
    }
    expect(await listed(gateway, `${base}/courses`, token)).toEqual(before);
  });
});

describe('academy: GraphQL', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'academy-graph');
  });

  it('categories by title; course pages: first, last, one past the last; by category', async () => {
    const first = await gql(gateway, CoursesQuery, { page: 0, size: 10 }, { token });
    expect(first.body.data?.academyCategories.map((c) => c.slug)).toEqual([
      'electrics',
      'engines',
      'hydraulics',
      'safety',
    ]);
    expect(first.body.data?.courses.items).toHaveLength(10);
    expect(first.body.data?.courses.pagination).toEqual({ total: 18, page: 0, size: 10, lastPage: 2 });
    const last = await gql(gateway, CoursesQuery, { page: 1, size: 10 }, { token });
    expect(last.body.data?.courses.items.map((c) => c.id)).toEqual(fixtures.courses.slice(10).map((c: Json) => c.id));
    const past = await gql(gateway, CoursesQuery, { page: 2, size: 10 }, { token });
    expect(past.body.data?.courses.items).toEqual([]);
    const safety = await gql(gateway, CoursesQuery, { category: 'safety' }, { token });
    expect(safety.body.data?.courses.pagination.total).toBe(3);
  });

  it('course with steps; setCourseProgress is the same data as REST and per account', async () => {
    const target = fixtures.courses[2];
    const one = await gql(gateway, CourseQuery, { id: target.id }, { token });
    expect(one.body.data?.course?.steps.map((s) => s.order)).toEqual([...Array(11).keys()]);
    expect((await gql(gateway, CourseQuery, { id: UNKNOWN }, { token })).body.data?.course).toBeNull();
    const set = await gql(gateway, SetProgressMutation, { id: target.id, input: { completed: 3 } }, { token });
    expect(set.body.data?.setCourseProgress?.progress).toEqual({
      currentStep: target.progress.currentStep,
      completed: 3,
    });
    expect((await course(token, target.id)).body.progress.completed).toBe(3);
    const other = await freshToken(gateway, 'academy-graph-other');
    expect((await gql(gateway, CourseQuery, { id: target.id }, { token: other })).body.data?.course?.progress).toEqual(
      target.progress,
    );
  });

  it('bad pages, steps out of range, huge text: BAD_USER_INPUT', async () => {
    for (const variables of [{ page: -1 }, { size: 101 }, { size: 0 }, { page: 'one' }, { category: HUGE_TEXT }]) {
      const res = await gql(gateway, CoursesQuery, variables as never, { token });
      expect(errorCode(res.body), JSON.stringify(variables).slice(0, 60)).toBe('BAD_USER_INPUT');
    }
    const id = fixtures.courses[0].id;
    for (const input of [{ currentStep: 11 }, { completed: -1 }, { currentStep: null }])
      expect(errorCode((await gql(gateway, SetProgressMutation, { id, input } as never, { token })).body)).toBe(
        'BAD_USER_INPUT',
      );
  });
});
