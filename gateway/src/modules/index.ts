// The gateway's modules, by area (as schema/ is): the one list that names them. A module's
// service may use the services of the modules above it.
import { academyAppModule } from './apps/academy/index.js';
import { chatAppModule } from './apps/chat/index.js';
import { contactsAppModule } from './apps/contacts/index.js';
import { dashboardsAppModule } from './apps/dashboards/index.js';
import { ecommerceAppModule } from './apps/ecommerce/index.js';
import { fileManagerAppModule } from './apps/file-manager/index.js';
import { helpCenterAppModule } from './apps/help-center/index.js';
import { iconsAppModule } from './apps/icons/index.js';
import { mailboxAppModule } from './apps/mailbox/index.js';
import { notesAppModule } from './apps/notes/index.js';
import { scrumboardAppModule } from './apps/scrumboard/index.js';
import { searchAppModule } from './apps/search/index.js';
import { tasksAppModule } from './apps/tasks/index.js';
import { appConfigModule } from './core/app-config/index.js';
import { auditModule } from './core/audit/index.js';
import { authModule } from './core/auth/index.js';
import { farmModule } from './core/farm/index.js';
import { feedModule } from './core/feed/index.js';
import { membersModule } from './core/members/index.js';
import { navigationModule } from './core/navigation/index.js';
import { shortcutModule } from './core/shortcut/index.js';
import { testingModule } from './core/testing/index.js';
import { userModule } from './core/user/index.js';
import type { GatewayModule } from './kit/module.js';
import { dashboardModule } from './maintenance/dashboard/index.js';
import { equipmentModule } from './maintenance/equipment/index.js';
import { inventoryModule } from './maintenance/inventory/index.js';
import { photosModule } from './maintenance/photos/index.js';
import { plansModule } from './maintenance/plans/index.js';
import { planningModule } from './maintenance/planning/index.js';
import { maintenanceRequestsModule } from './maintenance/requests/index.js';
import { reportsModule } from './maintenance/reports/index.js';
import { workOrdersModule } from './maintenance/work-orders/index.js';
import { workOrderCommentsModule } from './maintenance/work-orders/comments/index.js';
import { workOrderCostModule } from './maintenance/work-orders/cost/index.js';
import { labourModule } from './maintenance/work-orders/labour/index.js';
import { workOrderPartsModule } from './maintenance/work-orders/parts/index.js';
import { workOrderPdfModule } from './maintenance/work-orders/pdf/index.js';
import { workOrderPhotosModule } from './maintenance/work-orders/photos/index.js';

export const MODULES: readonly GatewayModule[] = [
  // core
  userModule,
  authModule,
  farmModule,
  membersModule,
  navigationModule,
  feedModule,
  shortcutModule,
  auditModule,
  testingModule,
  appConfigModule,
  // maintenance
  equipmentModule,
  inventoryModule,
  photosModule,
  workOrdersModule,
  workOrderPartsModule,
  labourModule,
  workOrderCostModule,
  workOrderPhotosModule,
  workOrderCommentsModule,
  workOrderPdfModule,
  maintenanceRequestsModule,
  plansModule,
  planningModule,
  dashboardModule,
  reportsModule,
  // apps (the demo apps, issue 12)
  notesAppModule,
  tasksAppModule,
  contactsAppModule,
  fileManagerAppModule,
  academyAppModule,
  helpCenterAppModule,
  iconsAppModule,
  dashboardsAppModule,
  ecommerceAppModule,
  mailboxAppModule,
  chatAppModule,
  searchAppModule,
  scrumboardAppModule,
];

export { resolveRequestScope } from './core/auth/request-scope.js';
