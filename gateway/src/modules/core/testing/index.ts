// Routes that exist only when NODE_ENV is 'test' (the e2e specs read the outbox through them).
import { defineModule } from '../../kit/module.js';
import { TestingService, testRoutes } from './testing.routes.js';

declare module '../../kit/context.js' {
  interface Services {
    testing: TestingService;
  }
}

export const testingModule = defineModule({
  name: 'testing',
  service: ({ database }) => new TestingService(database.db),
  routes: [
    {
      path: '/test',
      public: true,
      router: (services, config) => (config.nodeEnv === 'test' ? testRoutes(services) : undefined),
    },
  ],
});
