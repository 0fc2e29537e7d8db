// The notes demo app: each account's notes, their task lists and labels.
import { defineModule } from '../../kit/module.js';
import { notesResolvers } from './resolvers/index.js';
import { notesRoutes } from './notes.routes.js';
import { NotesAppService } from './notes.service.js';

declare module '../../kit/context.js' {
  interface Services {
    notesApp: NotesAppService;
  }
}

export const notesAppModule = defineModule({
  name: 'notesApp',
  service: ({ database }) => new NotesAppService(database.db),
  resolvers: notesResolvers,
  routes: [{ path: '/apps/notes', router: notesRoutes }],
});
