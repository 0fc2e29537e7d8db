// The chat demo app: each account's chats and messages, the shared chat contacts, and the
// account's own profile.
import { defineModule } from '../../kit/module.js';
import { chatRoutes } from './chat.routes.js';
import { ChatAppService } from './chat.service.js';
import { chatResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    chatApp: ChatAppService;
  }
}

export const chatAppModule = defineModule({
  name: 'chatApp',
  service: ({ database }) => new ChatAppService(database.db),
  resolvers: chatResolvers,
  routes: [{ path: '/apps/chat', router: chatRoutes }],
});
