// The sample dashboards (spec §7 api/dashboards/*) and the activity feed (api/pages/activities):
// fixed, shared read-only reference data from fixtures/apps/dashboards.json. REST and GraphQL
// both call these methods.
import { readFixtures, pageOf, type DemoPage } from '../kit/demo-input.js';

export const DASHBOARDS = ['analytics', 'crypto', 'finance', 'project'] as const;
export type DashboardName = (typeof DASHBOARDS)[number];

type Activity = Record<string, unknown> & { id: string; description: string; date: string };
type DashboardsFixtures = Record<DashboardName, Record<string, unknown>> & { activities: Activity[] };

const data = (): DashboardsFixtures => readFixtures<DashboardsFixtures>('dashboards');

export class DashboardsAppService {
  /** The named dashboard's data; null for a name the spec does not give. */
  dashboard(name: string): Record<string, unknown> | null {
    return (DASHBOARDS as readonly string[]).includes(name) ? data()[name as DashboardName] : null;
  }

  /** The whole activity feed, newest first (REST answers it whole, as the original). */
  activities(): Activity[] {
    return data().activities;
  }

  /** A page of the activity feed (GraphQL). */
  activityPage(args: { page?: number | null; size?: number | null }): DemoPage<Activity> {
    return pageOf(data().activities, args);
  }
}
