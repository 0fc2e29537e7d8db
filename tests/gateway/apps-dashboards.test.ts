// The sample dashboards and the activity feed (spec §3, §7; contract §5) through REST and
// GraphQL: shared read-only reference data from the committed fixtures, behind a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { appFixtures, expectSignedInOnly, freshToken, listed } from './support/apps.js';
import { errorCode, gql, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const fixtures = appFixtures('dashboards');

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = await freshToken(gateway, 'dashboards');
});
afterAll(async () => {
  await gateway?.stop();
});

/** The top-level keys of each dashboard (contract §5). */
const KEYS: Record<string, string[]> = {
  analytics: [
    'visitors',
    'conversions',
    'impressions',
    'visits',
    'visitorsVsPageViews',
    'newVsReturning',
    'gender',
    'age',
    'language',
  ],
  crypto: ['btc', 'prices', 'wallets', 'watchlist'],
  finance: ['accountBalance', 'budget', 'previousStatement', 'currentStatement', 'recentTransactions'],
  project: [
    'githubIssues',
    'taskDistribution',
    'schedule',
    'budgetDistribution',
    'weeklyExpenses',
    'monthlyExpenses',
    'yearlyExpenses',
    'budgetDetails',
    'teamMembers',
  ],
};

const DashboardsQuery = graphql(`
  query AppsDashboards {
    analyticsDashboard {
      visitors {
        series {
          thisYear {
            name
            data {
              x
              y
            }
          }
        }
      }
      gender {
        uniqueVisitors
        labels
        series
      }
    }
    cryptoDashboard {
      btc {
        amount
        trend {
          dir
          amount
        }
      }
      prices {
        btc
        eth
      }
      watchlist {
        title
        iso
      }
    }
    financeDashboard {
      budget {
        expenses
        expensesLimit
      }
      currentStatement {
        status
      }
      recentTransactions {
        id
        transactionId
        name
        amount
        status
        date
      }
    }
    projectDashboard {
      githubIssues {
        overview {
          thisWeek {
            newIssues
            wontFix
          }
        }
        series {
          lastWeek {
            name
            type
            data
          }
        }
      }
      schedule {
        today {
          title
          time
          location
        }
      }
      budgetDetails {
        rows {
          id
          type
          total
          expensesAmount
          expensesPercentage
          remainingAmount
          remainingPercentage
        }
      }
      teamMembers {
        id
        avatar
        name
        email
        phone
        title
      }
    }
  }
`);

const ActivitiesQuery = graphql(`
  query AppsActivities($page: Int, $size: Int) {
    activities(page: $page, size: $size) {
      items {
        id
        icon
        image
        description
        date
        extraContent
        linkedContent
        link
        useRouter
      }
      pagination {
        ...AppsPagination
      }
    }
  }
`);

const get = (path: string) => rest(gateway, 'GET', path, undefined, { token });

