// Signed-in users: their profile and status, remembered between requests.
import { defineModule } from '../../kit/module.js';
import type { UserModel } from './user.mappers.js';
import { createUserModels, UserRepository } from './user.repository.js';
import { userResolvers } from './resolvers/index.js';
import { userRoutes } from './user.routes.js';
import { UserService } from './user.service.js';

declare module '../../kit/context.js' {
  interface Services {
    users: UserService;
  }
  interface Viewer extends UserModel {}
}

export const userModule = defineModule({
  name: 'users',
  service: ({ database, config }) =>
    new UserService(new UserRepository(database.db, createUserModels(config.cacheSeconds))),
  resolvers: userResolvers,
  routes: [{ path: '/common/user', router: userRoutes }],
  notifications: (users) => [{ channel: 'user_changed', cache: users.repository.models }],
});
