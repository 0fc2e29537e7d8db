// The help center demo app (spec §7 Help center, contract §4.6) through REST and GraphQL:
// FAQs and guides by category, shared reference data behind a token. The paths answer at
// api/help-center (the spec) and api/apps/help-center (the original's clients).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { appFixtures, expectSignedInOnly, freshToken, HUGE_TEXT, listed } from './support/apps.js';
import { errorCode, gql, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const fixtures = appFixtures('help-center');
const BASES = ['/api/help-center', '/api/apps/help-center'];
const base = BASES[0];
const CONTENT = fixtures.guideContent as string;

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = await freshToken(gateway, 'help-center');
});
afterAll(async () => {
  await gateway?.stop();
});

const GuidesQuery = graphql(`
  query AppsHelpCenterGuides($slug: String, $limit: Int) {
    helpCenterGuides(slug: $slug, limit: $limit) {
      slug
      visibleGuides
      totalGuides
      guides {
        slug
      }
    }
    helpCenterFaqs(slug: $slug) {
      slug
      faqs {
        id
        question
      }
    }
  }
`);
const GuideQuery = graphql(`
  query AppsHelpCenterGuide($categorySlug: String!, $guideSlug: String!) {
    helpCenterGuide(categorySlug: $categorySlug, guideSlug: $guideSlug) {
      slug
      title
      guides {
        slug
        title
        content
      }
    }
  }
`);

const get = (path: string) => rest(gateway, 'GET', path, undefined, { token });
const slugRule = (title: string) =>
  title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-+/g, '-');

