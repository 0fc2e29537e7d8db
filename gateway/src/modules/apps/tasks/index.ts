// The tasks demo app: each account's tasks and sections, their order and their tags.
import { defineModule } from '../../kit/module.js';
import { tasksResolvers } from './resolvers/index.js';
import { tasksRoutes } from './tasks.routes.js';
import { TasksAppService } from './tasks.service.js';

declare module '../../kit/context.js' {
  interface Services {
    tasksApp: TasksAppService;
  }
}

export const tasksAppModule = defineModule({
  name: 'tasksApp',
  service: ({ database }) => new TasksAppService(database.db),
  resolvers: tasksResolvers,
  routes: [{ path: '/apps/tasks', router: tasksRoutes }],
});
