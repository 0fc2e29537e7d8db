// The contacts demo app: each account's directory of contacts and their tags, and countries.
import { defineModule } from '../../kit/module.js';
import { contactsRoutes } from './contacts.routes.js';
import { ContactsAppService } from './contacts.service.js';
import { contactsResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    contactsApp: ContactsAppService;
  }
}

export const contactsAppModule = defineModule({
  name: 'contactsApp',
  service: ({ database }) => new ContactsAppService(database.db),
  resolvers: contactsResolvers,
  routes: [{ path: '/apps/contacts', router: contactsRoutes }],
});
