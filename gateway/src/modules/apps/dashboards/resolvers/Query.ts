import type {
  AnalyticsDashboard,
  CryptoDashboard,
  FinanceDashboard,
  ProjectDashboard,
  Resolvers,
} from '../../../__generated__/resolvers-types.js';
import { signedIn, type Context } from '../../../kit/context.js';
import type { DashboardName } from '../dashboards.service.js';

/** Reference data, but still for signed-in callers only. */
const service = (ctx: Context) => {
  signedIn(ctx);
  return ctx.services.dashboardsApp;
};
/** The fixtures hold the GraphQL types' shape (tests/gateway/apps-dashboards.test.ts checks it). */
const dashboard = <T>(ctx: Context, name: DashboardName) => service(ctx).dashboard(name) as T;

export const Query: Resolvers['Query'] = {
  analyticsDashboard: (_, __, ctx) => dashboard<AnalyticsDashboard>(ctx, 'analytics'),
  cryptoDashboard: (_, __, ctx) => dashboard<CryptoDashboard>(ctx, 'crypto'),
  financeDashboard: (_, __, ctx) => dashboard<FinanceDashboard>(ctx, 'finance'),
  projectDashboard: (_, __, ctx) => dashboard<ProjectDashboard>(ctx, 'project'),
  activities: (_, args, ctx) => service(ctx).activityPage(args),
};
