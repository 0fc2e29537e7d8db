// The mailbox demo app: each account's mails, labels and settings; shared folders and filters.
import { defineModule } from '../../kit/module.js';
import { mailboxRoutes } from './mailbox.routes.js';
import { MailboxAppService } from './mailbox.service.js';
import { mailboxResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    mailboxApp: MailboxAppService;
  }
}

export const mailboxAppModule = defineModule({
  name: 'mailboxApp',
  service: ({ database }) => new MailboxAppService(database.db),
  resolvers: mailboxResolvers,
  routes: [{ path: '/apps/mailbox', router: mailboxRoutes }],
});
