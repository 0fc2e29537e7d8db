// A user's notifications and messages: one record, two kinds, the same routes for each.
import { defineModule } from '../../kit/module.js';
import { feedResolvers } from './resolvers/index.js';
import { feedRoutes } from './feed.routes.js';
import { FeedService } from './feed.service.js';

declare module '../../kit/context.js' {
  interface Services {
    feed: FeedService;
  }
}

export const feedModule = defineModule({
  name: 'feed',
  service: ({ database }) => new FeedService(database.db),
  resolvers: feedResolvers,
  routes: [
    { path: '/common/notifications', router: (services) => feedRoutes(services, 'notification') },
    { path: '/common/messages', router: (services) => feedRoutes(services, 'message') },
  ],
});