describe('dashboards and activities: REST', () => {
  it('every path needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ...Object.keys(KEYS).map((name) => ['GET', `/api/dashboards/${name}`] as ['GET', string]),
      ['GET', '/api/pages/activities'],
    ]);
    expect(errorCode((await gql(gateway, DashboardsQuery, {})).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await gql(gateway, ActivitiesQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it("each dashboard answers its fixed data with the contract's keys", async () => {
    for (const [name, keys] of Object.entries(KEYS)) {
      const res = await get(`/api/dashboards/${name}`);
      expect(res.status, name).toBe(200);
      expect(Object.keys(res.body), name).toEqual(keys);
      expect(res.body, name).toEqual(fixtures[name]);
    }
  });

  it("series by period carry the original's keys: this-year and last-year, this-week and last-week", async () => {
    const analytics = (await get('/api/dashboards/analytics')).body;
    expect(Object.keys(analytics.visitors.series)).toEqual(['this-year', 'last-year']);
    const project = (await get('/api/dashboards/project')).body;
    for (const chart of [project.githubIssues.overview, project.githubIssues.series, project.taskDistribution.overview])
      expect(Object.keys(chart)).toEqual(['this-week', 'last-week']);
  });

  it('the sample shapes: statuses, trends, shares, budget rows', async () => {
    const finance = (await get('/api/dashboards/finance')).body;
    expect(finance.previousStatement.status).toBe('paid');
    expect(finance.currentStatement.status).toBe('pending');
    for (const transaction of finance.recentTransactions)
      expect(['completed', 'pending']).toContain(transaction.status);
    const crypto = (await get('/api/dashboards/crypto')).body;
    for (const item of [crypto.btc, ...crypto.watchlist]) expect(['up', 'down']).toContain(item.trend.dir);
    const analytics = (await get('/api/dashboards/analytics')).body;
    for (const share of ['newVsReturning', 'gender', 'age', 'language']) {
      const sum = (analytics[share].series as number[]).reduce((a, b) => a + b, 0);
      expect(Math.round(sum * 10) / 10, share).toBe(100);
      expect(analytics[share].labels).toHaveLength(analytics[share].series.length);
    }
    const project = (await get('/api/dashboards/project')).body;
    for (const row of project.budgetDetails.rows as Json[])
      expect(Math.round((row.expensesAmount + row.remainingAmount) * 100) / 100, row.type).toBe(row.total);
  });

  it('GET pages/activities: the 10 activities, each with an icon or an image, newest first', async () => {
    const activities = await listed(gateway, '/api/pages/activities', token);
    expect(activities).toHaveLength(10);
    expect(activities).toEqual(fixtures.activities);
    for (const activity of activities) {
      expect(typeof activity.description).toBe('string');
      expect(Boolean(activity.icon) !== Boolean(activity.image), activity.id).toBe(true);
    }
    const dates = activities.map((activity) => activity.date as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('another dashboard name answers 404', async () => {
    for (const name of ['sales', 'ANALYTICS', 'toString', 'x'.repeat(300)])
      expect((await get(`/api/dashboards/${name}`)).status, name.slice(0, 10)).toBe(404);
  });
});

describe('dashboards and activities: GraphQL', () => {
  it('the dashboards answer what REST answers', async () => {
    const { data } = (await gql(gateway, DashboardsQuery, {}, { token })).body;
    const [analytics, crypto, finance, project] = ['analytics', 'crypto', 'finance', 'project'].map(
      (name) => fixtures[name],
    );
    expect(data?.analyticsDashboard.visitors.series.thisYear).toEqual(analytics.visitors.series['this-year']);
    expect(data?.analyticsDashboard.gender).toEqual(analytics.gender);
    expect(data?.cryptoDashboard.btc).toEqual({ amount: crypto.btc.amount, trend: crypto.btc.trend });
    expect(data?.cryptoDashboard.watchlist).toEqual(crypto.watchlist.map(({ title, iso }: Json) => ({ title, iso })));
    expect(data?.financeDashboard.recentTransactions).toEqual(finance.recentTransactions);
    expect(data?.projectDashboard.budgetDetails.rows).toEqual(project.budgetDetails.rows);
    expect(data?.projectDashboard.teamMembers).toEqual(project.teamMembers);
    expect(data?.projectDashboard.githubIssues.series.lastWeek).toEqual(project.githubIssues.series['last-week']);
    const { newIssues, wontFix } = project.githubIssues.overview['this-week'];
    expect(data?.projectDashboard.githubIssues.overview.thisWeek).toEqual({ newIssues, wontFix });
  });

  it('activities are paged: first page, last page, one past the last', async () => {
    const page = async (variables: { page?: number; size?: number }) =>
      (await gql(gateway, ActivitiesQuery, variables, { token })).body.data?.activities;
    const first = await page({});
    expect(first?.items.map((a) => a.id)).toEqual(fixtures.activities.map((a: Json) => a.id));
    expect(first?.pagination).toEqual({ total: 10, page: 0, size: 20, lastPage: 1 });
    const last = await page({ page: 2, size: 4 });
    expect(last?.items.map((a) => a.id)).toEqual(fixtures.activities.slice(8).map((a: Json) => a.id));
    expect(last?.pagination.lastPage).toBe(3);
    expect((await page({ page: 3, size: 4 }))?.items).toEqual([]);
  });

  it('bad paging: BAD_USER_INPUT', async () => {
    const bad: { page?: number; size?: number }[] = [{ page: -1 }, { size: 0 }, { size: 101 }];
    for (const variables of bad) {
      const res = await gql(gateway, ActivitiesQuery, variables, { token });
      expect(errorCode(res.body), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});