describe('help center: REST', () => {
  it('every path needs a token, at both bases', async () => {
    for (const at of BASES)
      await expectSignedInOnly(gateway, [
        ['GET', `${at}/faqs`],
        ['GET', `${at}/guides`],
        ['GET', `${at}/guide?categorySlug=payments&guideSlug=download-your-invoices`],
      ]);
    expect(errorCode((await gql(gateway, GuidesQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it('GET faqs: the 5 categories in data order with 5/6/5/6/7 FAQs; ?slug: a one-element list', async () => {
    for (const at of BASES) {
      const categories = await listed(gateway, `${at}/faqs`, token);
      expect(categories.map((c) => c.title)).toEqual([
        'Most asked',
        'General inquiries',
        'Licenses',
        'Payments',
        'Support',
      ]);
      expect(categories.map((c) => c.faqs.length)).toEqual([5, 6, 5, 6, 7]);
      for (const category of categories) {
        expect(Object.keys(category).sort()).toEqual(['faqs', 'id', 'slug', 'title']);
        for (const faq of category.faqs) {
          expect(Object.keys(faq).sort()).toEqual(['answer', 'categoryId', 'id', 'question']);
          expect(faq.categoryId).toBe(category.id);
          expect(faq.answer.split('\n\n')).toHaveLength(2);
        }
      }
      const one = await listed(gateway, `${at}/faqs?slug=general-inquiries`, token);
      expect(one).toEqual([categories[1]]);
    }
    expect(await listed(gateway, `${base}/faqs?slug=no-such-category`, token)).toEqual([]);
  });

  it('GET guides: every category with visibleGuides (default 5), totalGuides and the first guides', async () => {
    const categories = await listed(gateway, `${base}/guides`, token);
    expect(categories.map((c) => c.slug)).toEqual([
      'getting-started',
      'projects',
      'settings',
      'payments',
      'your-account',
    ]);
    expect(categories.map((c) => c.totalGuides)).toEqual([4, 8, 5, 4, 6]);
    expect(categories.map((c) => c.visibleGuides)).toEqual([5, 5, 5, 5, 5]);
    expect(categories.map((c) => c.guides.length)).toEqual([4, 5, 5, 4, 5]);
    const four = await listed(gateway, `${base}/guides?limit=4`, token);
    expect(four.map((c) => c.guides.length)).toEqual([4, 4, 4, 4, 4]);
    expect(four[1].guides).toEqual(categories[1].guides.slice(0, 4));
    for (const guide of categories[1].guides) {
      expect(Object.keys(guide).sort()).toEqual(['categoryId', 'id', 'slug', 'subtitle', 'title']);
    }
    expect(categories[0].guides.map((g: Json) => g.title)).toContain('How to report a breakdown from a QR label');
  });

  it('GET guides?slug: that category with all its guides, no visible/total counts; unknown: []', async () => {
    const [projects] = await listed(gateway, `${BASES[1]}/guides?slug=projects&limit=2`, token);
    expect(projects.guides).toHaveLength(8);
    expect(projects.visibleGuides).toBeUndefined();
    expect(projects.totalGuides).toBeUndefined();
    expect(await listed(gateway, `${base}/guides?slug=nothing`, token)).toEqual([]);
  });

  it('guide slugs follow the slug rule and are unique', async () => {
    const guides = (await listed(gateway, `${base}/guides?limit=100`, token)).flatMap((c) => c.guides);
    expect(guides).toHaveLength(27);
    expect(new Set(guides.map((g) => g.slug)).size).toBe(27);
    for (const guide of guides) expect(guide.slug).toBe(slugRule(guide.title));
  });

  it('GET guide: the category with the one guide, content as stored; unknown: 200 null', async () => {
    for (const at of BASES) {
      const res = await get(
        `${at}/guide?categorySlug=getting-started&guideSlug=how-to-report-a-breakdown-from-a-qr-label`,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug: 'getting-started', title: 'Getting Started' });
      expect(res.body.guides).toHaveLength(1);
      expect(res.body.guides[0]).toMatchObject({
        title: 'How to report a breakdown from a QR label',
        content: CONTENT,
      });
      expect(CONTENT).toMatch(/<h2>[\s\S]*<ul>[\s\S]*<blockquote>[\s\S]*<img /);
    }
    for (const query of [
      'categorySlug=getting-started&guideSlug=nothing',
      'categorySlug=nothing&guideSlug=add-your-first-machine',
      'categorySlug=payments&guideSlug=add-your-first-machine',
    ]) {
      const res = await get(`${base}/guide?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toBeNull();
    }
  });

  it('bad input answers 400', async () => {
    for (const path of [
      '/guides?limit=0',
      '/guides?limit=-1',
      '/guides?limit=101',
      '/guides?limit=many',
      '/guides?limit=2.5',
      '/guides?slug=a&slug=b',
      `/faqs?slug=${'x'.repeat(201)}`,
      '/faqs?slug=a&slug=b',
      '/guide?categorySlug=payments',
      '/guide',
      `/guide?categorySlug=payments&guideSlug=${'x'.repeat(201)}`,
    ]) {
      const res = await get(`${base}${path}`);
      expect(res.status, path).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('help center: GraphQL', () => {
  it('the same lists as REST: counts, limit, one category', async () => {
    const all = await gql(gateway, GuidesQuery, {}, { token });
    const guides = all.body.data!.helpCenterGuides;
    expect(guides.map((c) => [c.visibleGuides, c.totalGuides, c.guides.length])).toEqual([
      [5, 4, 4],
      [5, 8, 5],
      [5, 5, 5],
      [5, 4, 4],
      [5, 6, 5],
    ]);
    expect(all.body.data!.helpCenterFaqs.flatMap((c) => c.faqs)).toHaveLength(29);
    const limited = await gql(gateway, GuidesQuery, { limit: 4 }, { token });
    expect(limited.body.data!.helpCenterGuides.map((c) => c.guides.length)).toEqual([4, 4, 4, 4, 4]);
    const payments = await gql(gateway, GuidesQuery, { slug: 'payments' }, { token });
    expect(payments.body.data!.helpCenterGuides).toEqual([
      expect.objectContaining({ slug: 'payments', visibleGuides: null, totalGuides: 4 }),
    ]);
    expect(payments.body.data!.helpCenterFaqs.map((c) => c.faqs.length)).toEqual([6]);
    const none = await gql(gateway, GuidesQuery, { slug: 'nothing' }, { token });
    expect(none.body.data).toEqual({ helpCenterGuides: [], helpCenterFaqs: [] });
  });

  it('one guide with its content; unknown: null; bad input: BAD_USER_INPUT', async () => {
    const one = await gql(
      gateway,
      GuideQuery,
      { categorySlug: 'settings', guideSlug: 'print-and-reprint-qr-labels' },
      { token },
    );
    expect(one.body.data?.helpCenterGuide?.guides).toEqual([
      { slug: 'print-and-reprint-qr-labels', title: 'Print and reprint QR labels', content: CONTENT },
    ]);
    const unknown = await gql(gateway, GuideQuery, { categorySlug: 'settings', guideSlug: 'nothing' }, { token });
    expect(unknown.body.data?.helpCenterGuide).toBeNull();
    for (const variables of [{ limit: 0 }, { limit: 101 }, { slug: HUGE_TEXT }, { limit: 'four' }]) {
      const res = await gql(gateway, GuidesQuery, variables as never, { token });
      expect(errorCode(res.body), JSON.stringify(variables).slice(0, 60)).toBe('BAD_USER_INPUT');
    }
    const huge = await gql(gateway, GuideQuery, { categorySlug: HUGE_TEXT, guideSlug: 'x' }, { token });
    expect(errorCode(huge.body)).toBe('BAD_USER_INPUT');
  });
});
